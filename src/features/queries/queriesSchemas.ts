import * as v from 'valibot';
import { IgnoredAnswerSchema, QueryRowsSchema } from '@/api/querySchemas';
import { JobDetailsSchema, ReportBodySchema } from '@/api/reportSchemas';
import { envelope, maybe } from '@/api/schema';

/*
 * Decoders of the Queries page's own answers (document 002 §3, §7 "Queries"); a query itself and
 * raising one are decoded in src/api/querySchemas.ts (shared with the job report's query mode), as
 * is GET /api/query (shared with Today).
 */

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
