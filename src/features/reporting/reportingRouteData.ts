import type { RoutePrefetchArgs } from '@/app/routeTable';
import { can, P } from '@/lib/permissions';
import { isoDate } from '@/lib/format';
import { selectSession } from '@/store/sessionSlice';
import { reportingApi } from './reportingApi';
import { parseReportingView, reportParams } from './reportingModel';

/** Reporting's first data: the filters of the URL's data source and the report it names, if any. */
export function prefetchReporting({ dispatch, getState, search }: RoutePrefetchArgs): void {
  if (!can(selectSession(getState()), P.VIEW_REPORTING)) return;
  const view = parseReportingView(search, isoDate(new Date()));
  void dispatch(reportingApi.endpoints.getReportingFilters.initiate(view.scheme, { subscribe: false }));
  if (view.report) void dispatch(reportingApi.endpoints.runReport.initiate({ scheme: view.scheme, slug: view.report, params: reportParams(view) }, { subscribe: false }));
}
