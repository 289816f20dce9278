/** The dashboard area's route data (house rule 11, store/routeData.ts). */
import { isStarted, ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { bodyKindOf } from './bodyKind';
import { dashboardApi } from './dashboardApi';
import { preloadBody } from './dashboardBodies';
import { dashboardRequestFor } from './dashboardUrl';
import { derivedData } from './derivedRouteData';
import type { DashboardBodyKind, DashboardData } from './types';

/**
 * The dashboard; once it answers, its body's chunk (the body cannot be known earlier: its kind comes
 * with the data), or, for the body composed from documented calls (which comes with the route, and
 * its calls' module with this one), those calls at once. Settles with the body's kind, so the route
 * can add a body another area draws (the case management body: the cases area's chunk and data).
 */
export function dashboardData({ dispatch, getState, search }: RoutePrefetchArgs): Promise<DashboardBodyKind | null> | void {
  // The address names the dashboard (scheme and wave); a bare /dashboard asks for the default.
  const started = dispatch(dashboardApi.endpoints.getDashboard.initiate(dashboardRequestFor(search), ROUTE_DATA)) as unknown;
  if (!isStarted<{ data?: DashboardData }>(started)) return;
  return started.then((result) => {
    const data = result.data;
    const kind = data ? bodyKindOf(data) : null;
    if (!data || kind === 'case-management') return kind;
    if (kind !== null && data.content) preloadBody(kind);
    else if (data.scheme || data.schemeGroup) derivedData({ dispatch, getState }, data);
    return kind;
  });
}
