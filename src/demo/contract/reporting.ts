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
 * Read in a second way (the spec gives the columns' labels, not the rows' shape): the category
 * report comes one row per category, and every figure of a report result as a numeric string.
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

type Row = Record<string, unknown>;
interface Result {
  results?: Row[];
  data_labels?: Record<string, string>;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The category report one row per category, as a server may well answer it (001 §3 gives the rows'
 * labels, not their shape): each section column of our location × section table becomes a row
 * `{ id: 'cat{n}', category, visits, score }` (the score the locations' mean weighted by visits).
 */
export function perCategory(result: Result): Result {
  const labels = result.data_labels ?? {};
  const rows = result.results ?? [];
  const sections = Object.keys(labels).flatMap((key) => {
    const match = /^cat_(\d+)_score$/.exec(key);
    return match ? [{ key, id: match[1] as string }] : [];
  });
  if (sections.length === 0) return result;
  return {
    ...result,
    results: sections.map(({ key, id }) => {
      let visits = 0;
      let sum = 0;
      for (const row of rows) {
        const value = row[key];
        const count = row.visits;
        if (typeof value !== 'number' || typeof count !== 'number' || count <= 0) continue;
        visits += count;
        sum += value * count;
      }
      return { id: `cat${id}`, category: labels[key], visits, score: visits ? round(sum / visits) : null };
    }),
    data_labels: { category: 'Category', visits: 'Visits', score: 'Score' },
  };
}

/** Figures as text ('0.8123', '40') and flags as 1/0, as servers written from the spec may send them. */
export function figuresAsText(result: Result): Result {
  const cell = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'boolean' ? (value ? 1 : 0) : value);
  return { ...result, results: (result.results ?? []).map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(value)]))) };
}

/** A report result in the second reading: the category report one row per category, every figure as text. */
const result: MinimalRule = {
  drop: ['data.large', 'data.report_name'],
  reshape: (body, { url }) => {
    const answer = body as { data?: Result };
    if (!answer.data || !Array.isArray(answer.data.results)) return body;
    const slug = url.pathname.split('/').pop();
    return { ...answer, data: figuresAsText(slug === 'category' ? perCategory(answer.data) : answer.data) };
  },
};

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
