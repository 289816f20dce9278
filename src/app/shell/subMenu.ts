import { can, P, type PermissionHolder } from '@/lib/permissions';
import { caseManagementLinks, type MenuLink } from './menu';

// The sub-menus apart from the side menu's builder (menu.ts), which the router's landing rule puts
// on every first load: these load with the signed-in frame.

/** The sub-menu of the NPS dashboard and reporting (not shown in the spec: recorded in docs/api-contract.md). */
function analysisLinks(user: PermissionHolder): MenuLink[] {
  const links: MenuLink[] = [];
  if (can(user, P.VIEW_DASHBOARD)) links.push({ label: 'Dashboard', to: '/dashboard' });
  if (can(user, P.VIEW_NPS_DASHBOARD)) links.push({ label: 'NPS Dashboard', to: '/nps-dashboard' });
  if (can(user, P.VIEW_REPORTING)) links.push({ label: 'Reporting', to: '/reporting' });
  return links;
}

/** The sub-menu of a page with the sub-menu layout (the case pages). */
export function subMenuFor(user: PermissionHolder | null | undefined, pathname: string): MenuLink[] {
  if (!user) return [];
  if (pathname === '/case-management' || pathname.startsWith('/case-management/')) return caseManagementLinks(user);
  if (pathname === '/nps-dashboard' || pathname === '/reporting') return analysisLinks(user);
  return [];
}
