import type { RoutePrefetchArgs } from '@/app/routeTable';
import { can, P } from '@/lib/permissions';
import { selectSession } from '@/store/sessionSlice';
import { criticalFocusApi } from './criticalFocusApi';
import { parseView, resolvedRange } from './viewState';

/** The page's first data (house rule 11): the open list (for the counts), the resolved range or the item the address names. */
export function prefetchCriticalFocus({ dispatch, getState, search }: RoutePrefetchArgs): void {
  const session = selectSession(getState());
  const access = { open: can(session, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS), resolved: can(session, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS) };
  const now = new Date();
  const view = parseView(search, access, now);
  if (!view) return;
  const { endpoints } = criticalFocusApi;
  if (access.open) void dispatch(endpoints.getOpenCriticalFocus.initiate(undefined, { subscribe: false }));
  if (view.tab === 'resolved') void dispatch(endpoints.getResolvedCriticalFocus.initiate(resolvedRange(view, now), { subscribe: false }));
  if (view.item !== null && can(session, P.CRITICAL_FOCUS_VIEW_DETAILS)) void dispatch(endpoints.getCriticalFocusItem.initiate(view.item, { subscribe: false }));
}
