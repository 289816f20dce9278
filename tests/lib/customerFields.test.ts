// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isValidPhone, validateCustomerFields } from '@/lib/customerFields';
import { characterCount } from '@/lib/textLimits';

describe('validateCustomerFields', () => {
  it('accepts empty fields and ordinary values', () => {
    expect(validateCustomerFields({})).toEqual({});
    expect(
      validateCustomerFields({ customer_name: 'Ann Lee', customer_email: 'ann@example.com', customer_phone: '+1 (555) 010-2000', customer_zip: '90210' }),
    ).toEqual({});
  });

  it('refuses a script URL, letters and too short numbers as a phone', () => {
    expect(validateCustomerFields({ customer_phone: 'javascript:alert(3)' })).toEqual({ customer_phone: 'The customer phone format is invalid.' });
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('((( )))--')).toBe(false);
    expect(isValidPhone('555 010 2000')).toBe(true);
  });

  it('refuses an invalid e-mail', () => {
    expect(validateCustomerFields({ customer_email: 'not an email' })).toEqual({ customer_email: 'The customer email must be a valid email address.' });
  });

  it('refuses values over their limit, after trimming', () => {
    expect(validateCustomerFields({ customer_name: `  ${'a'.repeat(255)}  ` })).toEqual({});
    expect(validateCustomerFields({ customer_city: 'a'.repeat(256) })).toEqual({ customer_city: 'The customer city may not be greater than 255 characters.' });
    expect(validateCustomerFields({ customer_phone: '1'.repeat(21) }).customer_phone).toMatch(/may not be greater than 20/);
  });
});

describe('characterCount', () => {
  it('counts what is used and left, and warns in the last tenth', () => {
    expect(characterCount('abc', 100)).toEqual({ used: 3, left: 97, over: false, near: false });
    expect(characterCount('a'.repeat(4600), 5000)).toMatchObject({ left: 400, near: true });
    expect(characterCount('a'.repeat(101), 100)).toMatchObject({ left: 0, over: true });
  });
});
