import * as v from 'valibot';
import { createdId, envelope, ignoredAnswer, isPlainObject, listOrEmpty, listSkipping, numOr, optNum, orNull, text, textOr, unwrapData } from '@/api/schema';
import { topOfRegions } from '@/lib/regions';
import { CaseObject, caseFormLists, NamedRefSchema, positiveId } from './caseRecordSchemas';
import type { Case, CaseDashboardData, CaseFilterOptions, CreateCaseDetails, GroupedRegion, NamedRef, Paginated, RegionNode, SavedCaseFilters } from './types';

/*
 * Decoders of the case list's answers (documents 000 §3 and §7, 002 §3 and §7): pages of cases, the
 * grouped counts, the dashboard, the create-case details and the filter options. Every answer passes
 * through one of these (RTK Query's `rawResponseSchema`), flat or under `data`; a paginator is read
 * flat or as a resource collection. The case itself is read by ./caseRecordSchemas.ts.
 */

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

/** An answer the portal reads nothing from (a message, or nothing): always null. */
export const AcknowledgementSchema = ignoredAnswer;

/** POST /api/case-management/cases/store: the body is "not shown" (000 §7); the new case's id is read when it is there. */
export const CreatedCaseSchema = createdId(positiveId, 'case');

// ------------------------------------------------------------------ dashboard, options

const rankList = listOrEmpty(v.object({ name: text, cases_count: numOr(0) }), 'rank entry');

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
      type_rank_data: rankList,
      source_rank_data: rankList,
      status_rank_data: rankList,
      category_rank_data: rankList,
    }),
    v.transform((data): CaseDashboardData => data),
  ),
);

/** GET /api/case-management/cases/create (path assumed; 000 §3 "Create-case details response"). */
export const CreateCaseDetailsSchema = envelope(
  v.pipe(
    v.object({
      ...caseFormLists,
      customer_labels: orNull(v.object({ extra_a_label: textOr(), extra_b_label: textOr() }), 'customer labels'),
    }),
    v.transform((data): CreateCaseDetails => ({ ...data, customer_labels: data.customer_labels ?? { extra_a_label: '', extra_b_label: '' } })),
  ),
);

const NODE_ID = /^(md|od|rbm|bdm|loc)\d+$/;

/** The saved default filters (002 §3: regions, locationId, sourceId, typeId, statusId, categoryId). */
const SavedFilters = v.pipe(
  v.object({
    regions: listOrEmpty(v.pipe(text, v.regex(NODE_ID)), 'region'),
    locationId: optNum,
    sourceId: optNum,
    typeId: optNum,
    statusId: optNum,
    categoryId: optNum,
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
      sources: caseFormLists.sources,
      types: caseFormLists.types,
      statuses: caseFormLists.statuses,
      categories: caseFormLists.categories,
      ...Object.fromEntries(DEFAULT_FILTER_KEYS.map((key) => [key, v.optional(v.unknown())])),
    }),
    v.transform((data): CaseFilterOptions => {
      const listed = data.locations === undefined || data.locations === null ? [] : v.parse(caseFormLists.locations, data.locations);
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
