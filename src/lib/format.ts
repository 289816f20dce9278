import { format, isValid, parse } from 'date-fns';

/** Reads the API's 'YYYY-MM-DD HH:mm:ss' (or ISO) date-time; null if unreadable. */
export function parseApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)
    ? parse(value.length === 16 ? `${value}:00` : value, 'yyyy-MM-dd HH:mm:ss', new Date())
    : new Date(value);
  return isValid(date) ? date : null;
}

/** MM/DD/YY hh:mm A (document 002 §9); the raw text when unreadable. */
export function formatCaseDateTime(value: string | null | undefined): string {
  const date = parseApiDate(value);
  return date ? format(date, 'MM/dd/yy hh:mm a').replace(/am$|pm$/, (m) => m.toUpperCase()) : (value ?? '');
}

/** 'YYYY-MM-DD' for a local date. */
export function isoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** MM/DD/YY (document 001 §9, lists); the raw text when unreadable. */
export function formatListDate(value: string | null | undefined): string {
  const date = parseApiDate(value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value} 00:00:00` : value);
  return date ? format(date, 'MM/dd/yy') : (value ?? '');
}
