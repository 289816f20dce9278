/** The dashboard area's route data (house rule 11, store/routeData.ts). */
import { isStarted, ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { bodyKindOf } from './bodyKind';
import { dashboardApi } from './dashboardApi';
import { preloadBody } from './dashboardBodies';
import { dashboardRequestFor } from './dashboardUrl';
import type { DashboardBodyKind, DashboardData } from './types';

/**
 * The dashboard; once it answers, its body's chunk and the chart chunks together (the body cannot
 * be known earlier: its kind comes with the data). Settles with the body's kind, so the route can
 * add a body another area draws (the case management body: the cases area's chunk and data).
 */
export function dashboardData({ dispatch, search }: RoutePrefetchArgs): Promise<DashboardBodyKind | null> | void {
  // The address names the dashboard (scheme and wave); a bare /dashboard asks for the default.
  const started = dispatch(dashboardApi.endpoints.getDashboard.initiate(dashboardRequestFor(search), ROUTE_DATA)) as unknown;
  if (!isStarted<{ data?: DashboardData }>(started)) return;
  return started.then((result) => {
    const kind = result.data ? bodyKindOf(result.data) : null;
    // No figures, no body to draw (the frame says they are not available).
    if (kind !== null && kind !== 'case-management' && result.data?.content) preloadBody(kind);
    return kind;
  });
}
