import { baseApi } from '@/api/baseApi';
import { JobSearchSchema, type JobSearchResult } from './jobSearchSchemas';

/*
 * The top-bar job search's call (document 001 §2, §7), on its own: the search box is part of the
 * signed-in frame, the report's calls and decoders (jobReportApi.ts) load with the report.
 */
export const jobSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchJobs: build.query<JobSearchResult[], string>({
      query: (id) => ({ url: '/job-search', params: { id } }),
      rawResponseSchema: JobSearchSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazySearchJobsQuery } = jobSearchApi;
