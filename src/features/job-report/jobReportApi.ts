import { baseApi } from '@/api/baseApi';
import type { JobReportData } from '@/lib/reportTypes';

/*
 * The job report's calls (document 001 §7): the report, the top-bar job search and the e-mail.
 * The report's tag is `JobReport/{jobId}` (surveys: `JobReport/survey-{id}`), which raising a
 * query invalidates (src/api/queryEndpoints.ts).
 */

export interface JobReportArgs {
  jobId: number;
  isSurvey: boolean;
}

/** One row of GET /api/job-search (001 §3). */
export interface JobSearchResult {
  id: number;
  type: 'survey' | 'job' | string;
  location_name: string;
  date: string;
  scheme_name: string;
}

export interface EmailReportArgs extends JobReportArgs {
  email_to: string[];
  email_text: string;
}

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body && !('jobDetails' in body)) return (body as { data: T }).data;
  return body as T;
}

/** The search answers a list or one object (001 §7): always a list here. */
export function searchResults(body: unknown): JobSearchResult[] {
  const value = unwrap<unknown>(body);
  if (Array.isArray(value)) return value.filter((row): row is JobSearchResult => typeof row === 'object' && row !== null && 'id' in row);
  if (typeof value === 'object' && value !== null && 'id' in value) return [value as JobSearchResult];
  return [];
}

export const jobReportApi = baseApi.enhanceEndpoints({ addTagTypes: ['JobReport'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobReport: build.query<JobReportData, JobReportArgs>({
      query: ({ jobId, isSurvey }) => (isSurvey ? `/survey-job-report/${jobId}` : `/job-report/${jobId}`),
      transformResponse: (body: unknown) => unwrap<JobReportData>(body),
      providesTags: (_result, _error, { jobId, isSurvey }) => [{ type: 'JobReport', id: isSurvey ? `survey-${jobId}` : jobId }],
      keepUnusedDataFor: 30,
    }),
    searchJobs: build.query<JobSearchResult[], string>({
      query: (id) => ({ url: '/job-search', params: { id } }),
      transformResponse: searchResults,
      keepUnusedDataFor: 0,
    }),
    emailJobReport: build.mutation<unknown, EmailReportArgs>({
      query: ({ jobId, isSurvey, email_to, email_text }) => ({
        url: isSurvey ? `/email-survey-job-report/${jobId}` : `/email-job-report/${jobId}`,
        method: 'POST',
        data: { email_to, email_text },
      }),
    }),
  }),
});

export const { useGetJobReportQuery, useLazySearchJobsQuery, useEmailJobReportMutation } = jobReportApi;
