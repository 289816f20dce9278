import { TEXT_LIMITS } from './textLimits';

/** The customer fields shared by Create New Case and Edit Customer (document 000 §2, 001 §4). */
export interface CustomerFields {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  customer_city: string;
  customer_state: string;
  customer_zip: string;
  customer_extra_a: string;
  customer_extra_b: string;
}

export type CustomerField = keyof CustomerFields;

export const CUSTOMER_FIELDS: readonly CustomerField[] = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_address',
  'customer_city',
  'customer_state',
  'customer_zip',
  'customer_extra_a',
  'customer_extra_b',
];

/** The character limit of each customer field. */
export const CUSTOMER_LIMITS: Readonly<Record<CustomerField, number>> = {
  customer_name: TEXT_LIMITS.customer,
  customer_email: TEXT_LIMITS.email,
  customer_phone: TEXT_LIMITS.phone,
  customer_address: TEXT_LIMITS.customer,
  customer_city: TEXT_LIMITS.customer,
  customer_state: TEXT_LIMITS.customer,
  customer_zip: TEXT_LIMITS.zip,
  customer_extra_a: TEXT_LIMITS.customer,
  customer_extra_b: TEXT_LIMITS.customer,
};

const LABELS: Readonly<Record<CustomerField, string>> = {
  customer_name: 'customer name',
  customer_email: 'customer email',
  customer_phone: 'customer phone',
  customer_address: 'customer address',
  customer_city: 'customer city',
  customer_state: 'customer state',
  customer_zip: 'customer zip',
  customer_extra_a: 'customer extra a',
  customer_extra_b: 'customer extra b',
};

/** A plausible e-mail address: something@something.tld, no spaces. */
export function isValidEmail(email: string | null | undefined): boolean {
  return !!email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** A phone number: 7–20 of digits, spaces, + ( ) . - (so never a URL such as 'javascript:…'). */
export function isValidPhone(phone: string): boolean {
  return /^[\d\s()+.-]{7,20}$/.test(phone) && /\d/.test(phone);
}

/**
 * The one validation of customer fields, used by both forms and by the demo API: empty fields are
 * allowed; a filled e-mail and phone must be valid; nothing longer than its limit. Values are
 * trimmed first. Returns the first message per invalid field (Laravel's wording), {} when valid.
 */
export function validateCustomerFields(fields: Partial<CustomerFields>): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = (fields[field] ?? '').trim();
    if (value.length > CUSTOMER_LIMITS[field]) errors[field] = `The ${LABELS[field]} may not be greater than ${CUSTOMER_LIMITS[field]} characters.`;
  }
  const email = (fields.customer_email ?? '').trim();
  if (!errors.customer_email && email !== '' && !isValidEmail(email)) errors.customer_email = 'The customer email must be a valid email address.';
  const phone = (fields.customer_phone ?? '').trim();
  if (!errors.customer_phone && phone !== '' && !isValidPhone(phone)) errors.customer_phone = 'The customer phone format is invalid.';
  return errors;
}
