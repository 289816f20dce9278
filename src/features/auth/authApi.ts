import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/store/sessionSlice';

export interface Credentials {
  UserName: string;
  password: string;
}

export interface PasswordResetPayload {
  token: string;
  UserName: string;
  password: string;
  password_confirmation: string;
}

/** Sign-in calls (document 000 §7). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, Credentials>({
      query: (credentials) => ({ url: '/auth/login', method: 'POST', data: credentials }),
    }),
    /** Impersonation login: the overall admin's link signs in as the client. */
    adminLogin: build.mutation<LoginResponse, { client: string; adminId: string }>({
      query: ({ client, adminId }) => ({ url: `/auth/login/${encodeURIComponent(client)}`, method: 'POST', data: { adminId } }),
    }),
    forgotPassword: build.mutation<{ message?: string }, { UserName: string }>({
      query: (payload) => ({ url: '/auth/forgot-password', method: 'POST', data: payload }),
    }),
    resetPassword: build.mutation<{ message?: string }, PasswordResetPayload>({
      query: (payload) => ({ url: '/auth/password/reset', method: 'POST', data: payload }),
    }),
    /** Ends acting as another user: a login-like response for the overall admin. */
    backToAdmin: build.mutation<LoginResponse, number>({
      query: (overallAdminId) => ({ url: `/back-to-admin/${overallAdminId}`, method: 'GET' }),
    }),
  }),
});

export const { useLoginMutation, useAdminLoginMutation, useForgotPasswordMutation, useResetPasswordMutation, useBackToAdminMutation } = authApi;
