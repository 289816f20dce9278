import * as v from 'valibot';
import { isValidEmail } from '@/lib/customerFields';
import {
  envelope,
  id,
  listSkipping,
  num,
  numOr,
  optNum,
  optText,
  text,
  textOr,
  bool,
  boolOr,
  unwrapData,
  UNREADABLE_DATA_MESSAGE,
  describeIssues,
} from '@/api/schema';
import { topOfRegions } from '@/lib/regions';
import type {
  Case,
  CaseAttachment,
  CaseDashboardData,
  CaseEditOptions,
  CaseFilterOptions,
  CaseNote,
  CaseStatus,
  CreateCaseDetails,
  Customer,
  CustomerCaseSummary,
  GroupedRegion,
  NamedRef,
  Paginated,
  RegionNode,
  ReplyDetails,
  SavedCaseFilters,
} from './types';

/*
 * Decoders of the case management answers (documents 000 §3 and §7, 002 §3 and §7). Every answer
 * passes through one of these (RTK Query's `rawResponseSchema`). They accept the documented shape
 * and the conventional variants (flat or under `data`, a paginator flat or as a resource
 * collection, numeric strings, null or a missing key for empty parts). Lists skip the entries they
 * cannot read (one bad case never blanks a list); an unreadable optional part (a source, a
 * customer, a rank list) reads as missing; anything else is the one decoding error.
 * Fields the spec does not name are read only where a fallback from spec fields exists
 * (docs/api-contract.md, "Case management I/II: fields the portal reads").
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A part read with `schema`, or null when it is missing or unreadable (logged when it was there). */
function orNull<T extends v.GenericSchema>(schema: T, what: string) {
  // optional: a missing key is allowed (its default, null, runs through the pipe).
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T> | null => {
        if (value === null || value === undefined) return null;
        const result = v.safeParse(schema, value);
        if (result.success) return result.output;
        console.warn(`${UNREADABLE_DATA_MESSAGE} A ${what} was left out: ${describeIssues(result.issues)}`);
        return null;
      }),
    ),
    null,
  );
}

/** A list whose unreadable entries are skipped; a value that is no list at all reads as empty (logged). */
function listOrEmpty<T extends v.GenericSchema>(item: T, what: string) {
  const inner = listSkipping(item, what);
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<T>[] => {
        const result = v.safeParse(inner, value);
        if (result.success) return result.output;
        console.warn(`${UNREADABLE_DATA_MESSAGE} The ${what} list was left out: ${describeIssues(result.issues)}`);
        return [];
      }),
    ),
    null,
  );
}

/** An id a case or an entry can be opened by: a whole number above 0. */
const positiveId = v.pipe(id, v.integer(), v.minValue(1));

const Named = v.object({ id, name: textOr() });
const NamedRefSchema = v.pipe(
  Named,
  v.transform((item): NamedRef => ({ id: item.id, name: item.name })),
);
/** `{ name }` of a person (created_by, updated_by, added_by); a bare string is read as the name. */
const Person = v.union([
  v.pipe(
    v.object({ name: textOr() }),
    v.transform((item) => ({ name: item.name })),
  ),
  v.pipe(
    v.string(),
    v.transform((name) => ({ name })),
  ),
]);

/** A case status (002 §3: id, name, resolve_status). */
const Status = v.pipe(
  v.object({ id: numOr(0), name: text, resolve_status: boolOr(false) }),
  v.transform((item): CaseStatus => ({ id: item.id, name: item.name, resolve_status: item.resolve_status })),
);

/** resolved_by: null while open, otherwise an object with an id (its name is assumed); an id alone is read too. */
const ResolvedBy = v.nullish(
  v.union([
    // No resolver: '', false, 0 (a Laravel foreign key left at 0).
    v.pipe(
      v.union([v.picklist(['', 0, '0']), v.literal(false)]),
      v.transform((): null => null),
    ),
    v.pipe(
      v.object({ id: numOr(0), name: optText }),
      v.transform((item) => ({ id: item.id, ...(item.name !== null ? { name: item.name } : {}) })),
    ),
    v.pipe(
      num,
      v.transform((value) => ({ id: value })),
    ),
    v.pipe(
      v.string(),
      v.minLength(1),
      v.transform((name) => ({ id: 0, name })),
    ),
    v.pipe(
      v.literal(true),
      v.transform(() => ({ id: 0 })),
    ),
  ]),
  null,
);

