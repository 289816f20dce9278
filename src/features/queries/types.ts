import type { JobDetails, ReportCategory } from '@/lib/reportTypes';

export type { QueryListRow } from '@/lib/queryTypes';

/** A data source of GET /api/query (002 §3 Scheme; `id` is assumed and may be null). */
export interface QueryScheme {
  id: number | null;
  scheme_name: string;
  has_nps: boolean;
  /** Days a job of this scheme can be queried; null when the server did not send it. */
  query_window_length: number | null;
  /** 1 = audit, otherwise shopper (002 §3). */
  scheme_type: number;
}

/** A queryable job (002 §3). `score` is a fraction 0–1 (shown ×100 with 1 decimal, 002 §9). */
export interface QueryableJob {
  id: number;
  location_name: string;
  visit_date: string;
  visit_time: string;
  score: number | null;
  scheme_name: string;
}

export interface QueryableJobs {
  schemes: QueryScheme[];
  jobs: QueryableJob[];
}

/** GET /api/query/{jobId}/create (002 §7): the job's details (null when not sent) and its report. */
export interface QueryCreateData {
  job_details: JobDetails | null;
  job_report: ReportCategory[];
}
