// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCaseDateTime, formatListDate, isoDate, parseApiDate, parseIsoDay } from '@/lib/format';

describe('formatListDate (MM/DD/YY)', () => {
  it('writes the API day as written, with or without a time', () => {
    expect(formatListDate('2026-03-07')).toBe('03/07/26');
    expect(formatListDate('2026-03-07 14:05:00')).toBe('03/07/26');
    expect(formatListDate('2026-03-07T23:30:00Z')).toBe('03/07/26');
    expect(formatListDate('2020-01-31')).toBe('01/31/20');
  });

  it('writes a local Date', () => {
    expect(formatListDate(new Date(2026, 0, 5))).toBe('01/05/26');
    expect(formatListDate(new Date(2009, 11, 31, 23, 59))).toBe('12/31/09');
  });

  it('keeps unreadable text and writes nothing for nothing', () => {
    expect(formatListDate('not a date')).toBe('not a date');
    expect(formatListDate(null)).toBe('');
    expect(formatListDate(undefined)).toBe('');
    expect(formatListDate('')).toBe('');
  });
});

describe('parseApiDate, formatCaseDateTime and isoDate', () => {
  it('reads the API date-time as local time, seconds optional', () => {
    expect(parseApiDate('2026-11-02 14:29:05')).toEqual(new Date(2026, 10, 2, 14, 29, 5));
    expect(parseApiDate('2026-11-02 14:29')).toEqual(new Date(2026, 10, 2, 14, 29, 0));
    expect(parseApiDate('2026-11-02T14:29:00Z')?.getTime()).toBe(Date.UTC(2026, 10, 2, 14, 29));
  });

  it('refuses impossible or unreadable dates', () => {
    expect(parseApiDate('2026-02-30 10:00:00')).toBeNull();
    expect(parseApiDate('2026-11-02 24:00:00')).toBeNull();
    expect(parseApiDate('nonsense')).toBeNull();
    expect(parseApiDate('')).toBeNull();
    expect(parseApiDate(null)).toBeNull();
  });

  it('writes MM/DD/YY hh:mm A', () => {
    expect(formatCaseDateTime('2026-11-02 14:29:00')).toBe('11/02/26 02:29 PM');
    expect(formatCaseDateTime('2026-11-02 00:05:00')).toBe('11/02/26 12:05 AM');
    expect(formatCaseDateTime('2026-11-02 12:00:00')).toBe('11/02/26 12:00 PM');
    expect(formatCaseDateTime('nonsense')).toBe('nonsense');
    expect(formatCaseDateTime(null)).toBe('');
  });

  it('writes a local day as YYYY-MM-DD', () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe("parseIsoDay (a URL's YYYY-MM-DD)", () => {
  it('reads a real day as its local midnight', () => {
    expect(parseIsoDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseIsoDay('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(isoDate(parseIsoDay('2025-12-31') as Date)).toBe('2025-12-31');
    expect(isoDate(parseIsoDay('0099-01-01') as Date)).toBe('0099-01-01');
  });

  it('refuses what is not exactly a real day, never rolling over', () => {
    for (const value of [
      '2026-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-00-10',
      '2026-1-5',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '20260105',
      '',
      null,
      undefined,
    ]) {
      expect(parseIsoDay(value), String(value)).toBeNull();
    }
  });
});
