/** The derived dashboard body's route data (issue 29), started by dashboardRouteData once the dashboard answers. */
import { npsMetricsEndpoints } from '@/api/npsMetricsEndpoints';
import { reportingEndpoints } from '@/api/reportingEndpoints';
import { figureReportsOf, figureRequests } from '@/lib/figureReports';
import type { ReportingFilters } from '@/lib/reportingTypes';
import { isStarted, ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { selectSession } from '@/store/sessionSlice';
import { derivedNpsParams, derivedPermissions, derivedScope } from './derivedFigures';
import type { DashboardData } from './types';

/**
 * The derived body's calls (issue 29), with exactly the arguments its cards use, as soon as what
 * each needs is known: the data source's reporting filters and the NPS metrics once the dashboard
 * answered, then the reports the filters list — the rank report of the wave and the trend (the
 * score, the league), the category report, then the previous wave's rank and category reports.
 */
export function derivedData({ dispatch, getState }: Pick<RoutePrefetchArgs, 'dispatch' | 'getState'>, data: DashboardData): void {
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
