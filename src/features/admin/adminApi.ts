import { LoginResponseSchema } from '@/api/authSchemas';
import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/store/sessionSlice';
import { ClientsSchema, PermissionGroupsSchema, RolePermissionsSchema, RolesSchema, type ClientUser, type PermissionGroups, type Role } from './adminSchemas';

export type { ClientUser, PermissionGroups, PermissionItem, Role } from './adminSchemas';

/** Admin calls: users, roles, role permissions, users' roles and becoming a user (documents 000 §7, 002 §7). */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<ClientUser[], void>({
      // The list is response.data.data (the HTTP body's `data`); a bare list or a paginator reads too.
      query: () => ({ url: '/clients' }),
      rawResponseSchema: ClientsSchema,
      providesTags: ['Clients'],
    }),
    becomeClient: build.mutation<LoginResponse, number>({
      query: (userId) => ({ url: `/become-client/${userId}`, method: 'GET' }),
      rawResponseSchema: LoginResponseSchema,
    }),
    getRoles: build.query<Role[], void>({
      query: () => ({ url: '/roles' }),
      rawResponseSchema: RolesSchema,
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
      rawResponseSchema: PermissionGroupsSchema,
    }),
    getRolePermissions: build.query<string[], number>({
      query: (id) => ({ url: `/roles/${id}/permissions` }),
      rawResponseSchema: RolePermissionsSchema,
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
