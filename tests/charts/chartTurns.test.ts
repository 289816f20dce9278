// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tickText } from '@/components/charts/chartConfig';

describe('tickText (value axis ticks without Intl.NumberFormat)', () => {
  it('keeps labels, rounds to two decimals and groups thousands', () => {
    expect(tickText('March 2026')).toBe('March 2026');
    expect(tickText(0)).toBe('0');
    expect(tickText(87.5)).toBe('87.5');
    expect(tickText(0.1 + 0.2)).toBe('0.3');
    expect(tickText(-12.346)).toBe('-12.35');
    expect(tickText(1000)).toBe('1,000');
    expect(tickText(1234567)).toBe('1,234,567');
  });
});
