import { HttpResponse } from 'msw';
import { CUSTOMER_FIELDS, validateCustomerFields, type CustomerFields } from '@/lib/customerFields';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { P } from '@/lib/permissions';
import { db, nextId, type CaseRow, type RegionLevel, type UserRow } from '../db';
import { formatDate, formatDateTime, today } from '../random';
import { caseSummaryJson } from './caseSerializers';
import { get, post, readJsonObject, validationError } from './route';
import { authorize } from './session';

/** Case management I: the case dashboard, create case, the case list, grouped view, customer search. */

const PAGE_SIZE = 10;
const LEVELS: Array<RegionLevel | 'loc'> = ['md', 'od', 'rbm', 'bdm', 'loc'];
const CHILD_KEY: Record<RegionLevel, string> = { md: 'ods', od: 'rbms', rbm: 'bdms', bdm: 'locs' };

const liveCases = () => db().cases.filter((row) => !row.deleted);
const minutesBetween = (from: string, to: string) => (parseDate(to).getTime() - parseDate(from).getTime()) / 60_000;

/** 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') in local time. */
function parseDate(value: string): Date {
  const [date = '', time = '00:00:00'] = value.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss] = time.split(':').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0);
}

function average(values: number[]): number {
  return values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

function rank(rows: CaseRow[], ids: (row: CaseRow) => Array<number | null>, lookup: Array<{ id: number; name: string }>) {
  const counts = new Map<number, number>();
  for (const row of rows) for (const id of ids(row)) if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1);
  return lookup.filter((item) => counts.has(item.id)).map((item) => ({ name: item.name, cases_count: counts.get(item.id) ?? 0 }));
}

/** The case dashboard (document 000 §3), computed from the live cases. */
function dashboardJson() {
  const data = db();
  const rows = liveCases();
  const todayKey = formatDate(today());
  const open = rows.filter((row) => row.resolved_by_id === null);
  const overdueFrom = formatDate(new Date(today().getTime() - 365 * 86_400_000));
  const overdueTo = formatDate(new Date(today().getTime() - 2 * 86_400_000));
  const resolved = rows.filter((row) => row.resolved_date !== null);
  const recentFrom = formatDate(new Date(today().getTime() - 30 * 86_400_000));
  const trend = [];
  for (let back = 29; back >= 0; back -= 1) {
    const day = new Date(today());
    day.setDate(day.getDate() - back);
    const key = formatDate(day);
    trend.push({
      label: `${key.slice(5, 7)}/${key.slice(8, 10)}`,
      opened: rows.filter((row) => row.created_date.startsWith(key)).length,
      resolved: rows.filter((row) => row.resolved_date?.startsWith(key)).length,
    });
  }
  return {
    open: open.length,
    new: open.filter((row) => row.status_id === 1).length,
    inprogress: open.filter((row) => row.status_id !== 1).length,
    overdue: open.filter((row) => row.created_date.slice(0, 10) >= overdueFrom && row.created_date.slice(0, 10) <= overdueTo).length,
    open_today: rows.filter((row) => row.created_date.startsWith(todayKey)).length,
    closed_today: rows.filter((row) => row.resolved_date?.startsWith(todayKey)).length,
    avg_resolution_mins: average(
      resolved.filter((row) => (row.resolved_date ?? '') >= recentFrom).map((row) => minutesBetween(row.created_date, row.resolved_date ?? row.created_date)),
    ),
    company_avg_resolution_mins: average(resolved.map((row) => minutesBetween(row.created_date, row.resolved_date ?? row.created_date))),
    trend_data: trend,
    type_rank_data: rank(rows, (row) => [row.type_id], data.caseTypes),
    source_rank_data: rank(rows, (row) => [row.source_id], data.caseSources),
    status_rank_data: rank(rows, (row) => [row.status_id], data.caseStatuses),
    category_rank_data: rank(rows, (row) => [row.category_a_id, row.category_b_id, row.category_c_id], data.caseCategories),
  };
}

function createDetailsJson() {
  const data = db();
  const named = (rows: Array<{ id: number; name: string }>) => rows.map((row) => ({ id: row.id, name: row.name }));
  return {
    locations: named([...data.locations].sort((a, b) => a.name.localeCompare(b.name))),
    sources: named(data.caseSources),
    types: named(data.caseTypes),
    categories: named(data.caseCategories),
    statuses: data.caseStatuses.map((row) => ({ id: row.id, name: row.name, resolve_status: row.resolve_status })),
    emails: named(data.distributionLists),
    customer_labels: { ...data.customerLabels },
  };
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const idOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : NaN;
};

