/**
 * The reporting address (house rule 12; docs/api-contract.md "Client-side links"): its filter
 * parameters and their order, how values are written (lists comma-separated, empties left out), the
 * reporting page's own search string, and the links other areas build into reporting and the NPS
 * dashboard. Reading (and validating) an address is the reporting area's (features/reporting/reportingUrl).
 */

/**
 * The report filter parameters of document 001 §3 (plus the second question of a comparison), and
 * `questionnaire_id` for More Filters' Questionnaires group (001 §2 lists the group, §3 no parameter
 * for it: named like the spec's `question_id`; docs/api-contract.md "Reporting").
 */
export const FILTER_KEYS = [
  'level',
  'visitnum',
  'visitgroup',
  'start_date',
  'end_date',
  'md',
  'od',
  'rbm',
  'bdm',
  'loc',
  'cti',
  'csi',
  'grd',
  'dow',
  'nps',
  'cat',
  'cpt',
  'questionnaire_id',
  'question_id',
  'grid_id',
  'question_id_b',
  'grid_id_b',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

export interface ReportSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** What the URL says the reporting page shows (house rule 12). */
export interface ReportingView {
  scheme: string | null;
  report: string | null;
  filters: ReportFilters;
  page: number;
  sort: ReportSort | null;
  find: string;
  /** Compare with the previous wave (`compare=1`). */
  compare: boolean;
}

type Value = string | number | null | undefined;
type ListValue = Value | readonly (string | number)[];

function text(value: ListValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).filter(Boolean).join(',');
  return String(value);
}

/** `key=value&…` in the given order: empty values left out, lists comma-separated, commas kept readable. */
function query(pairs: ReadonlyArray<readonly [string, ListValue]>): string {
  return pairs
    .map(([key, value]) => [key, text(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}

/** The URL search string of a view (empty values left out; lists stay comma-separated). */
export function reportingSearch(view: ReportingView): string {
  const pairs: Array<[string, string]> = [];
  if (view.scheme) pairs.push(['scheme', view.scheme]);
  if (view.scheme && view.report) {
    pairs.push(['report', view.report]);
    for (const key of FILTER_KEYS) {
      const value = view.filters[key];
      if (value) pairs.push([key, value]);
    }
    if (view.compare) pairs.push(['compare', '1']);
    if (view.page > 1) pairs.push(['page', String(view.page)]);
    if (view.sort) pairs.push(['sort', `${view.sort.column}.${view.sort.direction}`]);
    if (view.find) pairs.push(['find', view.find]);
  }
  return query(pairs);
}
/** The filters a link into reporting may carry (document 001 §3): ids, or lists of ids. */
export type ReportingLinkFilters = Partial<Record<FilterKey, ListValue>>;

/**
 * `/reporting?scheme={s}&report={slug}&...`: the scheme (its reporting id: negative for a
 * survey-data multi-scheme), the report slug and the filters in FILTER_KEYS order; lists
 * comma-separated, empties left out.
 */
export function reportingLink(scheme: string | number, report: string, filters: ReportingLinkFilters = {}): string {
  return `/reporting?${query([['scheme', scheme], ['report', report], ...FILTER_KEYS.map((key) => [key, filters[key]] as const)])}`;
}

/** `/nps-dashboard?scheme_ids=…&visit_nums=…&types=…` under the API's own parameter names. */
export function npsDashboardLink(filters: { scheme_ids?: ListValue; visit_nums?: ListValue; visit_groups?: ListValue; types?: ListValue }): string {
  const search = query([
    ['scheme_ids', filters.scheme_ids],
    ['visit_nums', filters.visit_nums],
    ['visit_groups', filters.visit_groups],
    ['types', filters.types],
  ]);
  return search ? `/nps-dashboard?${search}` : '/nps-dashboard';
}
