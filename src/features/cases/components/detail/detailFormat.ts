/** Display helpers of the case view (document 002 §9: dates MM/DD/YY, timestamps with hh:mm A). */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' (or ISO) → 'MM/DD/YY hh:mm A'; the wall-clock time as the API sends it. */
export function formatCaseDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, hours, minutes] = match;
  const date = `${month}/${day}/${year.slice(2)}`;
  if (hours === undefined) return date;
  const hour = Number(hours);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${date} ${pad(hour12)}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Bytes as a short size: '512 B', '1.2 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Email addresses typed into one field, split on spaces, commas or semicolons, empties removed. */
export function splitEmails(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part !== '');
}
