import type { MinimalRules } from './minimal';

/*
 * The minimal contract of queries (disputes), what document 002 §3/§7 names (see docs/api-contract.md
 * "Queries"). Dropped: a scheme's `id` (002 lists has_nps, scheme_name, query_window_length,
 * scheme_type), `query_window_length` on a query (the portal takes it from the scheme by name), a
 * query's `query_type` and the create data's `can_be_queried`; the answers of raising a query and of a response keep only what the spec shows (`data.id`) or nothing.
 * The job's report comes as Laravel's groupBy (question lists keyed by category name). Every
 * other envelope is flipped: the default `{ data }` answers come flat, the lists as bare arrays.
 */

interface Category {
  name?: unknown;
  questions?: unknown;
}

/** `job_report: [{ id, name, order, questions }]` → `{ [name]: questions }` (under `data` in the default answer). */
function reportByName(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const data = (body as { data?: { job_report?: unknown } }).data;
  if (!data || !Array.isArray(data.job_report)) return body;
  const grouped: Record<string, unknown> = {};
  for (const category of data.job_report as Category[]) grouped[String(category.name ?? '')] = category.questions ?? [];
  return { ...body, data: { ...data, job_report: grouped } };
}

export const queriesMinimal: MinimalRules = {
  'GET /query': { drop: ['data.schemes.*.id'] },
  'GET /query/:jobId/create': { drop: ['data.can_be_queried'], reshape: reportByName },
  // The spec shows this answer's form (`data.id`, 001 §7): kept as it is, without the message.
  'POST /query/:jobId/store': { drop: ['message'], envelope: 'keep' },
  'GET /open-queries': { drop: ['data.*.query_window_length'] },
  'GET /resolved-queries': { drop: ['data.*.query_window_length'] },
  'GET /query/:id': { drop: ['data.query_type', 'data.query_window_length'] },
  'POST /query/:id/note/store': { reshape: () => ({ message: 'Query updated.' }) },
};