function customerFieldsOf(body: Body): CustomerFields {
  return Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, text(body[field])])) as unknown as CustomerFields;
}

/** Laravel-like validation of the create payload: 422 per field. */
function validateCreate(body: Body): Record<string, string[]> {
  const data = db();
  const errors: Record<string, string[]> = {};
  const exists = (field: string, label: string, rows: Array<{ id: number }>, required: boolean) => {
    const id = idOf(body[field]);
    if (id === null) {
      if (required) errors[field] = [`The ${label} field is required.`];
    } else if (!rows.some((row) => row.id === id)) errors[field] = [`The selected ${label} is invalid.`];
  };
  exists('location_id', 'location', data.locations, true);
  exists('source_id', 'source', data.caseSources, true);
  exists('type_id', 'type', data.caseTypes, true);
  exists('status_id', 'status', data.caseStatuses, true);
  exists('category_id_a', 'category a', data.caseCategories, false);
  exists('category_id_b', 'category b', data.caseCategories, false);
  exists('category_id_c', 'category c', data.caseCategories, false);
  if (text(body.note) === '') errors.note = ['The note field is required.'];
  for (const [field, message] of Object.entries(validateCustomerFields(customerFieldsOf(body)))) if (message) errors[field] = [message];
  if (text(body.note).length > TEXT_LIMITS.note) errors.note = [`The note may not be greater than ${TEXT_LIMITS.note} characters.`];
  if (text(body.resolve_note).length > TEXT_LIMITS.note) errors.resolve_note = [`The resolve note may not be greater than ${TEXT_LIMITS.note} characters.`];
  const status = data.caseStatuses.find((row) => row.id === idOf(body.status_id));
  if (status?.resolve_status && text(body.resolve_note) === '') errors.resolve_note = ['The resolve note field is required when the status resolves the case.'];
  const recipients = body.send_email_to;
  if (recipients !== undefined && recipients !== null) {
    if (!Array.isArray(recipients) || recipients.some((id) => !data.distributionLists.some((row) => row.id === Number(id)))) {
      errors.send_email_to = ['The selected recipients are invalid.'];
    }
  }
  return errors;
}

function createCase(body: Body, user: UserRow): CaseRow {
  const data = db();
  const now = formatDateTime(new Date());
  let customerId: number | null = null;
  if (CUSTOMER_FIELDS.some((field) => text(body[field]) !== '')) {
    customerId = nextId('customers');
    data.customers.push({
      id: customerId,
      name: text(body.customer_name),
      email: text(body.customer_email),
      phone: text(body.customer_phone),
      address: text(body.customer_address),
      city: text(body.customer_city),
      state: text(body.customer_state),
      zip: text(body.customer_zip),
      extra_a: text(body.customer_extra_a),
      extra_b: text(body.customer_extra_b),
    });
  }
  const statusId = idOf(body.status_id) as number;
  const resolves = data.caseStatuses.find((row) => row.id === statusId)?.resolve_status ?? false;
  const row: CaseRow = {
    id: nextId('cases'),
    note: text(body.note),
    survey_id: 0,
    job_id: 0,
    wants_contact: customerId !== null,
    created_date: now,
    created_by_id: user.id,
    updated_date: now,
    updated_by_id: user.id,
    resolved_by_id: resolves ? user.id : null,
    resolved_date: resolves ? now : null,
    location_id: idOf(body.location_id) as number,
    source_id: idOf(body.source_id) as number,
    type_id: idOf(body.type_id) as number,
    category_a_id: idOf(body.category_id_a),
    category_b_id: idOf(body.category_id_b),
    category_c_id: idOf(body.category_id_c),
    status_id: statusId,
    customer_id: customerId,
    deleted: false,
  };
  data.cases.push(row);
  if (resolves) {
    data.caseNotes.push({
      id: nextId('caseNotes'),
      case_id: row.id,
      status_id: statusId,
      note: text(body.resolve_note),
      created_date: now,
      created_by_id: user.id,
    });
  }
  return row;
}

