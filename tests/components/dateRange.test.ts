// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatRangeLabel } from '@/components/dateRange';

describe('formatRangeLabel', () => {
  it("writes 'D MMM - D MMM', nothing for no range or a day that does not exist", () => {
    expect(formatRangeLabel({ start: '2026-01-05', end: '2026-02-20' })).toBe('5 Jan - 20 Feb');
    expect(formatRangeLabel(null)).toBe('');
    expect(formatRangeLabel({ start: '2026-02-30', end: '2026-03-01' })).toBe('');
  });
});
