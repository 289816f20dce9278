import { can, isOverallAdmin, P, type PermissionHolder } from '@/lib/permissions';
import { menuPermission } from '@/lib/menuPermissions';

export interface MenuLink {
  label: string;
  to: string;
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The case management pages (side menu group and the sub-menu of the case pages). */
export function caseManagementLinks(user: PermissionHolder): MenuLink[] {
  const links: MenuLink[] = [];
  if (can(user, P.VIEW_CASE_MANAGEMENT)) links.push({ label: 'Dashboard', to: '/case-management' });
  if (can(user, P.CASE_MANAGEMENT_VIEW_CASES)) {
    links.push({ label: 'Cases', to: '/case-management/cases' }, { label: 'Search Customers', to: '/case-management/search' });
  }
  return links;
}

/**
 * The navigation menu of document 000 §2, each entry only with its permission. Entries appear as
 * their areas' pages land.
 */
export function menuFor(user: PermissionHolder | null | undefined): MenuEntry[] {
  if (!user) return [];
  const entries: MenuEntry[] = [];
  if (can(user, P.VIEW_DASHBOARD)) entries.push({ label: 'Dashboard', to: '/dashboard' });
  if (can(user, P.VIEW_NPS_DASHBOARD)) entries.push({ label: 'NPS Dashboard', to: '/nps-dashboard' });
  if (can(user, P.VIEW_REPORTING)) entries.push({ label: 'Reporting', to: '/reporting' });
  if (can(user, P.VIEW_QUERIES)) entries.push({ label: 'Queries', to: '/queries' });
  // Critical Focus sits between Queries and Case Management (000 §2).
  if (can(user, P.VIEW_CRITICAL_FOCUS)) entries.push({ label: 'Critical Focus', to: '/critical-focus' });
  if (can(user, P.VIEW_CASE_MANAGEMENT)) entries.push({ label: 'Case Management', items: caseManagementLinks(user) });
  if (can(user, menuPermission('Summary Reports'))) entries.push({ label: 'Summary Reports', to: '/summary-reports' });
  // 'help - view help' gates the Help page (000 §6, 002 §6): without it the entry would lead to a permission error.
  if (can(user, menuPermission('Help')) && can(user, P.HELP_VIEW_HELP)) entries.push({ label: 'Help', to: '/help' });
  if (can(user, menuPermission('Your Profile'))) entries.push({ label: 'Your Profile', to: '/profile' });
  if (isOverallAdmin(user)) {
    entries.push({
      label: 'Admin Functions',
      items: [
        { label: 'Add/Edit Roles', to: '/roles' },
        { label: 'Edit Users Role', to: '/users-role' },
        { label: 'Become User', to: '/become-user' },
      ],
    });
  }
  return entries;
}

/**
 * Where a signed-in user lands (sign-in, the dashboard link, a page they may not open): the first
 * page of their menu, in menu order (000 §2, §6), or null when the menu offers none.
 */
export function homePathFor(user: PermissionHolder | null | undefined): string | null {
  for (const entry of menuFor(user)) {
    const first = isMenuGroup(entry) ? entry.items[0] : entry;
    if (first) return first.to;
  }
  return null;
}
