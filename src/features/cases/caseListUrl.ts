/**
 * The case list in the address (house rule 12): filters, sort, view, page and the open grouped
 * region/location live in the URL's search parameters, so reload, Back/Forward and a pasted link
 * restore the list. Invalid values fall back to the defaults. The dashboard cards' links
 * (?statusId=1, ?created=a,b, ?resolved=true&resolvedDates=a,b) are the same parameters.
 */
import { EMPTY_FILTERS, SORT_OPTIONS, type CaseSort, type IsoRange, type ResolvedFilter } from './caseFilters';
import type { CaseListAddress } from './caseListAddress';
import { caseIdOf, CUSTOMER_FIELDS, EMPTY_CUSTOMER_SEARCH, hasCustomerCriteria, type CustomerSearchOptions } from './customerSearch';

const LIST_KEYS = [
  'regions',
  'locationId',
  'sourceId',
  'typeId',
  'statusId',
  'categoryId',
  'resolved',
  'created',
  'resolvedDates',
  'sort',
  'view',
  'page',
  'region',
  'location',
];
const NODE_ID = /^(md|od|rbm|bdm|loc)\d{1,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_SORT: CaseSort = 'created date';

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

function range(value: string | null): IsoRange | null {
  if (!value) return null;
  const [start, end] = value.split(',');
  return start && end && ISO_DATE.test(start) && ISO_DATE.test(end) ? { start, end } : null;
}

/** True when the address says anything about the list (otherwise the saved defaults apply). */
export function hasListAddress(search: URLSearchParams): boolean {
  return LIST_KEYS.some((key) => search.has(key));
}

/** Reads the list from the address; anything invalid reads as its default. */
export function listFromSearch(search: URLSearchParams): CaseListAddress {
  const sort = search.get('sort');
  const regions = (search.get('regions') ?? '').split(',').filter((id) => NODE_ID.test(id));
  return {
    filters: {
      ...EMPTY_FILTERS,
      ...sharedFiltersFromAddress(search),
      regions: [...new Set(regions)],
      categoryId: positiveInt(search.get('categoryId')),
    },
    sort: SORT_OPTIONS.some((option) => option.value === sort) ? (sort as CaseSort) : DEFAULT_SORT,
    view: search.get('view') === 'grouped' ? 'grouped' : 'list',
    page: positiveInt(search.get('page')) ?? 1,
    regionId: positiveInt(search.get('region')),
    locationId: positiveInt(search.get('location')),
  };
}

/** Writes the list to search parameters (defaults left out, a stable order). */
export function listToSearch(list: CaseListAddress): string {
  const params = new URLSearchParams();
  const { filters } = list;
  if (filters.regions.length) params.set('regions', filters.regions.join(','));
  if (filters.locationId !== null) params.set('locationId', String(filters.locationId));
  if (filters.sourceId !== null) params.set('sourceId', String(filters.sourceId));
  if (filters.typeId !== null) params.set('typeId', String(filters.typeId));
  if (filters.statusId !== null) params.set('statusId', String(filters.statusId));
  if (filters.categoryId !== null) params.set('categoryId', String(filters.categoryId));
  if (filters.resolved !== 'both' && !filters.resolvedDates) params.set('resolved', filters.resolved);
  if (filters.dates) params.set('created', `${filters.dates.start},${filters.dates.end}`);
  if (filters.resolvedDates) params.set('resolvedDates', `${filters.resolvedDates.start},${filters.resolvedDates.end}`);
  if (list.sort !== DEFAULT_SORT) params.set('sort', list.sort);
  if (list.view === 'grouped') {
    params.set('view', 'grouped');
    if (list.regionId !== null) params.set('region', String(list.regionId));
    if (list.regionId !== null && list.locationId !== null) params.set('location', String(list.locationId));
  } else if (list.page > 1) params.set('page', String(list.page));
  const text = params.toString();
  return text ? `?${text.replace(/%2C/g, ',')}` : '';
}

/** The page number a paginator link points at (1 when it says none). */
export function pageOfLink(url: string | null): number {
  if (!url) return 1;
  try {
    return positiveInt(new URL(url, 'http://localhost').searchParams.get('page')) ?? 1;
  } catch {
    return 1;
  }
}

/**
 * The filters the case list and the customer search share, under the same address names: location,
 * source, type and status ids, the created and resolved date ranges, and open/resolved (a resolved
 * date range means resolved only, 002 §2).
 */
function sharedFiltersFromAddress(search: URLSearchParams) {
  const resolvedDates = range(search.get('resolvedDates'));
  const asked = search.get('resolved');
  const resolved: ResolvedFilter = resolvedDates || asked === 'true' ? 'true' : asked === 'false' ? 'false' : 'both';
  return {
    locationId: positiveInt(search.get('locationId')),
    sourceId: positiveInt(search.get('sourceId')),
    typeId: positiveInt(search.get('typeId')),
    statusId: positiveInt(search.get('statusId')),
    dates: range(search.get('created')),
    resolvedDates,
    resolved,
  };
}

/**
 * The customer search in the address: its options and page, or null when it holds no customer
 * field (002 §5: a search needs one). The other options use the case list's address names
 * (caseId, bdm, locationId, sourceId, typeId, statusId, resolved, created, resolvedDates).
 */
export function customerSearchFromAddress(search: URLSearchParams): { options: CustomerSearchOptions; page: number } | null {
  const options: CustomerSearchOptions = { ...EMPTY_CUSTOMER_SEARCH };
  for (const key of CUSTOMER_FIELDS) options[key] = (search.get(key) ?? '').slice(0, 255);
  if (!hasCustomerCriteria(options)) return null;
  const caseId = positiveInt(search.get('caseId'));
  return {
    options: {
      ...options,
      ...sharedFiltersFromAddress(search),
      caseId: caseId === null ? '' : String(caseId),
      bdm: positiveInt(search.get('bdm')),
    },
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** Writes a submitted customer search to search parameters ('' when there is none; defaults left out). */
export function customerSearchToAddress(submitted: CustomerSearchOptions | null, page: number): string {
  if (!submitted || !hasCustomerCriteria(submitted)) return '';
  const params = new URLSearchParams();
  for (const key of CUSTOMER_FIELDS) if (submitted[key].trim() !== '') params.set(key, submitted[key].trim());
  const caseId = caseIdOf(submitted);
  if (caseId !== null) params.set('caseId', String(caseId));
  for (const key of ['bdm', 'locationId', 'sourceId', 'typeId', 'statusId'] as const) {
    const value = submitted[key];
    if (value !== null) params.set(key, String(value));
  }
  if (submitted.resolved !== 'both' && !submitted.resolvedDates) params.set('resolved', submitted.resolved);
  if (submitted.dates) params.set('created', `${submitted.dates.start},${submitted.dates.end}`);
  if (submitted.resolvedDates) params.set('resolvedDates', `${submitted.resolvedDates.start},${submitted.resolvedDates.end}`);
  if (page > 1) params.set('page', String(page));
  return `?${params.toString().replace(/%2C/g, ',')}`;
}
