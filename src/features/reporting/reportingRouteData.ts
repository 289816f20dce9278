/** The reporting area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { isoDate } from '@/lib/format';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { selectSession } from '@/store/sessionSlice';
import { reportingApi } from './reportingApi';
import { ReportOutput } from './reportingChunks';
import { parseReportingView, reportParams } from './reportingUrl';

/** Reporting's first data: the filters of the URL's data source and the report it names, if any (with the output's chunk). */
export function reportingData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  if (!can(selectSession(getState()), P.VIEW_REPORTING)) return;
  const view = parseReportingView(search, isoDate(new Date()));
  void dispatch(reportingApi.endpoints.getReportingFilters.initiate(view.scheme, ROUTE_DATA));
  if (!view.report) return;
  void dispatch(reportingApi.endpoints.runReport.initiate({ scheme: view.scheme, slug: view.report, params: reportParams(view) }, ROUTE_DATA));
  void ReportOutput.preload().catch(() => undefined);
}
