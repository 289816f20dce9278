import type { CreateQueryPayload, QueryDetail } from '@/lib/queryTypes';
import { baseApi } from './baseApi';
import { CreatedQuerySchema, QueryDetailSchema } from './querySchemas';

/*
 * The query calls shared by the Queries page and the job report's query mode (document 002 §7):
 * raising a query and reading one. Raising a query changes the open queries, the queryable jobs
 * and that job's report, so each of those reloads wherever it is shown. Answers are decoded by
 * the schemas of ./querySchemas.ts.
 */

/** What POST /api/query/{jobId}/store answers: the new query's id (from `data.id`; null when the answer has none). */
export interface CreatedQuery {
  id: number | null;
}

export const queryApi = baseApi.enhanceEndpoints({ addTagTypes: ['Query', 'OpenQueries', 'QueryableJobs', 'JobReport'] }).injectEndpoints({
  endpoints: (build) => ({
    createQuery: build.mutation<CreatedQuery, { jobId: number; payload: CreateQueryPayload }>({
      query: ({ jobId, payload }) => ({ url: `/query/${jobId}/store`, method: 'POST', data: payload }),
      rawResponseSchema: CreatedQuerySchema,
      invalidatesTags: (_result, error, { jobId }) => (error ? [] : ['OpenQueries', 'QueryableJobs', { type: 'JobReport', id: jobId }]),
    }),
    getQuery: build.query<QueryDetail, number>({
      query: (id) => `/query/${id}`,
      rawResponseSchema: QueryDetailSchema,
      providesTags: (_result, _error, id) => [{ type: 'Query', id }],
    }),
  }),
});

export const { useCreateQueryMutation, useGetQueryQuery, useLazyGetQueryQuery } = queryApi;
