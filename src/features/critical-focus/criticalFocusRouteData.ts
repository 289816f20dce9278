/** The critical focus area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { selectSession } from '@/store/sessionSlice';
import { criticalFocusApi } from './criticalFocusApi';
import { parseView, resolvedRange } from './viewState';

/** The page's first data: the open list (for the counts), the resolved range or the item the address names. */
export function criticalFocusData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  const session = selectSession(getState());
  const access = { open: can(session, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS), resolved: can(session, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS) };
  const now = new Date();
  const view = parseView(search, access, now);
  if (!view) return;
  const { endpoints } = criticalFocusApi;
  if (access.open) void dispatch(endpoints.getOpenCriticalFocus.initiate(undefined, ROUTE_DATA));
  if (view.tab === 'resolved') void dispatch(endpoints.getResolvedCriticalFocus.initiate(resolvedRange(view, now), ROUTE_DATA));
  if (view.item !== null && can(session, P.CRITICAL_FOCUS_VIEW_DETAILS)) void dispatch(endpoints.getCriticalFocusItem.initiate(view.item, ROUTE_DATA));
}
