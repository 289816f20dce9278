import type { MinimalRule, MinimalRules } from './minimal';

/*
 * The minimal contract of sign-in, session, become user, back to admin and the users list
 * (documents 000 §3 "Login response" and §7, 002 §7; docs/api-contract.md "Authentication and
 * session", "Users list"). The login response names access_token, expires_in, user { id,
 * encrypted_id, name, email, company_id, permissions, roles, max_reporting_level },
 * company_labels { wave, location } and overall_admin_id: the demo's `token_type` is dropped. The
 * refresh names access_token and expires_in. The password answers are a message. The users list
 * names id, name, email, roles, company_id (all sent). Envelopes flip as everywhere: the login
 * response comes under `data`, the users list as a bare array.
 */

const loginResponse: MinimalRule = { drop: ['token_type'] };

/** An answer whose body the spec does not show: only a message (the portal must not need more). */
const messageOnly = (message: string): MinimalRule => ({ reshape: () => ({ message }) });

export const authMinimal: MinimalRules = {
  'POST /auth/login': loginResponse,
  'POST /auth/login/:client': loginResponse,
  'GET /become-client/:userId': loginResponse,
  'GET /back-to-admin/:overallAdminId': loginResponse,
  'POST /auth/refresh': { drop: ['token_type'] },
  // Demo-only (the HTTP client's tests; the portal never calls it): not part of the contract.
  'GET /ping': { envelope: 'keep' },
  // 000 §7: "success message as above" (the portal shows the spec's own text) / "response message shown in a toast".
  'POST /auth/forgot-password': {},
  'POST /auth/password/reset': {},
  'GET /clients': {},
  // 002 §7 shows no answer for a user's role change.
  'PATCH /clients/:id/role': messageOnly('Users Role Updated'),
};
