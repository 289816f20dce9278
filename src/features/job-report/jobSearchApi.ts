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

/**
 * The search's trigger without the query's state: the box reads the answer from the trigger's own
 * promise, so it does not subscribe to the store (a state hook in the top bar ran its selector on
 * every store update of every page, and re-created it on mount: issue 30).
 */
export const useSearchJobsTrigger = jobSearchApi.endpoints.searchJobs.useLazyQuerySubscription;
