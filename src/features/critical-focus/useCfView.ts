import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGetOpenCriticalFocusQuery, useGetResolvedCriticalFocusQuery } from './criticalFocusApi';
import { CF_PAGE_SIZE } from './types';
import { clampPage, filterItems, itemsOfTab, pageCountOf, resolvedRange, viewSearch, type CfAccess, type CfView } from './viewState';

const SEARCH_DEBOUNCE_MS = 300;

/** How the address changes: a new history entry, or in place. */
export type NavigationMode = 'push' | 'replace';

/**
 * Moves the view in the address (house rule 12): `go` writes a change of the view, a
 * non-canonical address is corrected in place, and an item opens from the list and closes back to it.
 */
export function useCfNavigation(view: CfView, access: CfAccess) {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (patch: Partial<CfView>, mode: NavigationMode, state?: unknown) => {
      const search = viewSearch({ ...view, ...patch }, new URLSearchParams(location.search), access);
      void navigate({ pathname: location.pathname, search }, { replace: mode === 'replace', state });
    },
    [view, access, location.search, location.pathname, navigate],
  );

  // An invalid or non-canonical address is corrected in place (no extra history entry).
  const canonical = viewSearch(view, new URLSearchParams(location.search), access);
  useEffect(() => {
    if (canonical !== location.search) void navigate({ pathname: location.pathname, search: canonical }, { replace: true, state: location.state });
  }, [canonical, location.search, location.pathname, location.state, navigate]);

  const openItem = useCallback((id: number) => go({ item: id }, 'push', { fromList: true }), [go]);
  const backToList = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else go({ item: null }, 'push');
  }, [location.state, navigate, go]);
  return { go, openItem, backToList };
}

/**
 * The search box's text. Typing filters at once; the address follows 300 ms after the last key
 * (replacing, not pushing). The typed text gives way to the address only once the page renders the
 * address carrying it: the router renders a navigation in a transition, and letting go earlier would
 * show the old search (an empty box, the old page) for a moment, or send the old view back to the address.
 */
export function useCfSearch(viewQ: string, go: ReturnType<typeof useCfNavigation>['go']) {
  const [typed, setTyped] = useState<string | null>(null);
  const sentSearch = useRef<string | null>(null);
  useEffect(() => {
    if (typed === null) return undefined;
    const timer = window.setTimeout(() => {
      sentSearch.current = typed;
      go({ q: typed, page: 1 }, 'replace');
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, go]);
  useEffect(() => {
    if (typed === null || sentSearch.current !== typed || viewQ !== typed) return;
    sentSearch.current = null;
    // Only the text the address now carries gives way: a key typed since (queued before this
    // effect ran, as on a busy phone) stays in the box.
    const shown = typed;
    setTyped((current) => (current === shown ? null : current));
  }, [typed, viewQ]);
  /** Drops the typed text (a tab link was followed). */
  const forget = useCallback(() => {
    sentSearch.current = null;
    setTyped(null);
  }, []);
  return { q: typed ?? viewQ, typing: typed !== null, setTyped, forget };
}

/**
 * The rows the current tab shows: the open items (New, All Open) or the resolved ones of the
 * range, filtered by the search and cut into pages of 10 (the resolved list is one page).
 * A page past the end falls back to the first page, the address corrected.
 */
export function useCfRows(view: CfView, access: CfAccess, now: Date, search: { q: string; typing: boolean }, go: ReturnType<typeof useCfNavigation>['go']) {
  const onResolved = view.tab === 'resolved';
  const openQuery = useGetOpenCriticalFocusQuery(undefined, { skip: !access.open, refetchOnMountOrArgChange: 10 });
  const resolvedQuery = useGetResolvedCriticalFocusQuery(resolvedRange(view, now), { skip: !access.resolved || !onResolved, refetchOnMountOrArgChange: 10 });
  const listQuery = onResolved ? resolvedQuery : openQuery;
  const openItems = openQuery.currentData;
  const resolvedItems = resolvedQuery.currentData;
  const tabItems = useMemo(() => (onResolved ? resolvedItems : openItems && itemsOfTab(openItems, view.tab)), [onResolved, resolvedItems, openItems, view.tab]);

  const { q, typing } = search;
  const matched = useMemo(() => (tabItems ? filterItems(tabItems, q) : undefined), [tabItems, q]);
  const pageCount = pageCountOf(matched?.length ?? 0);
  const page = typing ? 1 : matched ? clampPage(view.page, matched.length) : view.page;
  const rows = useMemo(
    () => (matched ? (onResolved ? matched : matched.slice((page - 1) * CF_PAGE_SIZE, page * CF_PAGE_SIZE)) : []),
    [matched, onResolved, page],
  );

  useEffect(() => {
    if (matched && !typing && page !== view.page) go({ page }, 'replace');
  }, [matched, typing, page, view.page, go]);

  return { onResolved, listQuery, openItems, tabItems, matched, pageCount, page, rows };
}
