// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSchemeValue, schemeValue } from '@/lib/schemeValue';

describe('scheme value', () => {
  it('reads scheme kinds and drops malformed values', () => {
    expect(parseSchemeValue('4')).toEqual({ kind: 'scheme', id: 4 });
    expect(parseSchemeValue('-101')).toEqual({ kind: 'multi-scheme', id: 101 });
    expect(parseSchemeValue('mcds102')).toEqual({ kind: 'mcds', id: 102 });
    expect(parseSchemeValue('999999999')).toEqual({ kind: 'scheme', id: 999999999 });
    for (const bad of ['abc', '--1', '0', '-0', 'mcds0', '1234567890', '12345678901234567890', 'mcds', '', null, undefined, '1.5', ' 4'])
      expect(parseSchemeValue(bad)).toBeNull();
  });
  it('writes each kind back as it was read', () => {
    expect(schemeValue({ kind: 'scheme', id: 4 })).toBe('4');
    expect(schemeValue({ kind: 'multi-scheme', id: 101 })).toBe('-101');
    expect(schemeValue({ kind: 'mcds', id: 102 })).toBe('mcds102');
    for (const value of ['4', '-101', 'mcds102']) expect(schemeValue(parseSchemeValue(value)!)).toBe(value);
  });
});
