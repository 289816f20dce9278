import { P, type Permission } from './permissions';

// The side menu's table alone: the router's landing rule (the first permitted page) reads it on
// every first load, so it stays apart from the role editor's longer descriptions.

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
