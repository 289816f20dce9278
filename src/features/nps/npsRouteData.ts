/** The NPS area's route data (house rule 11, store/routeData.ts). */
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { npsApi } from './npsApi';

/** The NPS dashboard. */
export function npsDashboardData({ dispatch }: RoutePrefetchArgs): unknown {
  return dispatch(npsApi.endpoints.getNpsDashboard.initiate(undefined, ROUTE_DATA));
}
