import type { MinimalRule, MinimalRules } from './minimal';

/*
 * The minimal contract of reporting (document 001 §3 "Reporting filters data", "Report result",
 * "Saved report", §7; docs/api-contract.md "Reporting"). Every field the spec does not name is
 * dropped and every envelope comes in the other form (the default answers are `{ data: {...} }`, so
 * these come flat).
 *
 * Spec'd: filters — levels, waves (groups: id, name, waves: id, name), regions, types, sub_types,
 * grades, categories, competencies, questionnaires, saved_reports, reports (id, name, slug,
 * is_excel_report), schemes (id, name, type); result — results, question, question_b, data_labels;
 * saved report — id, name, report, params, created_by, created_date.
 * Dropped (assumed): scheme, current_wave, level_names, schemes.*.multi_scheme_type and
 * .has_competencies, questions' is_scoring; the result's large and report_name.
 */

interface DemoScheme {
  id: number;
  name: string;
  type: number;
  multi_scheme_type?: number | null;
}

/**
 * The selector's `schemes` as 001 §3 reads them when only `id, name, type` are sent: `type` 1 is a
 * survey-data multi-scheme (the portal negates its id), 2 a multi-company one. A plain scheme whose
 * scheme type is 1 (audit) or 2 (imported) would read as one of those, so it is sent as 0 (a plain scheme).
 */
function selectorSchemes(body: unknown): unknown {
  const filters = body as { data?: { schemes?: DemoScheme[] } };
  const schemes = filters.data?.schemes;
  if (!Array.isArray(schemes)) return body;
  filters.data = {
    ...filters.data,
    schemes: schemes.map((entry) => ({
      id: entry.id,
      name: entry.name,
      type: entry.multi_scheme_type === 1 || entry.multi_scheme_type === 2 ? entry.multi_scheme_type : entry.type === 1 || entry.type === 2 ? 0 : entry.type,
    })),
  };
  return filters;
}

const filters: MinimalRule = {
  drop: ['data.scheme', 'data.current_wave', 'data.level_names', 'data.questionnaires.*.questions.*.is_scoring'],
  reshape: selectorSchemes,
};

const result: MinimalRule = { drop: ['data.large', 'data.report_name'] };

/** The minimal contract of reporting: the assumed fields dropped (see docs/api-contract.md). */
export const reportingMinimal: MinimalRules = {
  'GET /reporting-filters': filters,
  'GET /reporting-filters/:id': filters,
  'GET /reporting-filters/multi-scheme/:id': filters,
  'GET /reporting/:slug': result,
  'GET /combined-reporting/:slug': result,
  // The saved report's fields are all spec'd (001 §3): only the envelope flips (the default).
  'POST /reporting/save-report': {},
};
