import type { JobSearchResult } from './jobSearchSchemas';

/** The info toast when a search finds nothing (001 §2). */
export const SEARCH_NONE_TEXT = 'No job or survey found for the given Id';
/** Refusal of a search that is not all digits (001 §2 "digits only": what was typed is refused, never silently changed). */
export const SEARCH_DIGITS_ONLY_TEXT = 'A Job or Survey Id is made of digits only (0-9).';
/** Refusal of a search longer than an id can be (SEARCH_MAX_DIGITS). */
export const SEARCH_TOO_LONG_TEXT = 'A Job or Survey Id has at most 9 digits.';
/** The longest id the search sends. */
export const SEARCH_MAX_DIGITS = 9;

/**
 * What the box may search for (001 §2 "digits only"): the typed text, without surrounding spaces,
 * when it is 1 to 9 digits. Anything else is refused with a message, never rewritten into another
 * id ('50004.5' is not 500045, '-1' is not 1). Empty does nothing.
 */
export function checkSearch(value: string): { kind: 'empty' } | { kind: 'refused'; message: string } | { kind: 'ok'; id: string } {
  const id = value.trim();
  if (id === '') return { kind: 'empty' };
  if (!/^[0-9]+$/.test(id)) return { kind: 'refused', message: SEARCH_DIGITS_ONLY_TEXT };
  if (id.length > SEARCH_MAX_DIGITS) return { kind: 'refused', message: SEARCH_TOO_LONG_TEXT };
  return { kind: 'ok', id };
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
