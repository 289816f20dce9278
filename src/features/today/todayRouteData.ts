/** Today's route data (house rule 11, store/routeData.ts): each permitted card's first call. */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { selectSession } from '@/store/sessionSlice';
import { todayApi } from './todayApi';
import { overdueCreated } from './todayUrl';

/**
 * The first calls of /today; the report and NPS calls wait for the wave the dashboard state names.
 * In this order: the boot script sends the first four a page asked for on its last visit (the
 * client's four slots), so the dashboard state, the head of the longest chain (state, then the two
 * waves' reports), goes among them, before the queryable jobs and the overdue cases.
 */
export function todayData({ dispatch, getState }: RoutePrefetchArgs): void {
  const session = selectSession(getState());
  const { endpoints } = todayApi;
  if (can(session, P.VIEW_CRITICAL_FOCUS)) void dispatch(endpoints.getTodayAlerts.initiate(undefined, ROUTE_DATA));
  if (can(session, P.VIEW_DASHBOARD)) void dispatch(endpoints.getTodayDashboardState.initiate(undefined, ROUTE_DATA));
  if (can(session, P.VIEW_QUERIES)) void dispatch(endpoints.getTodayOpenQueries.initiate(undefined, ROUTE_DATA));
  if (can(session, P.VIEW_CASE_MANAGEMENT)) void dispatch(endpoints.getTodayCaseCounts.initiate(undefined, ROUTE_DATA));
  if (can(session, P.VIEW_QUERIES)) void dispatch(endpoints.getTodayQueryableJobs.initiate(undefined, ROUTE_DATA));
  // The first page of the overdue cases (the page's own arguments): it names the page of the oldest.
  if (can(session, P.VIEW_CASE_MANAGEMENT) && can(session, P.CASE_MANAGEMENT_VIEW_CASES))
    void dispatch(endpoints.getTodayOverdueCases.initiate({ created: overdueCreated(new Date()), page: 1 }, ROUTE_DATA));
}
