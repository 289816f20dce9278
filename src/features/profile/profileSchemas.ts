import * as v from 'valibot';
import { envelope, optText, textOr, unwrapData } from '@/api/schema';

/*
 * Decoders of the profile calls (document 002 §3, §7). GET /api/profile carries "contact fields
 * and timezone" (first_name, last_name, email, phone, timezone), flat or under `data`; a missing or
 * null field reads as ''. The answer of PATCH /api/profile "has email" (flat, under `data`, or
 * beside a message); without it the e-mail just sent stands. The answers of POST
 * /api/password-confirm, PATCH /api/password and PATCH /api/timezone are not shown and nothing in
 * them is read: the status decides, so any body (or none) is accepted.
 */

/** The signed-in user's profile (document 002 §3). */
export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  timezone: string;
}

/** GET /api/profile. */
export const ProfileSchema = envelope(v.object({ first_name: textOr(), last_name: textOr(), email: textOr(), phone: textOr(), timezone: textOr() }));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The e-mail of a PATCH /api/profile answer: at the top, under `data` (beside a message or not); null when absent. */
export const ProfileUpdateSchema = v.pipe(
  v.unknown(),
  v.transform((raw): { email: string | null } => {
    const inner = unwrapData(raw);
    const data = isPlainObject(raw) && isPlainObject(raw.data) ? raw.data : null;
    for (const source of [inner, data]) {
      if (!isPlainObject(source)) continue;
      const email = v.safeParse(optText, source.email);
      if (email.success && email.output && email.output.trim() !== '') return { email: email.output.trim() };
    }
    return { email: null };
  }),
);

/** An answer nothing is read from (the password confirmation, password and timezone saves). */
export const AcknowledgedSchema = v.pipe(
  v.unknown(),
  v.transform((): void => undefined),
);
