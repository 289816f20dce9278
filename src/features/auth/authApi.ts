import { baseApi } from '@/api/baseApi';
import { afterRequestsSettle } from '@/api/http';
import type { LoginResponse } from '@/store/sessionSlice';
import type { LoginResponseData } from '@/api/authSchemas';
import { lazySchema } from '@/api/lazySchema';
import type { MessageAnswer } from './authSchemas';

// The sign-in pages' answers are decoded by schemas that load after the page has painted (the
// login page's first load stays within its budget); `preloadAuthDecoders()` starts them once the
// page has been quiet.
const LoginResponseSchema = lazySchema<LoginResponseData>(() => import('./authSchemas').then((module) => module.LoginResponseSchema));
const MessageSchema = lazySchema<MessageAnswer>(() => import('./authSchemas').then((module) => module.MessageSchema));

/**
 * Loads the sign-in answers' decoders ahead of the first answer (called once the page has painted),
 * when the page's requests have been quiet for a second and the browser is idle, as the HTTP
 * client's chunk (components/AuthForm.tsx). Right after the paint, their four files (the schema
 * library lives in the signed-in frame's chunk, with its stylesheet) ended before the login page's
 * largest paint, and Lighthouse's simulation counted them in it: they were its last 0.25-0.3 s
 * (issue 30; `npm run bench:lighthouse -- --explain`). A submit sooner loads them for itself.
 */
export function preloadAuthDecoders(): void {
  void afterRequestsSettle()
    .then(() => LoginResponseSchema.preload())
    .catch(() => {});
}

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
      rawResponseSchema: LoginResponseSchema,
    }),
    /** Impersonation login: the overall admin's link signs in as the client. */
    adminLogin: build.mutation<LoginResponse, { client: string; adminId: string }>({
      query: ({ client, adminId }) => ({ url: `/auth/login/${encodeURIComponent(client)}`, method: 'POST', data: { adminId } }),
      rawResponseSchema: LoginResponseSchema,
    }),
    forgotPassword: build.mutation<MessageAnswer, { UserName: string }>({
      query: (payload) => ({ url: '/auth/forgot-password', method: 'POST', data: payload }),
      rawResponseSchema: MessageSchema,
    }),
    resetPassword: build.mutation<MessageAnswer, PasswordResetPayload>({
      query: (payload) => ({ url: '/auth/password/reset', method: 'POST', data: payload }),
      rawResponseSchema: MessageSchema,
    }),
    /** Ends acting as another user: a login-like response for the overall admin. */
    backToAdmin: build.mutation<LoginResponse, number>({
      query: (overallAdminId) => ({ url: `/back-to-admin/${overallAdminId}`, method: 'GET' }),
      rawResponseSchema: LoginResponseSchema,
    }),
  }),
});

export const { useLoginMutation, useAdminLoginMutation, useForgotPasswordMutation, useResetPasswordMutation, useBackToAdminMutation } = authApi;