// ------------------------------------------------------------------------- regions

/** The location ids under a region node (or the location itself). */
function locationIdsUnder(level: RegionLevel | 'loc', id: number): number[] {
  const data = db();
  if (level === 'loc') return [id];
  let current = [id];
  for (let depth = LEVELS.indexOf(level) + 1; depth < 4; depth += 1) {
    current = data.regions.filter((region) => region.parentId !== null && current.includes(region.parentId)).map((region) => region.id);
  }
  return data.locations.filter((location) => current.includes(location.bdmId)).map((location) => location.id);
}

/** The region hierarchy from the user's reporting level down to locations (children under ods, rbms, bdms, locs). */
function regionsJson(user: UserRow) {
  const data = db();
  const top = user.max_reporting_level === 'loc' ? 'bdm' : user.max_reporting_level;
  const build = (level: RegionLevel, id: number, name: string): Record<string, unknown> => {
    if (level === 'bdm') {
      return { id, name, locs: data.locations.filter((location) => location.bdmId === id).map((location) => ({ id: location.id, name: location.name })) };
    }
    const childLevel = LEVELS[LEVELS.indexOf(level) + 1] as RegionLevel;
    return {
      id,
      name,
      [CHILD_KEY[level]]: data.regions
        .filter((region) => region.level === childLevel && region.parentId === id)
        .map((region) => build(childLevel, region.id, region.name)),
    };
  };
  // The viewer sees the first branch of its level only (a user's scope starts at its level).
  const tops = data.regions.filter((region) => region.level === top);
  const scoped = top === 'md' ? tops : tops.slice(0, 2);
  // 002 §3: the hierarchy's root is keyed by the top level's plural ({ mds: [...] }, { rbms: [...] }).
  return { [`${top}s`]: scoped.map((region) => build(top, region.id, region.name)) };
}

// ------------------------------------------------------------------------- list filters

interface ListFilters {
  /** The customer search's case id (filter[caseId]); the list never sends it. */
  caseId: number | null;
  regions: Array<{ level: RegionLevel | 'loc'; ids: number[] }>;
  locationIds: number[] | null;
  sourceId: number | null;
  typeId: number | null;
  categoryId: number | null;
  statusId: number | null;
  isResolved: boolean | null;
  created: [string, string] | null;
  resolved: [string, string] | null;
}

const idList = (value: string | null) =>
  value === null || value.trim() === ''
    ? null
    : value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id));

