/** The admin area's route data (house rule 11, store/routeData.ts): the overall admin's pages only. */
import { isOverallAdmin } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { adminApi } from './adminApi';
import { roleIdFrom } from './roleRules';

/** The roles list. */
export function rolesData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (isOverallAdmin(getState().session.session)) void dispatch(adminApi.endpoints.getRoles.initiate(undefined, ROUTE_DATA));
}

/** A role, the permission groups, its permissions and the users (for the review of changes). */
export function editRoleData({ dispatch, getState, params }: RoutePrefetchArgs): void {
  if (!isOverallAdmin(getState().session.session)) return;
  const id = roleIdFrom(params.id);
  void dispatch(adminApi.endpoints.getRoles.initiate(undefined, ROUTE_DATA));
  void dispatch(adminApi.endpoints.getPermissionGroups.initiate(undefined, ROUTE_DATA));
  if (id > 0) void dispatch(adminApi.endpoints.getRolePermissions.initiate(id, ROUTE_DATA));
  void dispatch(adminApi.endpoints.getClients.initiate(undefined, ROUTE_DATA));
}

/** The users and the roles to choose from. */
export function usersRoleData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (!isOverallAdmin(getState().session.session)) return;
  void dispatch(adminApi.endpoints.getClients.initiate(undefined, ROUTE_DATA));
  void dispatch(adminApi.endpoints.getRoles.initiate(undefined, ROUTE_DATA));
}

/** Become a User: the list of users. */
export function becomeUserData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (isOverallAdmin(getState().session.session)) void dispatch(adminApi.endpoints.getClients.initiate(undefined, ROUTE_DATA));
}