const Location = v.pipe(
  v.object({ id: numOr(0), name: text, bdm: orNull(Person, 'location BDM') }),
  v.transform((item): Case['location'] => ({ id: item.id, name: item.name, bdm: item.bdm })),
);

/** A case the customer has (002 §2 "Customers Other Cases": id, location, source, type, status, last updated). */
const CustomerCase = v.pipe(
  v.object({
    id: positiveId,
    location: orNull(v.object({ id: numOr(0), name: textOr() }), 'location'),
    source: orNull(NamedRefSchema, 'source'),
    type: orNull(NamedRefSchema, 'type'),
    status: orNull(Status, 'status'),
    resolved_by: ResolvedBy,
    updated_date: textOr(),
    updated_by: orNull(Person, 'user'),
  }),
  v.transform((item): CustomerCaseSummary => item),
);

/** The customer (002 §3); `has_valid_email` read from the email when it is missing. */
const CustomerObject = v.pipe(
  v.object({
    id: positiveId,
    name: optText,
    email: optText,
    has_valid_email: v.nullish(bool, null),
    phone: optText,
    address: optText,
    full_address: optText,
    city: optText,
    state: optText,
    zip: optText,
    extra_a: optText,
    extra_a_label: optText,
    extra_b: optText,
    extra_b_label: optText,
    cases: listOrEmpty(CustomerCase, 'customer case'),
  }),
  v.transform((item): Customer => ({
    ...item,
    has_valid_email: item.has_valid_email ?? isValidEmail(item.email ?? ''),
  })),
);

/** A case attachment (002 §3); one without a file path cannot be opened and is left out. */
const Attachment = v.pipe(
  v.object({
    id: positiveId,
    description: textOr(),
    file_name: textOr(),
    file_size: numOr(0),
    file_path: v.pipe(text, v.minLength(1)),
    added_date: textOr(),
    added_by: orNull(Person, 'user'),
  }),
  v.transform((item): CaseAttachment => item),
);

/** A case note (002 §3: id, status{name}, note, created_date, created_by{name}). */
const Note = v.pipe(
  v.object({
    id,
    status: orNull(v.object({ id: optNum, name: textOr() }), 'note status'),
    note: textOr(),
    created_date: textOr(),
    created_by: orNull(Person, 'user'),
  }),
  v.transform((item): CaseNote => ({
    ...item,
    status: item.status ? { ...(item.status.id !== null ? { id: item.status.id } : {}), name: item.status.name } : null,
  })),
);

/**
 * A case (002 §3). Without an id, a status or a location it cannot be shown or opened (a list
 * skips it, a case page says it could not read it); any other unreadable part reads as missing.
 */
const CaseObject = v.pipe(
  v.object({
    id: positiveId,
    note: textOr(),
    survey_id: numOr(0),
    job_id: numOr(0),
    wants_contact: boolOr(false),
    created_date: textOr(),
    created_by: orNull(Person, 'user'),
    updated_date: textOr(),
    updated_by: orNull(Person, 'user'),
    resolved_by: ResolvedBy,
    resolved_date: optText,
    location: Location,
    source: orNull(NamedRefSchema, 'source'),
    type: orNull(NamedRefSchema, 'type'),
    category_a: orNull(NamedRefSchema, 'category'),
    category_b: orNull(NamedRefSchema, 'category'),
    category_c: orNull(NamedRefSchema, 'category'),
    status: Status,
    customer: orNull(CustomerObject, 'customer'),
    attachments: listOrEmpty(Attachment, 'attachment'),
    notes: listOrEmpty(Note, 'note'),
  }),
  v.transform((item): Case => item),
);

