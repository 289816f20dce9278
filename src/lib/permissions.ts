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
 * True when the user may see a report among the quick reports: it holds 'reporting - view {name}'
 * (case-insensitive, a trailing ' - quick' ignored on either side).
 */
export function quickReportAllowed(holder: PermissionHolder | null | undefined, reportName: string): boolean {
  if (!holder) return false;
  const strip = (value: string) => value.trim().toLowerCase().replace(/ - quick$/, '');
  const wanted = `reporting - view ${strip(reportName)}`;
  return holder.permissions.some((permission) => strip(permission) === wanted);
}

/** What `can` needs to know about the signed-in user. */
export interface PermissionHolder {
  permissions: readonly string[];
  roles: readonly string[];
}

/** True when the user holds the permission. */
export function can(holder: PermissionHolder | null | undefined, permission: Permission): boolean {
  return !!holder && holder.permissions.includes(permission);
}

/** True when the user holds at least one of the permissions. */
export function canAny(holder: PermissionHolder | null | undefined, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(holder, permission));
}

/** True for the overall administrator role (the only one that sees Admin Functions). */
export function isOverallAdmin(holder: PermissionHolder | null | undefined): boolean {
  return !!holder && holder.roles.includes(OVERALL_ADMIN_ROLE);
}

/**
 * The side menu's entries and the permission each needs (document 000 §2 order). The menu builder
 * and the role editor's "what it unlocks" labels both read this one table.
 */
export const MENU_PERMISSIONS: ReadonlyArray<{ label: string; permission: Permission }> = [
  { label: 'Dashboard', permission: P.VIEW_DASHBOARD },
  { label: 'NPS Dashboard', permission: P.VIEW_NPS_DASHBOARD },
  { label: 'Reporting', permission: P.VIEW_REPORTING },
  { label: 'Queries', permission: P.VIEW_QUERIES },
  { label: 'Critical Focus', permission: P.VIEW_CRITICAL_FOCUS },
  { label: 'Case Management', permission: P.VIEW_CASE_MANAGEMENT },
  { label: 'Summary Reports', permission: P.VIEW_SUMMARY_REPORTS },
  { label: 'Help', permission: P.VIEW_HELP },
  { label: 'Your Profile', permission: P.VIEW_PROFILE },
];

/** The menu permission of an entry, by its label. */
export function menuPermission(label: string): Permission {
  const entry = MENU_PERMISSIONS.find((item) => item.label === label);
  if (!entry) throw new Error(`No menu entry ${label}`);
  return entry.permission;
}

/** What each permission shows beyond a menu entry (documents 000 §6, 002 §6). */
export const PERMISSION_SCREENS: Readonly<Partial<Record<string, string>>> = {
  [P.VIEW_JOB_REPORT]: 'Job report from queries, critical focus, cases and the top-bar search',
  [P.VIEW_CASE_MANAGEMENT]: 'Case Management dashboard',
  [P.PROFILE_VIEW_CONTACT_DETAILS]: 'Profile · Contact Details tab',
  [P.PROFILE_UPDATE_CONTACT_DETAILS]: 'Profile · edit names and phone',
  [P.PROFILE_UPDATE_EMAIL]: 'Profile · edit email',
  [P.PROFILE_UPDATE_PASSWORD]: 'Profile · Password tab',
  [P.HELP_USER_GUIDES]: 'Help · User Guides tab',
  [P.HELP_VIEW_USER_GUIDE]: 'Help · User Guides tab',
  [P.HELP_DOWNLOADS]: 'Help · Downloads tab',
  [P.HELP_VIEW_DOWNLOADS]: 'Help · Downloads tab',
  [P.HELP_CONTACT]: 'Help · Contact Us tab',
  [P.HELP_VIEW_CONTACT]: 'Help · Contact Us tab',
  [P.QUERIES_CREATE_QUERY]: 'Queries · Create Query tab',
  [P.QUERIES_VIEW_OPEN_QUERIES]: 'Queries · Open and Referred tabs',
  [P.QUERIES_VIEW_RESOLVED_QUERIES]: 'Queries · Resolved tab',
  [P.QUERIES_UPDATE_REFERRED_QUERIES]: 'Queries · respond to a referred query',
  [P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS]: 'Critical Focus · New and All Open tabs',
  [P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS]: 'Critical Focus · Resolved tab',
  [P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS]: 'Critical Focus · respond to an open item',
  [P.CASE_MANAGEMENT_CREATE_CASE]: 'Case Management · Add Case',
  [P.CASE_MANAGEMENT_VIEW_CASES]: 'Case Management · Cases and Search Customers',
  [P.CASE_MANAGEMENT_VIEW_CASES_GROUPED]: 'Case list · grouped view',
  [P.CASE_MANAGEMENT_UPDATE_CASES]: 'Case detail · notes, forward, attachments, status, categories, customer',
  [P.CASE_MANAGEMENT_DELETE_CASES]: 'Case detail · Delete (open cases)',
  [P.CASE_MANAGEMENT_REOPEN_CASES]: 'Case detail · Reopen (resolved cases)',
  [P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION]: 'Case detail · edit location',
  [P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE]: 'Case detail · edit source',
  [P.CASE_MANAGEMENT_UPDATE_CASE_TYPE]: 'Case detail · edit type',
  [P.CASE_MANAGEMENT_UPDATE_CASE_NOTE]: 'Case detail · edit the customer note',
  [P.CASE_MANAGEMENT_EMAIL_CUSTOMER]: 'Case detail · reply to the customer',
};

export const NO_SCREEN_TEXT = 'No screen uses this permission';

/** What a permission unlocks, in words ('Menu: Critical Focus · New and All Open tabs'). */
export function unlocksOf(permission: string): string {
  const quick = /^reporting - view (.+)$/.exec(permission);
  // 'reporting - view rank - quick' is the quick report 'rank' (the suffix is the catalogue's, not the report's).
  if (quick?.[1] && permission !== P.VIEW_REPORTING) return `Quick report: ${quick[1].replace(/ - quick$/, '')}`;
  const parts: string[] = MENU_PERMISSIONS.filter((item) => item.permission === permission).map((item) => `Menu: ${item.label}`);
  const screen = PERMISSION_SCREENS[permission];
  if (screen) parts.push(screen);
  return parts.length ? parts.join(' · ') : NO_SCREEN_TEXT;
}

/** The menu entries (labels) a set of permissions shows, in menu order. */
export function menuLabelsFor(permissions: Iterable<string>): string[] {
  const held = new Set(permissions);
  return MENU_PERMISSIONS.filter((item) => held.has(item.permission)).map((item) => item.label);
}
