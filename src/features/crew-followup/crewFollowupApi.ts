import { baseApi } from '@/api/baseApi';
import { FollowupCreatedSchema, FollowupSchema } from './crewFollowupSchemas';
import type { FollowupData } from './followup';

/** The public follow-up calls (001 §7): anonymous (no token, never a logout), answers decoded at the boundary. */
export const crewFollowupApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFollowup: build.query<FollowupData, number>({
      query: (id) => ({ url: `/crewfollowup/${id}`, anonymous: true }),
      rawResponseSchema: FollowupSchema,
      keepUnusedDataFor: 0,
    }),
    createFollowup: build.mutation<{ message: string | null }, { id: number; payload: Record<string, unknown> }>({
      query: ({ id, payload }) => ({ url: `/crewfollowup/${id}`, method: 'POST', data: payload, anonymous: true }),
      rawResponseSchema: FollowupCreatedSchema,
    }),
  }),
});

export const { useGetFollowupQuery, useCreateFollowupMutation } = crewFollowupApi;
