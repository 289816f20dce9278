import type { SavedCaseFilters } from './types';

/** A date range as sent to the API: both ends 'YYYY-MM-DD'. */
export interface IsoRange {
  start: string;
  end: string;
}

/** Open/resolved filter: Any = 'both', Open Only = 'false', Resolved Only = 'true' (document 002 §9). */
export type ResolvedFilter = 'both' | 'false' | 'true';

/** The open/resolved filter's choices (002 §2: Any = both, Open Only = false, Resolved Only = true). */
export const RESOLVED_CHOICES: ReadonlyArray<{ value: ResolvedFilter; label: string }> = [
  { value: 'both', label: 'Any' },
  { value: 'false', label: 'Open Only' },
  { value: 'true', label: 'Resolved Only' },
];

/** The case list's current filters (document 002 §3 "Current filters"). */
export interface CaseListFilters {
  /** Tree node ids: md1, od3, rbm7, bdm12, loc101. */
  regions: string[];
  locationId: number | null;
  sourceId: number | null;
  typeId: number | null;
  statusId: number | null;
  categoryId: number | null;
  resolved: ResolvedFilter;
  dates: IsoRange | null;
  resolvedDates: IsoRange | null;
}

/** Sort By values as the API takes them. */
export type CaseSort = 'created date' | 'source' | 'type' | 'status' | 'bdm';

export const SORT_OPTIONS: ReadonlyArray<{ value: CaseSort; label: string }> = [
  { value: 'created date', label: 'Date Created' },
  { value: 'source', label: 'Source' },
  { value: 'type', label: 'Type' },
  { value: 'status', label: 'Status' },
  { value: 'bdm', label: 'Region' },
];

export const EMPTY_FILTERS: CaseListFilters = {
  regions: [],
  locationId: null,
  sourceId: null,
  typeId: null,
  statusId: null,
  categoryId: null,
  resolved: 'both',
  dates: null,
  resolvedDates: null,
};

const REGION_KEYS = ['md', 'od', 'rbm', 'bdm'] as const;
const NODE_ID = /^(md|od|rbm|bdm|loc)(\d+)$/;

/**
 * The filter part of the case list query (document 002 §7): filter[md|od|rbm|bdm] from the tree,
 * filter[locationId] (the location filter plus locations picked in the tree), the single ids,
 * filter[isResolved] unless Any, and the date ranges as 'YYYY-MM-DD,YYYY-MM-DD'. Lists are comma-joined.
 */
export function filtersToParams(filters: CaseListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const byLevel: Record<string, string[]> = {};
  for (const nodeId of filters.regions) {
    const match = NODE_ID.exec(nodeId);
    if (!match) continue;
    const [, level = '', id = ''] = match;
    (byLevel[level] ??= []).push(id);
  }
  for (const level of REGION_KEYS) if (byLevel[level]?.length) params[`filter[${level}]`] = byLevel[level].join(',');
  const locations = [...(filters.locationId !== null ? [String(filters.locationId)] : []), ...(byLevel.loc ?? [])];
  if (locations.length) params['filter[locationId]'] = [...new Set(locations)].join(',');
  if (filters.sourceId !== null) params['filter[sourceId]'] = String(filters.sourceId);
  if (filters.typeId !== null) params['filter[typeId]'] = String(filters.typeId);
  if (filters.categoryId !== null) params['filter[categoryId]'] = String(filters.categoryId);
  if (filters.statusId !== null) params['filter[statusId]'] = String(filters.statusId);
  if (filters.resolved !== 'both') params['filter[isResolved]'] = filters.resolved;
  if (filters.dates) params['filter[created_between]'] = `${filters.dates.start},${filters.dates.end}`;
  if (filters.resolvedDates) params['filter[resolved_between]'] = `${filters.resolvedDates.start},${filters.resolvedDates.end}`;
  return params;
}

/** The whole first-page query of the case list: initial=1, page, sort and the filters. */
export function caseListParams(filters: CaseListFilters, sort: CaseSort): Record<string, string> {
  return { initial: '1', page: '1', sort, ...filtersToParams(filters) };
}

/** The saved default filters payload: only the filters that are set; the mobile variant sends regions, source, type, status. */
export function savedFiltersPayload(filters: CaseListFilters, variant: 'desktop' | 'mobile'): SavedCaseFilters {
  const payload: SavedCaseFilters = {};
  if (filters.regions.length) payload.regions = [...filters.regions];
  if (variant === 'desktop' && filters.locationId !== null) payload.locationId = filters.locationId;
  if (filters.sourceId !== null) payload.sourceId = filters.sourceId;
  if (filters.typeId !== null) payload.typeId = filters.typeId;
  if (filters.statusId !== null) payload.statusId = filters.statusId;
  if (variant === 'desktop' && filters.categoryId !== null) payload.categoryId = filters.categoryId;
  return payload;
}

const positiveInt = (value: unknown): number | null => {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isInteger(number) && number > 0 ? number : null;
};

/** Current filters from saved defaults (unknown or malformed values are ignored). */
export function filtersFromSaved(saved: SavedCaseFilters | null | undefined): CaseListFilters {
  if (!saved || typeof saved !== 'object') return EMPTY_FILTERS;
  return {
    ...EMPTY_FILTERS,
    regions: Array.isArray(saved.regions) ? saved.regions.filter((id): id is string => typeof id === 'string' && NODE_ID.test(id)) : [],
    locationId: positiveInt(saved.locationId),
    sourceId: positiveInt(saved.sourceId),
    typeId: positiveInt(saved.typeId),
    statusId: positiveInt(saved.statusId),
    categoryId: positiveInt(saved.categoryId),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function rangeParam(value: string | null): IsoRange | null {
  if (!value) return null;
  const [start, end] = value.split(',');
  return start && end && ISO_DATE.test(start) && ISO_DATE.test(end) ? { start, end } : null;
}

/**
 * Filters carried by a link into the case list (the dashboard cards): ?statusId=1,
 * ?created=YYYY-MM-DD,YYYY-MM-DD, ?resolved=true&resolvedDates=... Null when the link carries none.
 */
export function filtersFromSearch(search: URLSearchParams): CaseListFilters | null {
  const keys = ['statusId', 'created', 'resolved', 'resolvedDates'];
  if (!keys.some((key) => search.has(key))) return null;
  const resolved = search.get('resolved');
  const resolvedDates = rangeParam(search.get('resolvedDates'));
  return {
    ...EMPTY_FILTERS,
    statusId: positiveInt(search.get('statusId')),
    dates: rangeParam(search.get('created')),
    resolvedDates,
    resolved: resolvedDates || resolved === 'true' ? 'true' : resolved === 'false' ? 'false' : 'both',
  };
}

/** Applies a filter edit: a resolved date range also sets Resolved Only (document 002 §2). */
export function applyFilterChange(filters: CaseListFilters, change: Partial<CaseListFilters>): CaseListFilters {
  const next = { ...filters, ...change };
  if (change.resolvedDates) next.resolved = 'true';
  return next;
}
