const pad = (value: number) => String(value).padStart(2, '0');

/** The file stamp of document 001 §9: YYYYMMDDHHMMSS (local time; no date library, it loads with charts). */
export function fileStamp(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}

/** A file-name part: lower case, letters and digits, words joined by '-'. */
export function fileNamePart(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'chart'
  );
}

/** `{dashboard}-{chart}-{wave}-{YYYYMMDDHHMMSS}.png` (empty parts left out). */
export function chartPngName(parts: readonly (string | null | undefined)[], date: Date): string {
  return `${[...parts.filter((part): part is string => !!part).map(fileNamePart), fileStamp(date)].join('-')}.png`;
}
