import type { JobDetails, ReportCategory } from '@/lib/reportTypes';

/** A data source of GET /api/query (002 §3 Scheme). */
export interface QueryScheme {
  id?: number;
  scheme_name: string;
  has_nps: boolean;
  query_window_length: number;
  scheme_type: number;
}

/** A queryable job (002 §3). `score` is a fraction 0–1 (assumed; shown ×100 with 1 decimal). */
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

/** GET /api/query/{jobId}/create (002 §7). */
export interface QueryCreateData {
  job_details: JobDetails;
  job_report: ReportCategory[];
}

/** A row of the open, referred and resolved lists. */
export interface QueryListRow {
  id: number;
  job_id: number;
  location_name: string;
  scheme_name: string;
  created_by: string;
  created_date: string;
  updated_by: string | null;
  updated_date: string | null;
  status_id: number;
  status_name: string;
  is_resolved: boolean;
  resolved_date?: string | null;
  /** The scheme's window in days (assumed field). */
  query_window_length?: number | null;
}
