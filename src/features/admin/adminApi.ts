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

/** Admin calls: the users list and becoming a user (documents 000 §7, 002 §7). */
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
  }),
});

export const { useGetClientsQuery, useBecomeClientMutation } = adminApi;
