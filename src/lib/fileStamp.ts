import { format } from 'date-fns';

/** The file stamp of document 001 §9: YYYYMMDDHHMMSS (local time). */
export function fileStamp(date: Date): string {
  return format(date, 'yyyyMMddHHmmss');
}

/** A file-name part: lower case, letters and digits, words joined by '-'. */
export function fileNamePart(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'chart';
}

/** `{dashboard}-{chart}-{wave}-{YYYYMMDDHHMMSS}.png` (empty parts left out). */
export function chartPngName(parts: readonly (string | null | undefined)[], date: Date): string {
  return `${[...parts.filter((part): part is string => !!part).map(fileNamePart), fileStamp(date)].join('-')}.png`;
}
