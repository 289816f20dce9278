import type * as MenuIcons from './menuIcons';

/** A menu icon's name (an export of ./menuIcons, which loads after the first paint). */
export type MenuIconName = keyof typeof MenuIcons;
import { can, isOverallAdmin, P, type PermissionHolder } from '@/lib/permissions';
import { menuPermission } from '@/lib/menuPermissions';
import { canOpenToday, isTodayStartPage, TODAY_PATH } from '@/lib/startPage';

export interface MenuLink {
  label: string;
  to: string;
  /** A decorative icon beside the label (lucide-react, issue 24 item 5; drawn once ./menuIcons has loaded). */
  icon?: MenuIconName;
}

export interface MenuGroup {
  label: string;
  items: MenuLink[];
  icon?: MenuIconName;
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The case management pages (side menu group and the sub-menu of the case pages). */
export function caseManagementLinks(user: PermissionHolder): MenuLink[] {
  const links: MenuLink[] = [];
  if (can(user, P.VIEW_CASE_MANAGEMENT)) links.push({ label: 'Dashboard', to: '/case-management', icon: 'Gauge' });
  if (can(user, P.CASE_MANAGEMENT_VIEW_CASES)) {
    links.push(
      { label: 'Cases', to: '/case-management/cases', icon: 'FolderKanban' },
      { label: 'Search Customers', to: '/case-management/search', icon: 'Search' },
    );
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
  // Today (issue 24) comes first: one screen of what needs the user, from the areas below.
  if (canOpenToday(user)) entries.push({ label: 'Today', to: TODAY_PATH, icon: 'Sun' });
  if (can(user, P.VIEW_DASHBOARD)) entries.push({ label: 'Dashboard', to: '/dashboard', icon: 'LayoutDashboard' });
  if (can(user, P.VIEW_NPS_DASHBOARD)) entries.push({ label: 'NPS Dashboard', to: '/nps-dashboard', icon: 'Smile' });
  if (can(user, P.VIEW_REPORTING)) entries.push({ label: 'Reporting', to: '/reporting', icon: 'BarChart3' });
  if (can(user, P.VIEW_QUERIES)) entries.push({ label: 'Queries', to: '/queries', icon: 'MessageSquareWarning' });
  // Critical Focus sits between Queries and Case Management (000 §2).
  if (can(user, P.VIEW_CRITICAL_FOCUS)) entries.push({ label: 'Critical Focus', to: '/critical-focus', icon: 'Siren' });
  if (can(user, P.VIEW_CASE_MANAGEMENT)) entries.push({ label: 'Case Management', items: caseManagementLinks(user), icon: 'Briefcase' });
  if (can(user, menuPermission('Summary Reports'))) entries.push({ label: 'Summary Reports', to: '/summary-reports', icon: 'FileText' });
  // 'help - view help' gates the Help page (000 §6, 002 §6): without it the entry would lead to a permission error.
  if (can(user, menuPermission('Help')) && can(user, P.HELP_VIEW_HELP)) entries.push({ label: 'Help', to: '/help', icon: 'LifeBuoy' });
  if (can(user, menuPermission('Your Profile'))) entries.push({ label: 'Your Profile', to: '/profile', icon: 'UserRound' });
  if (isOverallAdmin(user)) {
    entries.push({
      label: 'Admin Functions',
      icon: 'ShieldCheck',
      items: [
        { label: 'Add/Edit Roles', to: '/roles', icon: 'UserCog' },
        { label: 'Edit Users Role', to: '/users-role', icon: 'UsersRound' },
        { label: 'Become User', to: '/become-user', icon: 'UserRound' },
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
    // Today is a landing only by the user's choice (startPathFor): the spec's default stays.
    if (first && first.to !== TODAY_PATH) return first.to;
  }
  return null;
}

/**
 * Where sign-in and the logo lead: Today when the user made it their start page (and may open it),
 * else the spec's landing (`homePathFor`).
 */
export function startPathFor(session: (PermissionHolder & { user: { id: number } }) | null | undefined): string | null {
  if (session && canOpenToday(session) && isTodayStartPage(session.user.id)) return TODAY_PATH;
  return homePathFor(session);
}
