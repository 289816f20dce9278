/** Client-side links into reporting and the NPS dashboard (docs/api-contract.md "Client-side links"). */

type Value = string | number | null | undefined;
type ListValue = Value | readonly (string | number)[];

/** The reporting filter parameters of document 001 §3, in the order links carry them. */
export interface ReportingLinkFilters {
  level?: Value;
  visitnum?: ListValue;
  visitgroup?: ListValue;
  start_date?: Value;
  end_date?: Value;
  md?: ListValue;
  od?: ListValue;
  rbm?: ListValue;
  bdm?: ListValue;
  loc?: ListValue;
  cti?: ListValue;
  csi?: ListValue;
  grd?: ListValue;
  dow?: ListValue;
  nps?: ListValue;
  cat?: ListValue;
  cpt?: ListValue;
  question_id?: Value;
  grid_id?: Value;
}

const ORDER: readonly (keyof ReportingLinkFilters)[] = [
  'level', 'visitnum', 'visitgroup', 'start_date', 'end_date', 'md', 'od', 'rbm', 'bdm', 'loc',
  'cti', 'csi', 'grd', 'dow', 'nps', 'cat', 'cpt', 'question_id', 'grid_id',
];

function text(value: ListValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).filter(Boolean).join(',');
  return String(value);
}

function query(pairs: Array<[string, ListValue]>): string {
  return pairs
    .map(([key, value]) => [key, text(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}

/**
 * `/reporting?scheme={s}&report={slug}&...`: the scheme (its reporting id: negative for a
 * survey-data multi-scheme), the report slug and the filters; lists comma-separated, empties left out.
 */
export function reportingLink(scheme: string | number, report: string, filters: ReportingLinkFilters = {}): string {
  return `/reporting?${query([['scheme', scheme], ['report', report], ...ORDER.map((key) => [key, filters[key]] as [string, ListValue])])}`;
}

/** `/nps-dashboard?scheme_ids=…&visit_nums=…&types=…` under the API's own parameter names. */
export function npsDashboardLink(filters: { scheme_ids?: ListValue; visit_nums?: ListValue; visit_groups?: ListValue; types?: ListValue }): string {
  const search = query([['scheme_ids', filters.scheme_ids], ['visit_nums', filters.visit_nums], ['visit_groups', filters.visit_groups], ['types', filters.types]]);
  return search ? `/nps-dashboard?${search}` : '/nps-dashboard';
}
