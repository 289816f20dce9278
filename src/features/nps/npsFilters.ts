import type { NpsGroup } from '@/lib/nps';
import type { NpsFilters, NpsParams } from './types';

const GROUPS: readonly NpsGroup[] = ['promoters', 'passives', 'detractors'];

export const DEFAULT_NPS_FILTERS: NpsFilters = { scheme_ids: [], visit_nums: [], visit_groups: [], types: [], comments: null, page: 1 };

/** A comma-separated list of positive ids; malformed entries are dropped, duplicates once. */
function ids(value: string | null): number[] {
  if (!value) return [];
  const out = value
    .split(',')
    .filter((item) => /^\d{1,9}$/.test(item) && Number(item) > 0)
    .map(Number);
  return [...new Set(out)];
}

/** Reads the filters from the URL (the API's names); malformed values fall back to the defaults. */
export function parseNpsSearch(search: URLSearchParams): NpsFilters {
  const types = (search.get('types') ?? '').split(',').filter((item): item is NpsGroup => (GROUPS as readonly string[]).includes(item));
  const comments = search.get('comments');
  const page = search.get('page');
  return {
    scheme_ids: ids(search.get('scheme_ids')),
    visit_nums: ids(search.get('visit_nums')),
    visit_groups: ids(search.get('visit_groups')),
    types: [...new Set(types)],
    comments: comments === '1' ? 1 : comments === '0' ? 0 : null,
    page: page && /^\d{1,6}$/.test(page) && Number(page) > 0 ? Number(page) : 1,
  };
}

/** The API parameters of the filters (empties left out; page 1 left out). */
export function npsParams(filters: NpsFilters, withPage = true): NpsParams {
  const params: NpsParams = {};
  if (filters.scheme_ids.length) params.scheme_ids = filters.scheme_ids.join(',');
  if (filters.visit_nums.length) params.visit_nums = filters.visit_nums.join(',');
  if (filters.visit_groups.length) params.visit_groups = filters.visit_groups.join(',');
  if (filters.types.length) params.types = filters.types.join(',');
  if (filters.comments !== null) params.comments = String(filters.comments);
  if (withPage && filters.page > 1) params.page = String(filters.page);
  return params;
}

/** The URL search of the filters ('' for the defaults). */
export function npsSearch(filters: NpsFilters): string {
  const params = new URLSearchParams(npsParams(filters));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** True when no filter is set (page aside). */
export function isDefaultNps(filters: NpsFilters): boolean {
  return Object.keys(npsParams(filters, false)).length === 0;
}

/** Same filters (page aside)? */
export function sameNpsFilters(a: NpsFilters, b: NpsFilters): boolean {
  return npsSearch({ ...a, page: 1 }) === npsSearch({ ...b, page: 1 });
}
