import type { JobSearchResult } from './jobReportApi';

/** The info toast when a search finds nothing (001 §2). */
export const SEARCH_NONE_TEXT = 'No job or survey found for the given Id';

/** Only digits are kept, at most 9 (001 §5, issue 10 item 8). */
export function searchDigits(value: string): string {
  return value.replace(/\D+/g, '').slice(0, 9);
}

/** A picker row: 'location - date - scheme' (001 §2), the date as MM/DD/YY. */
export function pickerRowText(row: JobSearchResult): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(row.date ?? '');
  const date = match ? `${match[2]}/${match[3]}/${match[1]?.slice(2)}` : (row.date ?? '');
  return `${row.location_name} - ${date} - ${row.scheme_name}`;
}

/** True when a search result is a survey. */
export function isSurveyResult(row: JobSearchResult): boolean {
  return String(row.type).toLowerCase() === 'survey';
}
