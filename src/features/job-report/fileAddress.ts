import { runtimeConfig } from '@/api/runtimeConfig';

/*
 * Where the job report's files come from (001 §7), read from the deploy-time configuration
 * (src/api/runtimeConfig.ts), never from the build: images under the storage base at the spec's
 * paths, the recording wherever the report's `audio.url` says (api/fileAddress.ts `resolveFileAddress`,
 * the resolver of every file address the API gives).
 */

/** The folder of a job's images (001 §7): audits under `audituploads`, shoppers under `shopperuploads`. */
export function imageDirectory(companyId: number, isAudit: boolean, storageBase: string = runtimeConfig().storageBaseUrl): string {
  const base = storageBase.replace(/\/+$/, '');
  return isAudit ? `${base}/storage/us/audituploads/${companyId}` : `${base}/storage/us/shopperuploads/images/${companyId}/fromshoppers`;
}

/** The addresses to try for one image, in order, one per folder (an absolute name is tried once). */
export function imageCandidates(companyId: number, folders: ReadonlyArray<'audit' | 'shopper'>, image: string): string[] {
  return [...new Set(folders.map((folder) => imageAddress(imageDirectory(companyId, folder === 'audit'), image)))];
}

/**
 * The address of an image: the name as sent, each path segment encoded (never `.` or `..`), in the
 * job's folder; an absolute http(s) address as it is.
 */
export function imageAddress(directory: string, image: string): string {
  const name = image.trim();
  if (/^https?:\/\//i.test(name)) return name;
  const segments = name
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent);
  return `${directory}/${segments.join('/')}`;
}

/** The last segment of an image name (what 'Save Image' names the file). */
export function imageFileName(image: string): string {
  const name = image.trim().replace(/[?#].*$/, '');
  return name.split('/').filter(Boolean).pop() ?? 'image';
}
