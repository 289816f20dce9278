import type { CreateQueryPayload, QueryDetail } from '@/lib/queryTypes';
import { baseApi } from './baseApi';

/*
 * The query calls shared by the Queries page and the job report's query mode (document 002 §7):
 * raising a query and reading one. Raising a query changes the open queries, the queryable jobs
 * and that job's report, so each of those reloads wherever it is shown.
 */

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** What POST /api/query/{jobId}/store answers: the new query's id (from `data.id`). */
export interface CreatedQuery {
  id: number;
}

export const queryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Query', 'OpenQueries', 'QueryableJobs', 'JobReport'] }).injectEndpoints({
  endpoints: (build) => ({
    createQuery: build.mutation<CreatedQuery, { jobId: number; payload: CreateQueryPayload }>({
      query: ({ jobId, payload }) => ({ url: `/query/${jobId}/store`, method: 'POST', data: payload }),
      transformResponse: (body: unknown) => ({ id: Number(unwrap<{ id: number }>(body)?.id) }),
      invalidatesTags: (_result, error, { jobId }) => (error ? [] : ['OpenQueries', 'QueryableJobs', { type: 'JobReport', id: jobId }]),
    }),
    getQuery: build.query<QueryDetail, number>({
      query: (id) => `/query/${id}`,
      transformResponse: (body: unknown) => unwrap<QueryDetail>(body),
      providesTags: (_result, _error, id) => [{ type: 'Query', id }],
    }),
  }),
});

export const { useCreateQueryMutation, useGetQueryQuery, useLazyGetQueryQuery } = queryApi;
