/** The summary reports area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { waveIdFrom } from './reportLevels';
import { summaryReportsApi } from './summaryReportsApi';

/** The waves, and the reports of the wave the address names. */
export function summaryReportsData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  if (!can(getState().session.session, P.VIEW_SUMMARY_REPORTS)) return;
  void dispatch(summaryReportsApi.endpoints.getSummaryWaves.initiate(undefined, ROUTE_DATA));
  const wave = waveIdFrom(search.get('wave'));
  if (wave !== null) void dispatch(summaryReportsApi.endpoints.getSummaryReports.initiate(wave, ROUTE_DATA));
}
