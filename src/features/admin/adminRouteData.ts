/** The admin area's route data declarations (see features/cases/casesRoutes.ts). */
import type { RoutePrefetchArgs } from '@/app/routeTable';
import { isOverallAdmin } from '@/lib/permissions';
import { adminApi } from './adminApi';

/** Become a User: the list of users, for the overall admin only. */
export function becomeUserData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (isOverallAdmin(getState().session.session)) dispatch(adminApi.endpoints.getClients.initiate(undefined, { subscribe: false }));
}
