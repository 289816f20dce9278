import type { JobDetails, ReportCategory } from '@/lib/reportTypes';

export type { QueryableJob, QueryableJobs, QueryListRow, QueryScheme } from '@/lib/queryTypes';

/** GET /api/query/{jobId}/create (002 §7): the job's details (null when not sent) and its report. */
export interface QueryCreateData {
  job_details: JobDetails | null;
  job_report: ReportCategory[];
}
