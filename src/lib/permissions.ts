/** The overall administrator's role name (OVERALL_ADMIN in menu checks). */
export const OVERALL_ADMIN_ROLE = 'client - overall admin';

/** The permission catalogue: strings of the form '{area} - {action}' (document 000 §6). */
export const P = {
  VIEW_DASHBOARD: 'view - dashboard',
  VIEW_NPS_DASHBOARD: 'view - nps dashboard',
  VIEW_REPORTING: 'view - reporting',
  VIEW_JOB_REPORT: 'view - job report',
  VIEW_CRITICAL_FOCUS: 'view - critical focus',
  VIEW_QUERIES: 'view - queries',
  VIEW_CASE_MANAGEMENT: 'view - case management',
  VIEW_ADDITIONAL_VISITS: 'view - additional visits',
  VIEW_ADDITIONAL_SURVEYS: 'view - additional surveys',
  VIEW_PROFILE: 'view - profile',
  VIEW_HELP: 'view - help',
  VIEW_SUMMARY_REPORTS: 'view - summary reports',
  VIEW_QUESTION_RESULTS: 'view - question results',

  PROFILE_VIEW_CONTACT_DETAILS: 'profile - view contact details',
  PROFILE_UPDATE_CONTACT_DETAILS: 'profile - update contact details',
  PROFILE_UPDATE_EMAIL: 'profile - update email',
  PROFILE_UPDATE_PASSWORD: 'profile - update password',

  HELP_USER_GUIDES: 'help - user guides',
  HELP_DOWNLOADS: 'help - downloads',
  HELP_CONTACT: 'help - contact',
  HELP_VIEW_HELP: 'help - view help',
  HELP_VIEW_USER_GUIDE: 'help - view user guide',
  HELP_VIEW_DOWNLOADS: 'help - view downloads',
  HELP_VIEW_CONTACT: 'help - view contact',

  QUERIES_CREATE_QUERY: 'queries - create query',
  QUERIES_VIEW_OPEN_QUERIES: 'queries - view open',
  QUERIES_VIEW_RESOLVED_QUERIES: 'queries - view resolved',
  QUERIES_UPDATE_REFERRED_QUERIES: 'queries - update referred',

  CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS: 'critical focus - view open',
  CRITICAL_FOCUS_VIEW_DETAILS: 'critical focus - view details',
  CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS: 'critical focus - update open',
  CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS: 'critical focus - view resolved',

  CASE_MANAGEMENT_CREATE_CASE: 'case management - create case',
  CASE_MANAGEMENT_VIEW_CASES: 'case management - view cases',
  CASE_MANAGEMENT_VIEW_CASES_GROUPED: 'case management - view cases grouped',
  CASE_MANAGEMENT_UPDATE_CASES: 'case management - update cases',
  CASE_MANAGEMENT_DELETE_CASES: 'case management - delete cases',
  CASE_MANAGEMENT_REOPEN_CASES: 'case management - reopen cases',
  CASE_MANAGEMENT_UPDATE_CASE_LOCATION: 'case management - update case location',
  CASE_MANAGEMENT_UPDATE_CASE_SOURCE: 'case management - update case source',
  CASE_MANAGEMENT_UPDATE_CASE_TYPE: 'case management - update case type',
  CASE_MANAGEMENT_UPDATE_CASE_NOTE: 'case management - update case note',
  CASE_MANAGEMENT_EMAIL_CUSTOMER: 'case management - email customer',
} as const;

/**
 * Quick report permissions, 'reporting - view {report name}' (document 001 §4; some carry a
 * ' - quick' suffix, stripped before comparing). The names are the demo's report catalogue; the
 * real API may hold others, which `quickReportAllowed` reads the same way.
 */
export const REPORT_PERMISSIONS = [
  'reporting - view rank - quick',
  'reporting - view category - quick',
  'reporting - view competency - quick',
  'reporting - view trend - quick',
  'reporting - view trend group - quick',
  'reporting - view day of week - quick',
  'reporting - view score split - quick',
  'reporting - view nps - quick',
  'reporting - view question results - quick',
  'reporting - view rank for question - quick',
] as const;

export type Permission = (typeof P)[keyof typeof P] | (typeof REPORT_PERMISSIONS)[number];

/** Every permission of the catalogue. */
export const ALL_PERMISSIONS: readonly Permission[] = [...Object.values(P), ...REPORT_PERMISSIONS];

/**
 * A permission or role name as the portal compares it: surrounding spaces dropped, inner runs of
 * spaces read as one, lower case. 000 §6 writes the areas capitalised ('View' - dashboard) while the
 * catalogue is lower case, so 'View - dashboard' and ' view - dashboard ' are the same permission.
 */
export function normalisePermission(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when the list holds the name, compared as `normalisePermission` does; entries that are not text are ignored, never fatal. */
export function holdsName(names: readonly string[] | null | undefined, name: string): boolean {
  const wanted = normalisePermission(name);
  const list: readonly unknown[] = Array.isArray(names) ? names : [];
  return list.some((item) => typeof item === 'string' && normalisePermission(item) === wanted);
}

/**
 * True when the user may see a report among the quick reports: it holds 'reporting - view {name}'
 * (compared as `normalisePermission` does, a trailing ' - quick' ignored on either side).
 */
export function quickReportAllowed(holder: PermissionHolder | null | undefined, reportName: string): boolean {
  const strip = (value: string) => normalisePermission(value).replace(/ - quick$/, '');
  const wanted = `reporting - view ${strip(reportName)}`;
  const held: readonly unknown[] = Array.isArray(holder?.permissions) ? holder.permissions : [];
  return held.some((permission) => typeof permission === 'string' && strip(permission) === wanted);
}

/** What `can` needs to know about the signed-in user. */
export interface PermissionHolder {
  permissions: readonly string[];
  roles: readonly string[];
}

/** True when the user holds the permission (case and surrounding spaces ignored; unknown names never matter). */
export function can(holder: PermissionHolder | null | undefined, permission: Permission): boolean {
  return !!holder && holdsName(holder.permissions, permission);
}

/** True when the user holds at least one of the permissions. */
export function canAny(holder: PermissionHolder | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(holder, permission));
}

/** True for the overall administrator role (the only one that sees Admin Functions). */
export function isOverallAdmin(holder: PermissionHolder | null | undefined): boolean {
  return !!holder && holdsName(holder.roles, OVERALL_ADMIN_ROLE);
}
