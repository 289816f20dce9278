/** The dashboard area's route data (house rule 11, store/routeData.ts). */
import { npsMetricsEndpoints } from '@/api/npsMetricsEndpoints';
import { reportingEndpoints } from '@/api/reportingEndpoints';
import { figureReportsOf, figureRequests } from '@/lib/figureReports';
import type { ReportingFilters } from '@/lib/reportingTypes';
import { isStarted, ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { selectSession } from '@/store/sessionSlice';
import { bodyKindOf } from './bodyKind';
import { dashboardApi } from './dashboardApi';
import { preloadBody } from './dashboardBodies';
import { dashboardRequestFor } from './dashboardUrl';
import { derivedNpsParams, derivedPermissions, derivedScope } from './derivedFigures';
import type { DashboardBodyKind, DashboardData } from './types';

/**
 * The derived body's calls (issue 29), with exactly the arguments its cards use, as soon as what
 * each needs is known: the data source's reporting filters and the NPS metrics once the dashboard
 * answered, then the reports the filters list — the rank report of the wave and the trend (the
 * score, the league), the category report, then the previous wave's rank and category reports.
 */
function derivedData({ dispatch, getState }: Pick<RoutePrefetchArgs, 'dispatch' | 'getState'>, data: DashboardData): void {
  const scope = derivedScope(data);
  const may = derivedPermissions(selectSession(getState()), scope);
  const filters = may.reports ? (dispatch(reportingEndpoints.endpoints.getReportingFilters.initiate(scope.scheme, ROUTE_DATA)) as unknown) : null;
  if (may.nps) void dispatch(npsMetricsEndpoints.endpoints.getNpsMetrics.initiate(derivedNpsParams(scope), ROUTE_DATA));
  if (!isStarted<{ data?: ReportingFilters }>(filters)) return;
  void filters.then((result) => {
    if (!result.data) return;
    const calls = figureRequests(scope, figureReportsOf(result.data.reports));
    for (const call of [calls.rank, calls.trend, calls.category, calls.previousRank, calls.previousCategory]) {
      if (call) void dispatch(reportingEndpoints.endpoints.runReport.initiate(call, ROUTE_DATA));
    }
  });
}

/**
 * The dashboard; once it answers, its body's chunk and the chart chunks together (the body cannot
 * be known earlier: its kind comes with the data), and, for a body composed from documented calls,
 * those calls. Settles with the body's kind, so the route can add a body another area draws (the
 * case management body: the cases area's chunk and data).
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
    else if (data.scheme || data.schemeGroup) {
      preloadBody('derived');
      derivedData({ dispatch, getState }, data);
    }
    return kind;
  });
}
