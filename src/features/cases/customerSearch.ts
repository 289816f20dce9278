/**
 * Search Cases by Customer (002 §2, §3 "Case search options", §5, §7): the options, the query they
 * send, the rule for searching and what the answer must match.
 *
 * Parameter names (002 §7 shows customer_name, customer_email, customer_phone "and the other search
 * options", their names "not shown"): the other options go under the case list's own names for the
 * same filters on the same server, `filter[bdm]`, `filter[locationId]`, `filter[sourceId]`,
 * `filter[typeId]`, `filter[statusId]`, `filter[isResolved]` ('false' / 'true', absent for both),
 * `filter[created_between]` and `filter[resolved_between]` ('YYYY-MM-DD,YYYY-MM-DD'), and the case
 * id as `filter[caseId]` (002 §3 names it caseId). Recorded in docs/api-contract.md.
 */
import { buildRegionTree, byNatural, flattenRegions } from '@/lib/regions';
import type { IsoRange, ResolvedFilter } from './caseFilters';
import { isCaseOpen, type Case, type NamedRef } from './types';

/** What the user chose under 'Search Options': the customer fields first, then the other options (002 §3). */
export interface CustomerSearchOptions {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  /** The case id as typed (digits only). */
  caseId: string;
  /** A region of the BDM level (002 §3 "bdm"). */
  bdm: number | null;
  locationId: number | null;
  sourceId: number | null;
  typeId: number | null;
  statusId: number | null;
  /** Open, resolved or both (the default, 002 §3). */
  resolved: ResolvedFilter;
  dates: IsoRange | null;
  resolvedDates: IsoRange | null;
}

/** The customer fields (the ones 002 §5 counts as search criteria). */
export const CUSTOMER_FIELDS = ['customer_name', 'customer_email', 'customer_phone'] as const;

export const EMPTY_CUSTOMER_SEARCH: CustomerSearchOptions = {
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  caseId: '',
  bdm: null,
  locationId: null,
  sourceId: null,
  typeId: null,
  statusId: null,
  resolved: 'both',
  dates: null,
  resolvedDates: null,
};

/** The rule's text (002 §5). */
export const CRITERIA_REQUIRED = 'Please enter at least one search criteria';

/**
 * True when a customer field is filled. 002 §5 names the criteria ("at least one of name, email,
 * phone"): the other options narrow a customer search, they do not make one (a search by status
 * alone is the case list's job).
 */
export function hasCustomerCriteria(options: Pick<CustomerSearchOptions, (typeof CUSTOMER_FIELDS)[number]>): boolean {
  return CUSTOMER_FIELDS.some((field) => options[field].trim() !== '');
}

/** The case id typed, as a positive integer, or null. */
export function caseIdOf(options: Pick<CustomerSearchOptions, 'caseId'>): number | null {
  const text = options.caseId.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A choice applied: a resolved date range also means Resolved Only (as on the case list, 002 §2). */
export function applySearchChange(options: CustomerSearchOptions, change: Partial<CustomerSearchOptions>): CustomerSearchOptions {
  const next = { ...options, ...change };
  if (change.resolvedDates) next.resolved = 'true';
  return next;
}

/** The query of a search (without the page): only what was entered, customer fields trimmed. */
export function customerSearchParams(options: CustomerSearchOptions): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of CUSTOMER_FIELDS) if (options[field].trim() !== '') params[field] = options[field].trim();
  const caseId = caseIdOf(options);
  if (caseId !== null) params['filter[caseId]'] = String(caseId);
  if (options.bdm !== null) params['filter[bdm]'] = String(options.bdm);
  if (options.locationId !== null) params['filter[locationId]'] = String(options.locationId);
  if (options.sourceId !== null) params['filter[sourceId]'] = String(options.sourceId);
  if (options.typeId !== null) params['filter[typeId]'] = String(options.typeId);
  if (options.statusId !== null) params['filter[statusId]'] = String(options.statusId);
  if (options.resolved !== 'both') params['filter[isResolved]'] = options.resolved;
  if (options.dates) params['filter[created_between]'] = `${options.dates.start},${options.dates.end}`;
  if (options.resolvedDates) params['filter[resolved_between]'] = `${options.resolvedDates.start},${options.resolvedDates.end}`;
  return params;
}

/** The regions of the BDM level in the filter options' hierarchy, by name (none when the user's level is below it). */
export function bdmRegions(regions: unknown, topLevel: string | null | undefined): NamedRef[] {
  return flattenRegions(buildRegionTree(regions, topLevel))
    .filter((node) => /^bdm\d+$/.test(node.id))
    .map((node) => ({ id: Number(node.id.slice(3)), name: node.label }))
    .sort((a, b) => byNatural(a.name, b.name));
}

const inRange = (date: string, range: IsoRange) => {
  const day = date.slice(0, 10);
  return day >= range.start && day <= range.end;
};

/**
 * The options a page of results plainly does not match (a server that ignores a parameter it does
 * not know): their labels, for one line above the results. Only what the rows carry by the spec is
 * checked (the BDM region and the resolved date are not on a listed case).
 */
export function unmatchedOptions(options: CustomerSearchOptions, rows: readonly Case[]): string[] {
  const caseId = caseIdOf(options);
  const checks: Array<[string, boolean, (row: Case) => boolean]> = [
    ['Case Id', caseId !== null, (row) => row.id === caseId],
    ['Location', options.locationId !== null, (row) => row.location.id === options.locationId],
    ['Source', options.sourceId !== null, (row) => !row.source || row.source.id === options.sourceId],
    ['Type', options.typeId !== null, (row) => !row.type || row.type.id === options.typeId],
    ['Status', options.statusId !== null, (row) => row.status.id === options.statusId],
    ['Open / Resolved', options.resolved !== 'both', (row) => isCaseOpen(row) === (options.resolved === 'false')],
    ['Created Date', options.dates !== null, (row) => !row.created_date || (options.dates !== null && inRange(row.created_date, options.dates))],
  ];
  return checks.filter(([, chosen, matches]) => chosen && rows.some((row) => !matches(row))).map(([label]) => label);
}
