import type { MinimalRule, MinimalRules } from './minimal';

/*
 * The minimal contract of the job report, job search, e-mail, PDF and crew follow-up form: only
 * what 001 §3 names (see docs/api-contract.md). Dropped: the report's `company_id` and
 * `scheme_type` (the portal derives the company from the signed-in user; without the type it asks
 * each image from the shopper folder, then once from the audit folder: the demo's audit images are
 * only in the latter), the expenses' `jobIDLabel` (only `surveyIDLabel` is named), the follow-up's
 * `company_id` (the public page falls back to the default dark theme). The report's grouping is
 * not named either: here it comes as Laravel's groupBy, question lists keyed by category name
 * (no category id or order). Every envelope is flipped (the default answers are flat).
 */

interface Category {
  name?: unknown;
  questions?: unknown;
}

/** `report: [{ id, name, order, questions }]` → `{ [name]: questions }`. */
function reportByName(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { report?: unknown }).report)) return body;
  const report = (body as { report: Category[] }).report;
  const grouped: Record<string, unknown> = {};
  for (const category of report) grouped[String(category.name ?? '')] = category.questions ?? [];
  return { ...body, report: grouped };
}

const jobReport: MinimalRule = {
  drop: ['company_id', 'scheme_type', 'jobDetails.expenses.jobIDLabel'],
  reshape: reportByName,
};

export const jobReportMinimal: MinimalRules = {
  'GET /job-report/:id': jobReport,
  'GET /survey-job-report/:id': jobReport,
  'GET /crewfollowup/:id': { drop: ['company_id'] },
};
