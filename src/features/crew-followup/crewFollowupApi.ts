import { baseApi } from '@/api/baseApi';
import { FollowUpCreatedSchema, FollowUpSchema } from './crewFollowupSchemas';
import type { FollowUpData } from './followUp';

/** The public follow-up calls (001 §7): anonymous (no token, never a logout), answers decoded at the boundary. */
export const crewFollowupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFollowUp: build.query<FollowUpData, number>({
      query: (id) => ({ url: `/crewfollowup/${id}`, anonymous: true }),
      rawResponseSchema: FollowUpSchema,
      keepUnusedDataFor: 0,
    }),
    createFollowUp: build.mutation<{ message: string | null }, { id: number; payload: Record<string, unknown> }>({
      query: ({ id, payload }) => ({ url: `/crewfollowup/${id}`, method: 'POST', data: payload, anonymous: true }),
      rawResponseSchema: FollowUpCreatedSchema,
    }),
  }),
});

export const { useGetFollowUpQuery, useCreateFollowUpMutation } = crewFollowupApi;
