import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/store/sessionSlice';

export interface Credentials {
  UserName: string;
  password: string;
}

/** Sign-in calls (document 000 §7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, Credentials>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', data: credentials }),
    }),
  }),
});

export const { useLoginMutation } = authApi;
