import { can, isOverallAdmin, P, type PermissionHolder } from '@/lib/permissions';

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
function caseManagementLinks(user: PermissionHolder): MenuLink[] {
  const links: MenuLink[] = [];
  if (can(user, P.VIEW_CASE_MANAGEMENT)) links.push({ label: 'Dashboard', to: '/case-management' });
  if (can(user, P.CASE_MANAGEMENT_VIEW_CASES)) {
    links.push({ label: 'Cases', to: '/case-management/cases' }, { label: 'Search Customers', to: '/case-management/search' });
  }
  return links;
}

/**
 * The navigation menu of document 000 §2, each entry only with its permission. Entries appear as
 * their areas' pages land (NPS Dashboard, Reporting, Critical Focus, Summary Reports, Help,
 * Your Profile, Add/Edit Roles and Edit Users Role are not built yet).
 */
export function menuFor(user: PermissionHolder | null | undefined): MenuEntry[] {
  if (!user) return [];
  const entries: MenuEntry[] = [];
  if (can(user, P.VIEW_DASHBOARD)) entries.push({ label: 'Dashboard', to: '/dashboard' });
  if (can(user, P.VIEW_QUERIES)) entries.push({ label: 'Queries', to: '/queries' });
  if (can(user, P.VIEW_CASE_MANAGEMENT)) entries.push({ label: 'Case Management', items: caseManagementLinks(user) });
  if (isOverallAdmin(user)) entries.push({ label: 'Admin Functions', items: [{ label: 'Become User', to: '/become-user' }] });
  return entries;
}

/** The sub-menu of a page with the sub-menu layout (the case pages). */
export function subMenuFor(user: PermissionHolder | null | undefined, pathname: string): MenuLink[] {
  if (!user) return [];
  if (pathname === '/case-management' || pathname.startsWith('/case-management/')) return caseManagementLinks(user);
  return [];
}
