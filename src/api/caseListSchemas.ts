import * as v from 'valibot';
import type { Case, CaseDashboardData, Paginated } from '@/lib/caseTypes';
import { CaseObject } from './caseRecordSchemas';
import { envelope, isPlainObject, listOrEmpty, listSkipping, numOr, optNum, text, unwrapData } from './schema';
import { assumed, otherForm } from './decoderMarks';

/*
 * The decoders of the case answers that case management and Today both read (documents 000 §3,
 * 002 §3 and §7): a page of cases (the case list, the customer search, a grouped location) and the
 * case dashboard. Flat or under `data`; a paginator is read flat or as a resource collection.
 */

/** An absolute or relative page link; '' or anything else is none. */
const link = v.nullish(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : null)),
  ),
  null,
);

const PageMeta = v.object({
  current_page: assumed(optNum, { fallback: 'page 1 (the rows shown come from `from` and `to`)', userSees: 'nothing', impact: 'low' }),
  from: optNum,
  to: optNum,
  total: optNum,
  per_page: assumed(optNum, { fallback: "the page's row count", userSees: 'nothing', impact: 'low' }),
  last_page: assumed(optNum, { fallback: 'computed from `from`, `to` and `total`', userSees: 'nothing', impact: 'low' }),
});

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
    // A plain Laravel paginator's form of the same (read only when the answer comes so).
    current_page: otherForm(optNum),
    from: otherForm(optNum),
    to: otherForm(optNum),
    total: otherForm(optNum),
    per_page: otherForm(optNum),
    prev_page_url: otherForm(link),
    next_page_url: otherForm(link),
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
