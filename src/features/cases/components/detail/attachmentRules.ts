import { hasDangerousInnerExtension, isExecutableFileName } from '@/lib/fileTypes';

/** Checks on a chosen file before anything is sent (the demo API checks the same on its side). */

/** The largest attachment the API accepts (10 MB). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The longest file name the API stores. */
export const MAX_FILE_NAME_LENGTH = 255;

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const shortName = file.name.length > 60 ? `${file.name.slice(0, 57)}...` : file.name;
  if (file.name.length > MAX_FILE_NAME_LENGTH) return `The file name of ${shortName} is too long: rename it to ${MAX_FILE_NAME_LENGTH} characters or fewer.`;
  if (file.size === 0) return `The file ${shortName} is empty.`;
  if (file.size > MAX_ATTACHMENT_BYTES) return `The file ${shortName} is larger than the 10 MB limit.`;
  if (hasDangerousInnerExtension(file.name))
    return `The file ${shortName} has two extensions: rename it with a single extension (for example .pdf) and try again.`;
  return null;
}

/** Shown beside a chosen file that viewers will only ever be able to download (never relied on). */
export const DOWNLOAD_ONLY_WARNING = 'This file type will be downloaded, not opened.';

/** The warning for a file type the portal never opens inline, or null. */
export function attachmentWarning(file: Pick<File, 'name'>): string | null {
  return isExecutableFileName(file.name) ? DOWNLOAD_ONLY_WARNING : null;
}
