import { baseApi } from '@/api/baseApi';

/** The signed-in user's profile (document 002 §3). */
export interface Profile {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  timezone: string;
}

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

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Reads GET /api/profile: the fields at the top level or under `data` (not shown; both accepted). */
export function parseProfile(body: unknown): Profile {
  const root = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const data = (root.data && typeof root.data === 'object' ? root.data : root) as Record<string, unknown>;
  return { first_name: text(data.first_name), last_name: text(data.last_name), email: text(data.email), phone: text(data.phone), timezone: text(data.timezone) };
}

/** Profile calls (document 002 §7). */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/profile' }),
      transformResponse: parseProfile,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<{ email: string }, ContactDetails>({
      query: (data) => ({ url: '/profile', method: 'PATCH', data }),
      transformResponse: (body: unknown, _meta, arg) => {
        const root = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
        const data = (root.data && typeof root.data === 'object' ? root.data : root) as Record<string, unknown>;
        return { email: typeof data.email === 'string' && data.email ? data.email : arg.email };
      },
      invalidatesTags: ['Profile'],
    }),
    confirmPassword: build.mutation<void, string>({
      query: (password) => ({ url: '/password-confirm', method: 'POST', data: { password } }),
    }),
    updatePassword: build.mutation<void, PasswordChange>({
      query: (data) => ({ url: '/password', method: 'PATCH', data }),
    }),
    updateTimezone: build.mutation<void, string>({
      query: (timezone) => ({ url: '/timezone', method: 'PATCH', data: { timezone } }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useConfirmPasswordMutation, useUpdatePasswordMutation, useUpdateTimezoneMutation } = profileApi;
