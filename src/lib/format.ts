/*
 * Dates as the spec shows them. Free of date libraries: the list date loads with the dashboards'
 * first view, and these few fixed formats need none.
 */

const pad = (value: number) => String(value).padStart(2, '0');

const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A local date from its parts; null when a part is out of range (no rolling over, as date-fns's parse). */
function localDate(year: number, month: number, day: number, hours: number, minutes: number, seconds: number): Date | null {
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const same =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return same ? date : null;
}

/** Reads the API's 'YYYY-MM-DD HH:mm:ss' (or ISO) date-time; null if unreadable. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = API_DATE_TIME.exec(value);
  if (match) {
    const [, year, month, day, hours, minutes, seconds] = match.map(Number);
    return localDate(year, month, day, hours, minutes, Number.isNaN(seconds) ? 0 : seconds);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/DD/YY hh:mm A (document 002 §9); the raw text when unreadable. */
export function formatCaseDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  if (!date) return value ?? '';
  const hours = date.getHours() % 12 === 0 ? 12 : date.getHours() % 12;
  return `${formatListDate(date)} ${pad(hours)}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** The local midnight of a 'YYYY-MM-DD' day (a URL's date); null unless it is exactly that and a real day. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day] = match.map(Number);
  // setFullYear, not new Date(y, m, d): that reads years before 100 as 19xx.
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** 'YYYY-MM-DD' for a local date. */
export function isoDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * MM/DD/YY (001 §9 and 002 §9: dates in lists and texts) of a Date, the API's
 * 'YYYY-MM-DD[ HH:mm[:ss]]' or an ISO date (its day as written); the raw text when unreadable.
 */
export function formatListDate(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/.exec(value);
    if (match) return `${match[2]}/${match[3]}/${match[1].slice(2)}`;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}
