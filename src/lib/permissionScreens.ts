// What each permission unlocks: read by the role editor, kept out of the first load (the sign-in
// page and the router's landing rule need only the menu's table, lib/menuPermissions.ts).
import { MENU_PERMISSIONS } from './menuPermissions';
import { normalisePermission, P } from './permissions';

export { MENU_PERMISSIONS, menuPermission } from './menuPermissions';

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

/** What a permission unlocks, in words ('Menu: Critical Focus · New and All Open tabs'); the name is compared as `normalisePermission` does. */
export function unlocksOf(name: string): string {
  const permission = normalisePermission(name);
  // The report's name as written ('Site Ranking'); 'reporting - view rank - quick' is the quick report
  // 'rank' (the suffix is the catalogue's, not the report's).
  const quick = /^reporting - view (.+)$/i.exec(name.trim().replace(/\s+/g, ' '));
  if (quick?.[1] && permission !== P.VIEW_REPORTING) return `Quick report: ${quick[1].replace(/ - quick$/i, '')}`;
  const parts: string[] = MENU_PERMISSIONS.filter((item) => item.permission === permission).map((item) => `Menu: ${item.label}`);
  const screen = PERMISSION_SCREENS[permission];
  if (screen) parts.push(screen);
  return parts.length ? parts.join(' · ') : NO_SCREEN_TEXT;
}

/** The menu entries (labels) a set of permissions shows, in menu order (names compared as `normalisePermission` does). */
export function menuLabelsFor(permissions: Iterable<string>): string[] {
  const held = new Set([...permissions].map(normalisePermission));
  return MENU_PERMISSIONS.filter((item) => held.has(item.permission)).map((item) => item.label);
}
