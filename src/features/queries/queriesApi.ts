import { queryApi } from '@/api/queryEndpoints';
import type { QueryResponsePayload } from '@/lib/queryTypes';
import type { QueryableJobs, QueryCreateData, QueryListRow } from './types';

/** The Queries page's own calls (document 002 §7 "Queries"); raising and reading one are shared. */

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

export interface ResolvedRange {
  start_date?: string;
  end_date?: string;
}

export const queriesApi = queryApi.injectEndpoints({
  endpoints: (build) => ({
    getQueryableJobs: build.query<QueryableJobs, void>({
      query: () => '/query',
      transformResponse: (body: unknown) => {
        const data = unwrap<Partial<QueryableJobs>>(body) ?? {};
        return { schemes: data.schemes ?? [], jobs: data.jobs ?? [] };
      },
      providesTags: ['QueryableJobs'],
    }),
    getQueryCreate: build.query<QueryCreateData, number>({
      query: (jobId) => `/query/${jobId}/create`,
      transformResponse: (body: unknown) => unwrap<QueryCreateData>(body),
    }),
    getOpenQueries: build.query<QueryListRow[], void>({
      query: () => '/open-queries',
      transformResponse: (body: unknown) => unwrap<QueryListRow[]>(body) ?? [],
      providesTags: ['OpenQueries'],
    }),
    getResolvedQueries: build.query<QueryListRow[], ResolvedRange>({
      query: (range) => ({ url: '/resolved-queries', params: range.start_date && range.end_date ? { start_date: range.start_date, end_date: range.end_date } : {} }),
      transformResponse: (body: unknown) => unwrap<QueryListRow[]>(body) ?? [],
    }),
    respondToQuery: build.mutation<unknown, { id: number; payload: QueryResponsePayload }>({
      query: ({ id, payload }) => ({ url: `/query/${id}/note/store`, method: 'POST', data: payload }),
      invalidatesTags: (_result, error, { id }) => (error && error.status !== 422 ? [] : ['OpenQueries', { type: 'Query', id }]),
    }),
  }),
});

export const { useGetQueryableJobsQuery, useGetQueryCreateQuery, useGetOpenQueriesQuery, useGetResolvedQueriesQuery, useRespondToQueryMutation } = queriesApi;
