import * as v from 'valibot';
import { envelope, id, listSkipping, maybe, numOr, optNum, optText, text, textOr } from './schema';

/*
 * Decoders of the token answers (document 000 §3 "Login response", §7): the login, the
 * impersonation login, become user and back to admin all answer with the login response; the
 * refresh answers access_token and expires_in. They live beside the HTTP client because the client
 * reads the refresh, and both the sign-in and the admin areas read the login response.
 */

/** When the server leaves out `expires_in`: the token is used until the API says it has expired (then refreshed once). */
export const DEFAULT_EXPIRES_IN_SECONDS = 3600;

const token = v.pipe(v.string(), v.trim(), v.minLength(1, 'Expected a token'));

/**
 * A list of names: strings, or objects carrying a `name` (how a Laravel permission package sends
 * roles and permissions when the server does not pluck them); an unreadable entry is left out.
 */
export const nameList = listSkipping(
  v.union([
    text,
    v.pipe(
      v.object({ name: text }),
      v.transform((item) => item.name),
    ),
  ]),
  'name',
);

const LoginUser = v.object({
  id,
  encrypted_id: textOr(''),
  name: textOr(''),
  email: textOr(''),
  company_id: numOr(0),
  permissions: nameList,
  roles: nameList,
  max_reporting_level: optText,
});

/**
 * The login response: access_token, expires_in (seconds), user (id, encrypted_id, name, email,
 * company_id, permissions, roles, max_reporting_level), company_labels (wave, location),
 * overall_admin_id; flat or under `data`. A token and a user id are required; everything else has
 * a default (no labels → 'Wave' / 'Location' later, no permissions → /restricted).
 */
export const LoginResponseSchema = envelope(
  v.object({
    access_token: token,
    expires_in: numOr(DEFAULT_EXPIRES_IN_SECONDS),
    user: LoginUser,
    company_labels: maybe(v.object({ wave: optText, location: optText })),
    overall_admin_id: optNum,
  }),
);

/** The decoded login response. */
export type LoginResponseData = v.InferOutput<typeof LoginResponseSchema>;

/** The refresh answer: access_token and expires_in, flat or under `data`. */
export const RefreshResponseSchema = envelope(
  v.object({
    access_token: token,
    expires_in: numOr(DEFAULT_EXPIRES_IN_SECONDS),
  }),
);
