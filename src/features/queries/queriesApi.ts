import { withJobId } from '@/api/reportSchemas';
import { queryApi } from '@/api/queryEndpoints';
import { QueryableJobsSchema } from '@/api/querySchemas';
import type { QueryResponsePayload } from '@/lib/queryTypes';
import { QueryCreateSchema, QueryListSchema, QueryResponseStoredSchema } from './queriesSchemas';
import type { QueryableJobs, QueryCreateData, QueryListRow } from './types';

/** The Queries page's own calls (document 002 §7 "Queries"); raising and reading one are shared. */

export interface ResolvedRange {
  start_date?: string;
  end_date?: string;
}

export const queriesApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getQueryableJobs: build.query<QueryableJobs, void>({
      query: () => '/query',
      rawResponseSchema: QueryableJobsSchema,
      providesTags: ['QueryableJobs'],
    }),
    getQueryCreate: build.query<QueryCreateData, number>({
      query: (jobId) => `/query/${jobId}/create`,
      rawResponseSchema: QueryCreateSchema,
      // The details name their job; when they do not, it is the job asked for.
      transformResponse: (body: { job_details: Parameters<typeof withJobId>[0] | null; job_report: QueryCreateData['job_report'] }, _meta, jobId) => ({
        job_details: body.job_details ? withJobId(body.job_details, jobId) : null,
        job_report: body.job_report,
      }),
    }),
    getOpenQueries: build.query<QueryListRow[], void>({
      query: () => '/open-queries',
      rawResponseSchema: QueryListSchema,
      providesTags: ['OpenQueries'],
    }),
    getResolvedQueries: build.query<QueryListRow[], ResolvedRange>({
      query: (range) => ({
        url: '/resolved-queries',
        params: range.start_date && range.end_date ? { start_date: range.start_date, end_date: range.end_date } : {},
      }),
      rawResponseSchema: QueryListSchema,
    }),
    respondToQuery: build.mutation<null, { id: number; payload: QueryResponsePayload }>({
      query: ({ id, payload }) => ({ url: `/query/${id}/note/store`, method: 'POST', data: payload }),
      rawResponseSchema: QueryResponseStoredSchema,
      invalidatesTags: (_result, error, { id }) => (error && error.status !== 422 ? [] : ['OpenQueries', { type: 'Query', id }]),
    }),
  }),
});

export const { useGetQueryableJobsQuery, useGetQueryCreateQuery, useGetOpenQueriesQuery, useGetResolvedQueriesQuery, useRespondToQueryMutation } = queriesApi;
