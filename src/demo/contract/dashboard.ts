import type { MinimalRule, MinimalRules } from './minimal';

/*
 * The minimal contract of scheme dashboards and the NPS dashboard (docs/api-contract.md,
 * "Dashboards and the NPS dashboard" and "Dashboard"): what document 001 §3 names, nothing else.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const entries = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * The scheme selector's entries without the demo's `kind`: `{ id, name, type }`. A survey-data
 * multi-scheme (type 1) comes under its negated id (the rule of 001 §3); a multi-company one keeps
 * `multi_scheme_type: 2`, the one marker no spec field can stand in for (scheme type 2 is imported
 * data), recorded as an assumption that remains.
 */
function dashboardEntries(value: unknown): Json[] {
  return entries(value).map((entry) => {
    const base = { id: entry.id, name: entry.name, type: entry.type };
    if (entry.kind === 'multi-scheme') return { ...base, id: -Number(entry.id), type: 1 };
    if (entry.kind === 'mcds') return { ...base, type: 2, multi_scheme_type: 2 };
    return base;
  });
}

/** Dashboard data: `body`, `content`, the scheme's `name` and the selector's `kind` are ours. */
const dashboard: MinimalRule = {
  drop: ['body', 'content', 'scheme.name', 'schemeGroup.name'],
  reshape: (body) => (isObject(body) ? { ...body, dashboards: dashboardEntries(body.dashboards) } : body),
};

/**
 * The NPS filters named after the request parameters they feed (001 §7: visit_groups, visit_nums,
 * scheme_ids), as a server written from the spec may well send them, instead of our `schemes` and
 * wave groups under `waves`.
 */
function filtersByParameter(filters: unknown): unknown {
  if (!isObject(filters)) return filters;
  const groups = entries(filters.waves);
  return {
    visit_groups: groups.map((group) => ({ id: group.id, name: group.name })),
    visit_nums: groups.flatMap((group) => entries(group.waves).map((wave) => ({ id: wave.id, name: wave.name, visit_group_id: group.id }))),
    scheme_ids: entries(filters.schemes).map((scheme) => ({ id: scheme.id, name: scheme.name, type: scheme.type })),
  };
}

/** Pages are `data, current_page, last_page` (001 §3): `per_page` and `total` are ours. */
const PAGE_EXTRAS = ['per_page', 'total'];

export const dashboardMinimal: MinimalRules = {
  'GET /dashboard': dashboard,
  'GET /dashboard/:id': dashboard,
  'GET /dashboard/mcds/:id': dashboard,
  'GET /dashboard/multi-scheme/:id': dashboard,
  // metrics (the counts and their percents), response (job_id, JobID, …, scheme_type, comments,
  // addition_question) and pages are all the spec's; the filters' shape is not.
  'GET /nps-dashboard': {
    drop: PAGE_EXTRAS.map((key) => `responses.${key}`),
    reshape: (body) => (isObject(body) ? { ...body, filters: filtersByParameter(body.filters) } : body),
  },
  'GET /nps-dashboard/responses': { drop: PAGE_EXTRAS },
  'GET /nps-dashboard/metrics': {},
};
