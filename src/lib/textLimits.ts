/**
 * The longest text each free-text field accepts (characters). The spec names no limits; these are
 * ours (docs/api-contract.md, "Text limits"): long enough for any real note or reply, short enough
 * that a pasted document or a 100 KB blob cannot reach the API, the drafts in localStorage or the
 * case history. Customer fields follow the usual 255-character database column.
 */
export const TEXT_LIMITS = {
  /** Case notes, the customer feedback note and the resolution note. */
  note: 5000,
  /** The reply e-mail to a customer. */
  reply: 10000,
  /** The optional message of a forward or of an e-mailed job report. */
  message: 2000,
  /** Query text (whole job or per question) and query responses. */
  query: 2000,
  /** Critical focus comments and crew follow-up answers. */
  comment: 2000,
  /** Customer name, address, city, state, extra fields and e-mail. */
  customer: 255,
  /** Customer phone: digits, spaces, + ( ) . - only. */
  phone: 20,
  /** Customer zip. */
  zip: 20,
  /** Search boxes (customer search, case id, job search, list filters). */
  search: 100,
  /** Names: report names, role names, profile first and last name. */
  name: 100,
  /** E-mail addresses (sign-in, profile, recipients). */
  email: 255,
  /** Passwords. */
  password: 128,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;

export interface CharacterCount {
  used: number;
  left: number;
  over: boolean;
  /** Within the last tenth of the limit: the counter turns amber and is announced. */
  near: boolean;
}

/** How much of `max` the text uses (characters as the browser counts them for maxLength: UTF-16 units). */
export function characterCount(text: string, max: number): CharacterCount {
  const used = text.length;
  const left = max - used;
  return { used, left: Math.max(0, left), over: left < 0, near: left <= Math.max(10, Math.floor(max / 10)) };
}
