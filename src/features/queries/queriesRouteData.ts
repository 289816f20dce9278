/** The queries area's route data (house rule 11, store/routeData.ts). */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { queriesApi } from './queriesApi';

/** The Queries page's first data: the open queries (tab counts) when the user may see them. */
export function queriesData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (can(getState().session.session, P.QUERIES_VIEW_OPEN_QUERIES)) void dispatch(queriesApi.endpoints.getOpenQueries.initiate(undefined, ROUTE_DATA));
}