function dateRange(value: string | null): [string, string] | null {
  if (!value) return null;
  const [from, to] = value.split(',');
  if (!from || !to || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  return [from, to];
}

function readFilters(params: URLSearchParams): ListFilters {
  const single = (name: string) => idList(params.get(`filter[${name}]`))?.[0] ?? null;
  const resolved = params.get('filter[isResolved]');
  return {
    caseId: single('caseId'),
    regions: (['md', 'od', 'rbm', 'bdm'] as const)
      .map((level) => ({ level, ids: idList(params.get(`filter[${level}]`)) ?? [] }))
      .filter((item) => item.ids.length > 0),
    locationIds: idList(params.get('filter[locationId]')),
    sourceId: single('sourceId'),
    typeId: single('typeId'),
    categoryId: single('categoryId'),
    statusId: single('statusId'),
    isResolved: resolved === 'true' || resolved === '1' ? true : resolved === 'false' || resolved === '0' ? false : null,
    created: dateRange(params.get('filter[created_between]')),
    resolved: dateRange(params.get('filter[resolved_between]')),
  };
}

function applyFilters(rows: CaseRow[], filters: ListFilters): CaseRow[] {
  let result = rows;
  if (filters.caseId !== null) result = result.filter((row) => row.id === filters.caseId);
  // Regions (and locations picked in the tree) narrow the cases to the union of their locations.
  const regionLocations = filters.regions.flatMap((item) => item.ids.flatMap((id) => locationIdsUnder(item.level, id)));
  if (filters.regions.length > 0 || filters.locationIds) {
    const allowed = new Set([...regionLocations, ...(filters.locationIds ?? [])]);
    result = result.filter((row) => allowed.has(row.location_id));
  }
  if (filters.sourceId !== null) result = result.filter((row) => row.source_id === filters.sourceId);
  if (filters.typeId !== null) result = result.filter((row) => row.type_id === filters.typeId);
  if (filters.statusId !== null) result = result.filter((row) => row.status_id === filters.statusId);
  if (filters.categoryId !== null) {
    const id = filters.categoryId;
    result = result.filter((row) => row.category_a_id === id || row.category_b_id === id || row.category_c_id === id);
  }
  if (filters.isResolved !== null) result = result.filter((row) => (row.resolved_by_id !== null) === filters.isResolved);
  if (filters.created) {
    const [from, to] = filters.created;
    result = result.filter((row) => row.created_date.slice(0, 10) >= from && row.created_date.slice(0, 10) <= to);
  }
  if (filters.resolved) {
    const [from, to] = filters.resolved;
    result = result.filter((row) => row.resolved_date !== null && row.resolved_date.slice(0, 10) >= from && row.resolved_date.slice(0, 10) <= to);
  }
  return result;
}

function sortRows(rows: CaseRow[], sort: string | null): CaseRow[] {
  const data = db();
  const nameOf = (list: Array<{ id: number; name: string }>, id: number) => list.find((item) => item.id === id)?.name ?? '';
  const bdmName = (locationId: number) => {
    const location = data.locations.find((item) => item.id === locationId);
    return data.regions.find((region) => region.id === location?.bdmId)?.name ?? '';
  };
  const newestFirst = (a: CaseRow, b: CaseRow) => b.created_date.localeCompare(a.created_date) || b.id - a.id;
  const key: Record<string, (row: CaseRow) => string> = {
    source: (row) => nameOf(data.caseSources, row.source_id),
    type: (row) => nameOf(data.caseTypes, row.type_id),
    status: (row) => nameOf(data.caseStatuses, row.status_id),
    bdm: (row) => bdmName(row.location_id),
  };
  const by = sort ? key[sort] : undefined;
  return [...rows].sort((a, b) => (by ? by(a).localeCompare(by(b)) : 0) || newestFirst(a, b));
}

/** A Laravel paginator page whose links carry the request's query with another page number. */
function paginate<T>(request: Request, items: T[], perPage = PAGE_SIZE) {
  const url = new URL(request.url);
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const requested = Number(url.searchParams.get('page') ?? 1);
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, lastPage) : 1;
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const link = (target: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('page', String(target));
    return next.toString();
  };
  return {
    data: slice,
    meta: {
      current_page: page,
      from: slice.length ? (page - 1) * perPage + 1 : null,
      to: slice.length ? (page - 1) * perPage + slice.length : null,
      total,
      per_page: perPage,
      last_page: lastPage,
      path: `${url.origin}${url.pathname}`,
    },
    links: { first: link(1), last: link(lastPage), prev: page > 1 ? link(page - 1) : null, next: page < lastPage ? link(page + 1) : null },
  };
}

function filteredCases(request: Request): CaseRow[] {
  const params = new URL(request.url).searchParams;
  return sortRows(applyFilters(liveCases(), readFilters(params)), params.get('sort'));
}