/** An absolute or relative page link; '' or anything else is none. */
const link = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null)),
  ),
  null,
);

const PageMeta = v.object({ current_page: optNum, from: optNum, to: optNum, total: optNum, per_page: optNum, last_page: optNum });

/**
 * A page of cases: a resource collection `{ data, meta{from, to, total}, links{prev, next} }`
 * (spec), a plain Laravel paginator (`from`, `to`, `total`, `prev_page_url`, `next_page_url` at the
 * top, `links` an array of page buttons), or a bare array (one page, no links).
 */
const CasePage = v.pipe(
  v.unknown(),
  v.transform(unwrapData),
  v.transform((value) => (Array.isArray(value) ? { data: value } : value === null || value === undefined || value === '' ? { data: [] } : value)),
  v.object({
    data: listSkipping(CaseObject, 'case'),
    meta: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (isPlainObject(value) ? value : {})),
        PageMeta,
      ),
      null,
    ),
    links: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (isPlainObject(value) ? value : {})),
        v.object({ prev: link, next: link }),
      ),
      null,
    ),
    current_page: optNum,
    from: optNum,
    to: optNum,
    total: optNum,
    per_page: optNum,
    prev_page_url: link,
    next_page_url: link,
  }),
  v.transform((page): Paginated<Case> => {
    const rows = page.data;
    const current = page.meta.current_page ?? page.current_page ?? 1;
    const perPage = page.meta.per_page ?? page.per_page ?? null;
    const total = page.meta.total ?? page.total ?? rows.length;
    // from/to are the spec's; when a server leaves them out they follow from the page and its size.
    const computedFrom = rows.length > 0 ? (current - 1) * (perPage ?? rows.length) + 1 : null;
    const from = page.meta.from ?? page.from ?? computedFrom;
    const to = page.meta.to ?? page.to ?? (from !== null && rows.length > 0 ? from + rows.length - 1 : null);
    const meta: Paginated<Case>['meta'] = { current_page: current, from, to, total };
    if (perPage !== null) meta.per_page = perPage;
    const last = page.meta.last_page;
    if (last !== null) meta.last_page = last;
    return { data: rows, meta, links: { prev: page.links.prev ?? page.prev_page_url, next: page.links.next ?? page.next_page_url } };
  }),
);

/** GET /api/case-management/cases, .../cases/search, .../cases-grouped/{id}: a page of cases. */
export const CasePageSchema = CasePage;

const Counted = v.object({ id: positiveId, name: text, cases: numOr(0) });

/** A grouped entry (002 §3: region{id, name, cases} with child locations); a flat region is read too. */
const GroupedEntry = v.pipe(
  v.unknown(),
  v.transform((value) => (isPlainObject(value) && !('region' in value) && 'id' in value ? { region: value, locations: value.locations } : value)),
  v.object({ region: Counted, locations: listOrEmpty(Counted, 'grouped location') }),
  v.transform((entry): GroupedRegion => ({ region: entry.region, locations: entry.locations })),
);

/** GET /api/case-management/cases-grouped: regions with their locations (a bare list or under `data`). */
export const GroupedCasesSchema = v.pipe(
  listSkipping(GroupedEntry, 'region'),
  v.transform((data) => ({ data })),
);

/** A case, flat or under `data`. */
export const CaseSchema = envelope(CaseObject);

/** The case in an answer that may carry it (PATCH .../{id}): the case, or null when the server sent something else. */
export const MaybeCaseSchema = v.pipe(v.unknown(), v.transform(unwrapData), orNull(CaseObject, 'case'));

/** The note in POST .../notes/store's answer, or null (the case is then loaded again). */
export const MaybeNoteSchema = v.pipe(v.unknown(), v.transform(unwrapData), orNull(Note, 'note'));

/** The stored attachments in POST .../attachments/store's answer (the case is loaded again anyway). */
export const StoredAttachmentsSchema = listOrEmpty(Attachment, 'attachment');

