import { baseApi } from '@/api/baseApi';
import { AcknowledgedSchema, ProfileSchema, ProfileUpdateSchema, type Profile } from './profileSchemas';

export type { Profile } from './profileSchemas';

export interface ContactDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Profile calls (document 002 §7). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/profile' }),
      rawResponseSchema: ProfileSchema,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<{ email: string }, ContactDetails>({
      query: (data) => ({ url: '/profile', method: 'PATCH', data }),
      rawResponseSchema: ProfileUpdateSchema,
      // The answer's e-mail when it has one (the spec says it does), else the one just saved.
      transformResponse: (decoded: { email: string | null }, _meta, arg) => ({ email: decoded.email ?? arg.email }),
      invalidatesTags: ['Profile'],
    }),
    confirmPassword: build.mutation<void, string>({
      query: (password) => ({ url: '/password-confirm', method: 'POST', data: { password } }),
      rawResponseSchema: AcknowledgedSchema,
    }),
    updatePassword: build.mutation<void, PasswordChange>({
      query: (data) => ({ url: '/password', method: 'PATCH', data }),
      rawResponseSchema: AcknowledgedSchema,
    }),
    updateTimezone: build.mutation<void, string>({
      query: (timezone) => ({ url: '/timezone', method: 'PATCH', data: { timezone } }),
      rawResponseSchema: AcknowledgedSchema,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useConfirmPasswordMutation, useUpdatePasswordMutation, useUpdateTimezoneMutation } = profileApi;