function groupedJson(rows: CaseRow[]) {
  const data = db();
  const byLocation = new Map<number, number>();
  for (const row of rows) byLocation.set(row.location_id, (byLocation.get(row.location_id) ?? 0) + 1);
  return data.regions
    .filter((region) => region.level === 'bdm')
    .map((region) => {
      const locations = data.locations
        .filter((location) => location.bdmId === region.id && byLocation.has(location.id))
        .map((location) => ({ id: location.id, name: location.name, cases: byLocation.get(location.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { region: { id: region.id, name: region.name, cases: locations.reduce((sum, item) => sum + item.cases, 0) }, locations };
    })
    .filter((group) => group.locations.length > 0);
}

const includesText = (value: string | null | undefined, search: string) => (value ?? '').toLowerCase().includes(search.toLowerCase());
const digits = (value: string) => value.replace(/\D/g, '');

export const caseHandlers = [
  get('/case-management', ({ request }) => {
    const auth = authorize(request, P.VIEW_CASE_MANAGEMENT);
    if (auth instanceof Response) return auth;
    return HttpResponse.json(dashboardJson());
  }),

  // Path not shown in the spec (assumed; docs/contract-cases.md).
  get('/case-management/cases/create', ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_CREATE_CASE);
    if (auth instanceof Response) return auth;
    return HttpResponse.json(createDetailsJson());
  }),

  post('/case-management/cases/store', async ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_CREATE_CASE);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const errors = validateCreate(body);
    if (Object.keys(errors).length > 0) return validationError(errors);
    const row = createCase(body, auth.user);
    return HttpResponse.json({ message: 'Case Created', data: caseSummaryJson(row) }, { status: 201 });
  }),

  get('/case-management/cases/filters', ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES);
    if (auth instanceof Response) return auth;
    const data = db();
    const named = (rows: Array<{ id: number; name: string }>) => rows.map((row) => ({ id: row.id, name: row.name }));
    return HttpResponse.json({
      regions: regionsJson(auth.user),
      locations: named([...data.locations].sort((a, b) => a.name.localeCompare(b.name))),
      sources: named(data.caseSources),
      types: named(data.caseTypes),
      statuses: data.caseStatuses.map((row) => ({ id: row.id, name: row.name, resolve_status: row.resolve_status })),
      categories: named(data.caseCategories),
      default_filters: data.savedCaseFilters.find((row) => row.userId === auth.user.id)?.filters ?? null,
    });
  }),

  post('/case-management/cases/filters', async ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const allowed = ['regions', 'locationId', 'sourceId', 'typeId', 'statusId', 'categoryId'];
    const errors: Record<string, string[]> = {};
    if (
      body.regions !== undefined &&
      (!Array.isArray(body.regions) || body.regions.some((id) => typeof id !== 'string' || !/^(md|od|rbm|bdm|loc)\d+$/.test(id)))
    ) {
      errors.regions = ['The regions must be a list of region ids.'];
    }
    for (const field of allowed.slice(1)) {
      if (body[field] !== undefined && body[field] !== null && !Number.isInteger(Number(body[field]))) errors[field] = [`The ${field} must be an integer.`];
    }
    if (Object.keys(errors).length > 0) return validationError(errors);
    const filters = Object.fromEntries(Object.entries(body).filter(([key, value]) => allowed.includes(key) && value !== undefined && value !== null));
    const data = db();
    data.savedCaseFilters = [...data.savedCaseFilters.filter((row) => row.userId !== auth.user.id), { userId: auth.user.id, filters }];
    return HttpResponse.json({ message: 'Default filters successfully saved', data: filters });
  }),

  get('/case-management/cases/search', ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES);
    if (auth instanceof Response) return auth;
    const params = new URL(request.url).searchParams;
    const name = (params.get('customer_name') ?? '').trim();
    const email = (params.get('customer_email') ?? '').trim();
    const phone = digits(params.get('customer_phone') ?? '');
    if (!name && !email && !phone) return validationError({ customer_name: ['Please enter at least one search criteria'] });
    const data = db();
    const customers = data.customers.filter(
      (customer) =>
        (!name || includesText(customer.name, name)) && (!email || includesText(customer.email, email)) && (!phone || digits(customer.phone).includes(phone)),
    );
    const ids = new Set(customers.map((customer) => customer.id));
    // The other search options narrow the customer's cases, under the case list's filter names (docs/api-contract.md).
    const rows = sortRows(
      applyFilters(
        liveCases().filter((row) => row.customer_id !== null && ids.has(row.customer_id)),
        readFilters(params),
      ),
      null,
    );
    return HttpResponse.json(paginate(request, rows.map(caseSummaryJson)));
  }),

  get('/case-management/cases', ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES);
    if (auth instanceof Response) return auth;
    return HttpResponse.json(paginate(request, filteredCases(request).map(caseSummaryJson)));
  }),

  get('/case-management/cases-grouped', ({ request }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES_GROUPED);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: groupedJson(filteredCases(request)) });
  }),

  get<{ id: string }>('/case-management/cases-grouped/:id', ({ request, params }) => {
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES_GROUPED);
    if (auth instanceof Response) return auth;
    const locationId = Number(params.id);
    if (!Number.isInteger(locationId) || !db().locations.some((location) => location.id === locationId)) {
      return HttpResponse.json({ message: 'Location not found.' }, { status: 404 });
    }
    return HttpResponse.json(
      paginate(
        request,
        filteredCases(request)
          .filter((row) => row.location_id === locationId)
          .map(caseSummaryJson),
      ),
    );
  }),
];
