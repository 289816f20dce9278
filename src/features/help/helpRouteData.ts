/** The help area's route data (house rule 11, store/routeData.ts). */
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { helpApi } from './helpApi';
import { mayOpenHelp } from './helpTabs';

/** The help page's guides, downloads and contacts. */
export function helpData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (mayOpenHelp(getState().session.session)) void dispatch(helpApi.endpoints.getHelp.initiate(undefined, ROUTE_DATA));
}