/** GET .../customer/{customerId}: the customer with their cases. */
export const CustomerSchema = envelope(CustomerObject);

/** PATCH .../customer/{customerId}: "the updated customer" (spec), or null when unreadable (then loaded again). */
export const MaybeCustomerSchema = v.pipe(v.unknown(), v.transform(unwrapData), orNull(CustomerObject, 'customer'));

/** An answer the portal reads nothing from (a message, or nothing): always null. */
export const AcknowledgementSchema = v.pipe(
  v.unknown(),
  v.transform((): null => null),
);

/** POST /api/case-management/cases/store: the body is "not shown" (000 §7); the new case's id is read when it is there. */
export const CreatedCaseSchema = v.pipe(
  v.unknown(),
  v.transform((raw): { id: number | null } => {
    const candidates = [
      raw,
      isPlainObject(raw) ? raw.data : null,
      isPlainObject(raw) && isPlainObject(raw.data) ? raw.data.case : null,
      isPlainObject(raw) ? raw.case : null,
    ];
    for (const candidate of candidates) {
      const read = v.safeParse(v.object({ id: positiveId }), candidate);
      if (read.success) return { id: read.output.id };
    }
    return { id: null };
  }),
);

// ------------------------------------------------------------------ dashboard, options

const Rank = v.object({ name: text, cases_count: numOr(0) });

/** GET /api/case-management (000 §3 "Case dashboard data"); a rank or trend list it cannot read is empty. */
export const CaseDashboardSchema = envelope(
  v.pipe(
    v.object({
      open: numOr(0),
      new: numOr(0),
      inprogress: numOr(0),
      overdue: numOr(0),
      open_today: numOr(0),
      closed_today: numOr(0),
      avg_resolution_mins: numOr(0),
      company_avg_resolution_mins: numOr(0),
      trend_data: listOrEmpty(v.object({ label: text, opened: numOr(0), resolved: numOr(0) }), 'trend entry'),
      type_rank_data: listOrEmpty(Rank, 'rank entry'),
      source_rank_data: listOrEmpty(Rank, 'rank entry'),
      status_rank_data: listOrEmpty(Rank, 'rank entry'),
      category_rank_data: listOrEmpty(Rank, 'rank entry'),
    }),
    v.transform((data): CaseDashboardData => data),
  ),
);

const namedList = (what: string) => listOrEmpty(NamedRefSchema, what);
const statusList = listOrEmpty(Status, 'status');

/** GET /api/case-management/cases/create (path assumed; 000 §3 "Create-case details response"). */
export const CreateCaseDetailsSchema = envelope(
  v.pipe(
    v.object({
      locations: namedList('location'),
      sources: namedList('source'),
      types: namedList('type'),
      categories: namedList('category'),
      statuses: statusList,
      emails: namedList('distribution list'),
      customer_labels: orNull(v.object({ extra_a_label: textOr(), extra_b_label: textOr() }), 'customer labels'),
    }),
    v.transform((data): CreateCaseDetails => ({ ...data, customer_labels: data.customer_labels ?? { extra_a_label: '', extra_b_label: '' } })),
  ),
);

/** GET .../{id}/edit (002 §3 "Case edit options"). */
export const CaseEditOptionsSchema = envelope(
  v.pipe(
    v.object({
      locations: namedList('location'),
      sources: namedList('source'),
      types: namedList('type'),
      categories: namedList('category'),
      statuses: statusList,
      emails: namedList('distribution list'),
      has_multiple_categories: boolOr(false),
    }),
    v.transform((data): CaseEditOptions => data),
  ),
);

/** GET .../{id}/emails/create (002 §3 "Reply details"). */
export const ReplyDetailsSchema = envelope(
  v.pipe(
    v.object({ customer_email: textOr(), from_address: textOr(), email_subject: textOr(), email_body: textOr() }),
    v.transform((data): ReplyDetails => data),
  ),
);

