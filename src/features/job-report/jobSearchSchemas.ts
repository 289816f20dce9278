import * as v from 'valibot';
import { id, listSkipping, textOr, unwrapData } from '@/api/schema';

/*
 * The top-bar job search's answer (document 001 §3 "Job search result"): apart from the report's
 * decoders (jobReportSchemas.ts), because the search box is part of the signed-in frame and the
 * report's decoders load with the report.
 */

/** One row of GET /api/job-search (001 §3 "Job search result"). */
export interface JobSearchResult {
  id: number;
  /** 'survey' or 'job' (lower case). */
  type: string;
  location_name: string;
  date: string;
  scheme_name: string;
}

const JobSearchRow = v.pipe(
  v.object({ id, type: textOr('job'), location_name: textOr(), date: textOr(), scheme_name: textOr() }),
  v.transform((row): JobSearchResult => ({ ...row, type: row.type.trim().toLowerCase() })),
);

/** GET /api/job-search: a list (bare, `{ data: [...] }`, a paginator) or a single job (flat or under `data`); nothing is none. */
export const JobSearchSchema = v.pipe(
  v.unknown(),
  v.transform((value) => {
    const inner = unwrapData(value);
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner) && 'id' in inner) return [inner];
    return value === '' ? null : value;
  }),
  listSkipping(JobSearchRow, 'job search result'),
);
