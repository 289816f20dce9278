/** The queries area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { queriesApi } from './queriesApi';
import { readQueriesView } from './queryUrl';
import { permittedQueryTabs } from './usePermittedQueryTabs';

/**
 * The Queries page's first data: the open queries (tab counts) when the user may see them, and the
 * queryable jobs when the address opens the Create Query tab (the page's first tab: no `tab`, or
 * `tab=create`), which the page asks for at once. Other tabs ask for them only when an open query
 * has no window of its own, which the open queries must tell first.
 */
export function queriesData({ dispatch, getState, search }: RoutePrefetchArgs): void {
  const session = getState().session.session;
  if (can(session, P.QUERIES_VIEW_OPEN_QUERIES)) void dispatch(queriesApi.endpoints.getOpenQueries.initiate(undefined, ROUTE_DATA));
  // The tab the page will show, read as the page reads it (an unknown or unpermitted tab falls back).
  const { tab } = readQueriesView(search, permittedQueryTabs(session), new Date()).view;
  if (tab === 'create' && can(session, P.QUERIES_CREATE_QUERY)) void dispatch(queriesApi.endpoints.getQueryableJobs.initiate(undefined, ROUTE_DATA));
}
