/** The queries area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { queriesApi } from './queriesApi';
import { QUERY_TABS, type QueryTab } from './queryUrl';

/**
 * The Queries page's first data: the open queries (tab counts) when the user may see them, and the
 * queryable jobs when the address opens the Create Query tab (the page's first tab: no `tab`, or
 * `tab=create`), which the page asks for at once. Other tabs ask for them only when an open query
 * has no window of its own, which the open queries must tell first.
 */
export function queriesData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  const session = getState().session.session;
  if (can(session, P.QUERIES_VIEW_OPEN_QUERIES)) void dispatch(queriesApi.endpoints.getOpenQueries.initiate(undefined, ROUTE_DATA));
  if (!can(session, P.QUERIES_CREATE_QUERY)) return;
  const asked = search.get('tab');
  // An unknown or unpermitted tab falls back to the first permitted one, which is Create here.
  const tab = QUERY_TABS.includes(asked as QueryTab) ? (asked as QueryTab) : 'create';
  const permittedElse = tab === 'resolved' ? can(session, P.QUERIES_VIEW_RESOLVED_QUERIES) : tab === 'create' || can(session, P.QUERIES_VIEW_OPEN_QUERIES);
  if (tab === 'create' || !permittedElse) void dispatch(queriesApi.endpoints.getQueryableJobs.initiate(undefined, ROUTE_DATA));
}