const NODE_ID = /^(md|od|rbm|bdm|loc)\d+$/;

/** The saved default filters (002 §3: regions, locationId, sourceId, typeId, statusId, categoryId). */
const SavedFilters = v.pipe(
  v.object({
    regions: listOrEmpty(v.pipe(text, v.regex(NODE_ID)), 'region'),
    locationId: v.nullish(
      v.union([
        num,
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
      null,
    ),
    sourceId: v.nullish(
      v.union([
        num,
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
      null,
    ),
    typeId: v.nullish(
      v.union([
        num,
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
      null,
    ),
    statusId: v.nullish(
      v.union([
        num,
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
      null,
    ),
    categoryId: v.nullish(
      v.union([
        num,
        v.pipe(
          v.literal(''),
          v.transform(() => null),
        ),
      ]),
      null,
    ),
  }),
  v.transform((saved): SavedCaseFilters => {
    const out: SavedCaseFilters = {};
    if (saved.regions.length > 0) out.regions = saved.regions;
    for (const key of ['locationId', 'sourceId', 'typeId', 'statusId', 'categoryId'] as const) {
      const value = saved[key];
      if (value !== null) out[key] = value;
    }
    return out;
  }),
);

/** The key names a server may give the saved default filters (the spec names the content, not the key). */
const DEFAULT_FILTER_KEYS = ['default_filters', 'defaultFilters', 'default', 'saved_filters', 'savedFilters'] as const;

/** The locations of the regions hierarchy: its `loc` leaves (under `locs`), sorted by name, once each. */
export function locationsOfRegions(regions: unknown): NamedRef[] {
  const found = new Map<number, string>();
  const visit = (node: unknown, isLocation: boolean) => {
    if (!isPlainObject(node)) return;
    if (isLocation) {
      const read = v.safeParse(NamedRefSchema, node);
      if (read.success && read.output.name !== '') found.set(read.output.id, read.output.name);
      return;
    }
    for (const key of ['mds', 'ods', 'rbms', 'bdms', 'locs'] as const) {
      const children = node[key];
      if (Array.isArray(children)) children.forEach((child) => visit(child, key === 'locs'));
    }
  };
  const { nodes, level } = topOfRegions(regions);
  nodes.forEach((node) => visit(node, level === 'loc'));
  return [...found.entries()]
    .map(([key, name]) => ({ id: key, name }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
}

/**
 * GET /api/case-management/cases/filters (002 §3 "Filter options": regions, sources, types,
 * statuses, categories; §7: with the default filters). `locations` is assumed: without it the
 * Location filter lists the hierarchy's locations.
 */
export const CaseFilterOptionsSchema = envelope(
  v.pipe(
    v.object({
      regions: v.optional(
        v.pipe(
          v.unknown(),
          v.transform((value): CaseFilterOptions['regions'] => (Array.isArray(value) || isPlainObject(value) ? (value as RegionNode[]) : [])),
        ),
        null,
      ),
      locations: v.optional(v.unknown()),
      sources: namedList('source'),
      types: namedList('type'),
      statuses: statusList,
      categories: namedList('category'),
      ...Object.fromEntries(DEFAULT_FILTER_KEYS.map((key) => [key, v.optional(v.unknown())])),
    }),
    v.transform((data): CaseFilterOptions => {
      const listed = data.locations === undefined || data.locations === null ? [] : v.parse(namedList('location'), data.locations);
      const rawDefaults = DEFAULT_FILTER_KEYS.map((key) => (data as Record<string, unknown>)[key]).find((value) => value !== undefined && value !== null);
      const saved = rawDefaults === undefined ? null : v.safeParse(SavedFilters, rawDefaults);
      return {
        regions: data.regions,
        locations: listed.length > 0 ? listed : locationsOfRegions(data.regions),
        sources: data.sources,
        types: data.types,
        statuses: data.statuses,
        categories: data.categories,
        default_filters: saved?.success ? saved.output : null,
      };
    }),
  ),
);
