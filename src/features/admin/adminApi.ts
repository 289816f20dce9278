import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/store/sessionSlice';

/** A client user as the users list shows it (document 000 §3). */
export interface ClientUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
  company_id: number;
}

/** A role (document 002 §3). */
export interface Role {
  id: number;
  name: string;
}

/** A permission of the catalogue, as GET /api/permissions lists it per group. */
export interface PermissionItem {
  id: number;
  name: string;
  short_name: string;
}

/** Permission groups in the server's order: [group name, its permissions]. */
export type PermissionGroups = Array<{ group: string; permissions: PermissionItem[] }>;

const dataOf = (body: unknown): unknown => (body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined);

/** Reads `{ data: { group: [{ id, name, short_name }] } }` (assumed shape, document 002 §7 says "grouped"). */
export function parsePermissionGroups(body: unknown): PermissionGroups {
  const data = dataOf(body);
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  return Object.entries(data as Record<string, unknown>).map(([group, items]) => ({
    group,
    permissions: Array.isArray(items) ? (items as PermissionItem[]).filter((item) => item && typeof item.name === 'string') : [],
  }));
}

/** Reads the role's permission names: `{ data: [names] }` or a bare list (assumed). */
export function parseNames(body: unknown): string[] {
  const list = Array.isArray(body) ? body : dataOf(body);
  if (!Array.isArray(list)) return [];
  return list.map((item) => (typeof item === 'string' ? item : (item as { name?: unknown })?.name)).filter((name): name is string => typeof name === 'string');
}

/** Admin calls: users, roles, role permissions, users' roles and becoming a user (documents 000 §7, 002 §7). */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientUser[], void>({
      query: () => ({ url: '/clients' }),
      // The list is response.data.data (the HTTP body's `data`).
      transformResponse: (body: { data?: unknown }) => (Array.isArray(body?.data) ? (body.data as ClientUser[]) : []),
      providesTags: ['Clients'],
    }),
    becomeClient: build.mutation<LoginResponse, number>({
      query: (userId) => ({ url: `/become-client/${userId}`, method: 'GET' }),
    }),
    getRoles: build.query<Role[], void>({
      query: () => ({ url: '/roles' }),
      transformResponse: (body: unknown) => {
        const list = Array.isArray(body) ? body : dataOf(body);
        return Array.isArray(list) ? (list as Role[]) : [];
      },
      providesTags: [{ type: 'Roles', id: 'LIST' }],
    }),
    createRole: build.mutation<unknown, string>({
      query: (name) => ({ url: '/roles', method: 'POST', data: { name } }),
      invalidatesTags: [{ type: 'Roles', id: 'LIST' }],
    }),
    renameRole: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/roles/${id}`, method: 'PATCH', data: { name } }),
      invalidatesTags: [{ type: 'Roles', id: 'LIST' }, 'Clients'],
    }),
    deleteRole: build.mutation<unknown, number>({
      query: (id) => ({ url: `/roles/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Roles', id: 'LIST' }, 'Clients'],
    }),
    getPermissionGroups: build.query<PermissionGroups, void>({
      query: () => ({ url: '/permissions' }),
      transformResponse: parsePermissionGroups,
    }),
    getRolePermissions: build.query<string[], number>({
      query: (id) => ({ url: `/roles/${id}/permissions` }),
      transformResponse: parseNames,
      providesTags: (_result, _error, id) => [{ type: 'Roles', id }],
    }),
    updateRolePermissions: build.mutation<unknown, { id: number; permissions: string[] }>({
      query: ({ id, permissions }) => ({ url: `/roles/${id}/permissions`, method: 'PATCH', data: { permissions } }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Roles', id }],
    }),
    updateUserRole: build.mutation<unknown, { id: number; role: string }>({
      query: ({ id, role }) => ({ url: `/clients/${id}/role`, method: 'PATCH', data: { roles: [role] } }),
      invalidatesTags: ['Clients'],
    }),
  }),
});

export const {
  useGetClientsQuery,
  useBecomeClientMutation,
  useGetRolesQuery,
  useCreateRoleMutation,
  useRenameRoleMutation,
  useDeleteRoleMutation,
  useGetPermissionGroupsQuery,
  useGetRolePermissionsQuery,
  useUpdateRolePermissionsMutation,
  useUpdateUserRoleMutation,
} = adminApi;
