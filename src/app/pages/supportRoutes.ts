/**
 * First data of help, summary reports, profile and the admin pages (house rule 11), loaded beside
 * the page chunk by the route table's `fromArea`, so the entry bundle carries none of their endpoints.
 */
import { adminApi } from '@/features/admin/adminApi';
import { roleIdFrom } from '@/features/admin/roleRules';
import { helpApi } from '@/features/help/helpApi';
import { mayOpenHelp } from '@/features/help/helpTabs';
import { profileApi } from '@/features/profile/profileApi';
import { profileTabsFor } from '@/features/profile/profileRules';
import { waveIdFrom } from '@/features/summary-reports/reportLevels';
import { summaryReportsApi } from '@/features/summary-reports/summaryReportsApi';
import { can, isOverallAdmin, P } from '@/lib/permissions';
import type { RoutePrefetchArgs } from '../routeTable';

const once = { subscribe: false } as const;

/** The waves, and the reports of the wave the address names. */
export function summaryReportsData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  if (!can(getState().session.session, P.VIEW_SUMMARY_REPORTS)) return;
  void dispatch(summaryReportsApi.endpoints.getSummaryWaves.initiate(undefined, once));
  const wave = waveIdFrom(search.get('wave'));
  if (wave !== null) void dispatch(summaryReportsApi.endpoints.getSummaryReports.initiate(wave, once));
}

/** The help page's guides, downloads and contacts. */
export function helpData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (mayOpenHelp(getState().session.session)) void dispatch(helpApi.endpoints.getHelp.initiate(undefined, once));
}

/** The profile, for the tabs that show it. */
export function profileData({ dispatch, getState }: RoutePrefetchArgs): void {
  const tabs = profileTabsFor(getState().session.session);
  if (tabs.includes('contact') || tabs.includes('timezone')) void dispatch(profileApi.endpoints.getProfile.initiate(undefined, once));
}

/** The roles list. */
export function rolesData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (isOverallAdmin(getState().session.session)) void dispatch(adminApi.endpoints.getRoles.initiate(undefined, once));
}

/** A role, the permission groups, its permissions and the users (for the review of changes). */
export function editRoleData({ dispatch, getState, params }: RoutePrefetchArgs): void {
  if (!isOverallAdmin(getState().session.session)) return;
  const id = roleIdFrom(params.id);
  void dispatch(adminApi.endpoints.getRoles.initiate(undefined, once));
  void dispatch(adminApi.endpoints.getPermissionGroups.initiate(undefined, once));
  if (id > 0) void dispatch(adminApi.endpoints.getRolePermissions.initiate(id, once));
  void dispatch(adminApi.endpoints.getClients.initiate(undefined, once));
}

/** The users and the roles to choose from. */
export function usersRoleData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (!isOverallAdmin(getState().session.session)) return;
  void dispatch(adminApi.endpoints.getClients.initiate(undefined, once));
  void dispatch(adminApi.endpoints.getRoles.initiate(undefined, once));
}
