import { baseApi } from '@/api/baseApi';
import { withJobId } from '@/api/reportSchemas';
import type { JobReportData } from '@/lib/reportTypes';
import { AcknowledgementSchema, JobReportSchema, type DecodedJobReport } from './jobReportSchemas';

/*
 * The job report's calls (document 001 §7): the report and the e-mail (the top-bar search is in
 * jobSearchApi.ts), each answer decoded at the boundary (jobReportSchemas.ts). The report's tag is
 * `JobReport/{jobId}` (surveys: `JobReport/survey-{id}`), which raising a query invalidates
 * (src/api/queryEndpoints.ts).
 */

export interface JobReportArgs {
  jobId: number;
  isSurvey: boolean;
}

export interface EmailReportArgs extends JobReportArgs {
  email_to: string[];
  email_text: string;
}

export const jobReportApi = baseApi.enhanceEndpoints({ addTagTypes: ['JobReport'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobReport: build.query<JobReportData, JobReportArgs>({
      query: ({ jobId, isSurvey }) => (isSurvey ? `/survey-job-report/${jobId}` : `/job-report/${jobId}`),
      rawResponseSchema: JobReportSchema,
      // The id asked for stands in when the details leave it out.
      transformResponse: (body: DecodedJobReport, _meta, { jobId }): JobReportData => ({ ...body, jobDetails: withJobId(body.jobDetails, jobId) }),
      providesTags: (_result, _error, { jobId, isSurvey }) => [{ type: 'JobReport', id: isSurvey ? `survey-${jobId}` : jobId }],
      keepUnusedDataFor: 30,
    }),
    emailJobReport: build.mutation<{ message: string | null }, EmailReportArgs>({
      query: ({ jobId, isSurvey, email_to, email_text }) => ({
        url: isSurvey ? `/email-survey-job-report/${jobId}` : `/email-job-report/${jobId}`,
        method: 'POST',
        data: { email_to, email_text },
      }),
      rawResponseSchema: AcknowledgementSchema,
    }),
  }),
});

export const { useGetJobReportQuery, useEmailJobReportMutation } = jobReportApi;
