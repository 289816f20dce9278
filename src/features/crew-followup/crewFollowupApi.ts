import { baseApi } from '@/api/baseApi';
import type { FollowUpData } from './followUp';

/** The public follow-up calls (001 §7): anonymous (no token, never a logout). */
export const crewFollowupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFollowUp: build.query<FollowUpData, number>({
      query: (id) => ({ url: `/crewfollowup/${id}`, anonymous: true }),
      keepUnusedDataFor: 0,
    }),
    createFollowUp: build.mutation<unknown, { id: number; payload: Record<string, unknown> }>({
      query: ({ id, payload }) => ({ url: `/crewfollowup/${id}`, method: 'POST', data: payload, anonymous: true }),
    }),
  }),
});

export const { useGetFollowUpQuery, useCreateFollowUpMutation } = crewFollowupApi;
