import { parseIsoDay } from '@/lib/format';

/** The tabs of the Queries page, in order (002 §2). */
export const QUERY_TABS = ['create', 'open', 'referred', 'resolved'] as const;
export type QueryTab = (typeof QUERY_TABS)[number];

/** The page's view as the URL holds it (house rule 12). */
export interface QueriesView {
  tab: QueryTab;
  q: string;
  page: number;
  from: string | null;
  to: string | null;
  query: number | null;
}

/**
 * Reads the view from the search parameters and corrects what is invalid: an unknown or
 * unpermitted tab falls back to the first permitted one; bad pages to 1; future, reversed or
 * half date ranges are dropped; a query id that is not a number is dropped (`badQuery` says so).
 * `search` is the corrected parameter set (other parameters, e.g. the job report's, kept).
 */
export function readQueriesView(
  params: URLSearchParams,
  permitted: readonly QueryTab[],
  today: Date,
): { view: QueriesView; search: URLSearchParams; changed: boolean; badQuery: boolean } {
  const search = new URLSearchParams(params);
  const rawTab = params.get('tab');
  const tab = permitted.includes(rawTab as QueryTab) ? (rawTab as QueryTab) : (permitted[0] ?? 'create');
  if (rawTab !== null && rawTab !== tab) search.set('tab', tab);

  const q = params.get('q') ?? '';
  if (params.has('q') && q === '') search.delete('q');

  const rawPage = params.get('page');
  let page = 1;
  if (rawPage !== null) {
    if (/^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    if (page === 1) search.delete('page');
    else search.set('page', String(page));
  }

  let from: string | null = null;
  let to: string | null = null;
  const start = parseIsoDay(params.get('from'));
  const end = parseIsoDay(params.get('to'));
  const latest = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (start && end && start.getTime() <= end.getTime() && end.getTime() <= latest.getTime() && tab === 'resolved') {
    from = params.get('from');
    to = params.get('to');
  } else {
    search.delete('from');
    search.delete('to');
  }

  const rawQuery = params.get('query');
  let query: number | null = null;
  let badQuery = false;
  if (rawQuery !== null) {
    if (/^\d{1,9}$/.test(rawQuery) && Number(rawQuery) > 0) query = Number(rawQuery);
    else {
      badQuery = true;
      search.delete('query');
    }
  }
  if (tab === 'create' && query !== null) {
    // The create tab has no query detail.
    query = null;
    search.delete('query');
  }
  return { view: { tab, q, page, from, to, query }, search, changed: search.toString() !== params.toString(), badQuery };
}

/** The parameters of a view change, keeping every other parameter (the job report's job/survey). */
export function withView(params: URLSearchParams, changes: Partial<Record<keyof QueriesView, string | number | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
