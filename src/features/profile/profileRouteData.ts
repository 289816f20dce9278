/** The profile area's route data (house rule 11, store/routeData.ts). */
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { profileApi } from './profileApi';
import { profileTabsFor } from './profileRules';

/** The profile, for the tabs that show it. */
export function profileData({ dispatch, getState }: RoutePrefetchArgs): void {
  const tabs = profileTabsFor(getState().session.session);
  if (tabs.includes('contact') || tabs.includes('timezone')) void dispatch(profileApi.endpoints.getProfile.initiate(undefined, ROUTE_DATA));
}
