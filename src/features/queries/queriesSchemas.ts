import * as v from 'valibot';
import { IgnoredAnswerSchema, QueryRowsSchema } from '@/api/querySchemas';
import { JobDetailsSchema, ReportBodySchema } from '@/api/reportSchemas';
import { boolOr, envelope, id, listSkipping, maybe, numOr, optNum, textOr } from '@/api/schema';
import type { QueryableJob, QueryScheme } from './types';

/*
 * Decoders of the Queries page's own answers (document 002 §3, §7 "Queries"); a query itself and
 * raising one are decoded in src/api/querySchemas.ts (shared with the job report's query mode).
 */

const Scheme = v.object({
  id: optNum,
  scheme_name: textOr(),
  has_nps: boolOr(false),
  query_window_length: optNum,
  scheme_type: numOr(0),
}) satisfies v.GenericSchema<unknown, QueryScheme>;

const Job = v.object({
  id,
  location_name: textOr(),
  visit_date: textOr(),
  visit_time: textOr(),
  score: optNum,
  scheme_name: textOr(),
}) satisfies v.GenericSchema<unknown, QueryableJob>;

/** GET /api/query: `{ schemes, jobs }` (flat or under `data`); each list may be missing, null, a bare array or a paginator. */
export const QueryableJobsSchema = envelope(
  v.object({
    schemes: listSkipping(Scheme, 'data source'),
    jobs: listSkipping(Job, 'queryable job'),
  }),
);

/**
 * GET /api/query/{jobId}/create: `job_details` and `job_report` (flat or under `data`), read with
 * the job report's decoders; missing details are null (the page shows the list row's), a missing
 * report is empty.
 */
export const QueryCreateSchema = envelope(
  v.object({
    job_details: maybe(JobDetailsSchema),
    job_report: ReportBodySchema,
  }),
);

/** GET /api/open-queries and /api/resolved-queries. */
export const QueryListSchema = QueryRowsSchema;

/** POST /api/query/{id}/note/store: the answer's shape is not shown (002 §7); nothing is read. */
export const QueryResponseStoredSchema = IgnoredAnswerSchema;
