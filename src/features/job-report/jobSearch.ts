import type { JobSearchResult } from './jobSearchSchemas';

/** The info toast when a search finds nothing (001 §2). */
export const SEARCH_NONE_TEXT = 'No job or survey found for the given Id';
/** The longest id the search keeps (ids have at most 9 digits). */
export const SEARCH_MAX_DIGITS = 9;
/** Said under the box when digits past the ninth were dropped (typed or pasted). */
export const SEARCH_TOO_LONG_TEXT = `A Job or Survey Id has at most ${SEARCH_MAX_DIGITS} digits: the box keeps the first ${SEARCH_MAX_DIGITS}.`;

/** The digits of a text: 0-9, and fullwidth ０-９ (a CJK keyboard's) as 0-9; everything else dropped. */
function digitsOf(text: string): string {
  return text.replace(/[\uFF10-\uFF19]/g, (digit) => String(digit.charCodeAt(0) - 0xff10)).replace(/[^0-9]/g, '');
}

/**
 * What the box keeps of what was typed or pasted (000 §2, §5 and 001 §5: "only digits are kept"):
 * its digits, the first SEARCH_MAX_DIGITS of them ('Job #50004' → '50004', letters only → ''),
 * with the caret after the same digits it followed (`caret`: its position in `raw`); `cut` when
 * digits past the limit were dropped.
 */
export function keepDigits(raw: string, caret: number = raw.length): { value: string; caret: number; cut: boolean } {
  const all = digitsOf(raw);
  const value = all.slice(0, SEARCH_MAX_DIGITS);
  const before = digitsOf(raw.slice(0, Math.max(0, caret))).length;
  return { value, caret: Math.min(before, value.length), cut: all.length > value.length };
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
