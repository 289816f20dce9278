import type { MinimalRules } from './minimal';

// ---- Help, Summary Reports and Profile (docs/api-contract.md "Help, summary reports, profile") ----
/*
 * What a server written from the spec sends: GET /help only downloads and contact_details (where
 * user guides come from is "not shown"), no file sizes; the summary lists { wave_id, name } and
 * { id, name, level, url }; PATCH /profile answers with the e-mail only; the other profile saves
 * answer nothing the spec names. Envelopes flip as everywhere (the lists come as bare arrays, the
 * profile flat).
 */
const helpSummaryProfileMinimal: MinimalRules = {
  'GET /help': { drop: ['user_guides', 'downloads.*.file_size'] },
  'GET /summary-reports': {},
  'GET /summary-reports/:waveId': { drop: ['data.*.file_size'] },
  'GET /profile': {},
  'PATCH /profile': { drop: ['message', 'data.first_name', 'data.last_name', 'data.phone', 'data.timezone'] },
  'POST /password-confirm': { drop: ['message'] },
  'PATCH /password': { drop: ['message'] },
  'PATCH /timezone': { drop: ['message', 'data'] },
};
// ---- end of Help, Summary Reports and Profile ----

// ---- Roles and permissions (docs/api-contract.md "Shell: ... Roles and permissions"; admin helper) ----
/*
 * 002 §3/§7: a role is { id, name }; GET /permissions is "grouped" (permission: id, name,
 * short_name, grouped by group name) — sent here as another plausible layout, a list of groups
 * `[{ name, permissions }]` (the default sends an object keyed by group name); a role's
 * permissions are a list of names. The saves' answers are not shown: only a message.
 */
const permissionGroupList = (body: unknown): unknown => {
  const groups = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { data?: unknown }).data : undefined;
  if (typeof groups !== 'object' || groups === null || Array.isArray(groups)) return body;
  return Object.entries(groups).map(([name, permissions]) => ({ name, permissions }));
};
const adminMessage = (message: string): MinimalRules[string] => ({ reshape: () => ({ message }) });
const rolesPermissionsMinimal: MinimalRules = {
  'GET /roles': {},
  'POST /roles': adminMessage('Role Created'),
  'PATCH /roles/:id': adminMessage('Role Name Updated'),
  'DELETE /roles/:id': adminMessage('Role deleted'),
  'GET /permissions': { reshape: permissionGroupList },
  'GET /roles/:id/permissions': {},
  'PATCH /roles/:id/permissions': adminMessage('Role Permissions Updated'),
};
// ---- end of Roles and permissions ----

/** The minimal contract of help, summary reports, profile, roles and permissions: the assumed fields dropped (see docs/api-contract.md). */
export const supportMinimal: MinimalRules = { ...helpSummaryProfileMinimal, ...rolesPermissionsMinimal };
