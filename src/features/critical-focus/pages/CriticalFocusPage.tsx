import { PageSpinner } from '@/components/PageSpinner';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DateRangePicker } from '@/components/DateRangePicker';
import { Pager } from '@/components/Pager';
import { ShortcutsDialog, type Shortcut } from '@/components/ShortcutsDialog';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { OVERDUE_HOUR_OPTIONS } from '@/lib/alertAge';
import { formatListDate } from '@/lib/format';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { asApiError } from '@/api/errors';
import { useGetOpenCriticalFocusQuery, useGetResolvedCriticalFocusQuery } from '../criticalFocusApi';
import { criticalFocusItemOpened, selectReturnFocusId } from '../criticalFocusSlice';
import { CfList, rowDomId } from '../components/CfList';
import { ItemDetail } from '../components/ItemDetail';
import { useMinuteClock, useOverdueHours } from '../hooks';
import { triageCommand } from '../keyboard';
import { CF_PAGE_SIZE, CF_STATUS_NEW } from '../types';
import { clampPage, filterItems, itemsOfTab, pageCountOf, parseView, resolvedRange, viewSearch, type CfAccess, type CfTab, type CfView } from '../viewState';
import '../criticalFocus.scss';

const SEARCH_DEBOUNCE_MS = 300;
const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['↓', 'j'], text: 'Move to the next item (crosses to the next page)' },
  { keys: ['↑', 'k'], text: 'Move to the previous item' },
  { keys: ['Enter'], text: 'Open the focused item' },
  { keys: ['Esc'], text: 'Close the item and go back to the list' },
  { keys: ['/'], text: 'Search' },
  { keys: ['?'], text: 'Show these shortcuts' },
];

function Loading({ text }: { text: string }) {
  return <PageSpinner label={text} className="d-flex justify-content-center p-4" />;
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <span className="me-auto">The critical focus could not be loaded. {asApiError(error).message}</span>
      <button type="button" className="btn btn-sm btn-outline-danger cf-tap" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Critical Focus (/critical-focus, document 002 §2): New, All Open and Resolved lists, the item detail. */
export default function CriticalFocusPage() {
  const session = useAppSelector(selectSession);
  const location = useLocation();
  const access: CfAccess = { open: can(session, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS), resolved: can(session, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS) };
  const view = parseView(new URLSearchParams(location.search), access, new Date());
  usePageReady(!view);
  if (!view) {
    return (
      <div className="container-fluid py-3">
        <h1 className="h3">Critical Focus</h1>
        <div className="alert alert-danger" role="alert">
          Error with permissions
        </div>
      </div>
    );
  }
  return <CriticalFocusView view={view} access={access} canViewDetails={can(session, P.CRITICAL_FOCUS_VIEW_DETAILS)} />;
}

/** What a pasted item address shows to a user without 'critical focus - view details'. */
const NO_DETAILS_PERMISSION_TEXT = 'You do not have permission to view this critical focus.';

function NoDetailsPermission({ onBack }: { onBack: () => void }) {
  return (
    <section aria-label="Critical focus detail" className="card">
      <div className="card-body">
        <div className="alert alert-danger" role="alert">
          {NO_DETAILS_PERMISSION_TEXT}
        </div>
        <button type="button" className="btn btn-outline-dark cf-tap" onClick={onBack}>
          Back to list
        </button>
      </div>
    </section>
  );
}

function CriticalFocusView({ view, access, canViewDetails }: { view: CfView; access: CfAccess; canViewDetails: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const large = useMediaQuery(LARGE_SCREEN);
  const now = useMinuteClock();
  const [hours, setHours] = useOverdueHours();
  const returnFocusId = useAppSelector(selectReturnFocusId);
  const [focusId, setFocusId] = useState<number | null>(returnFocusId);
  const [typed, setTyped] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const previousItem = useRef<number | null>(view.item);
  const previousTab = useRef<CfTab>(view.tab);

  const currentSearch = location.search;
  const go = useCallback(
    (patch: Partial<CfView>, mode: 'push' | 'replace', state?: unknown) => {
      const search = viewSearch({ ...view, ...patch }, new URLSearchParams(currentSearch), access);
      navigate({ pathname: location.pathname, search }, { replace: mode === 'replace', state });
    },
    // access is recomputed each render from the session; its two flags are what matter
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.tab, view.q, view.page, view.from, view.to, view.item, access.open, access.resolved, currentSearch, location.pathname, navigate],
  );

  // An invalid or non-canonical address is corrected in place (no extra history entry).
  const canonical = viewSearch(view, new URLSearchParams(location.search), access);
  useEffect(() => {
    if (canonical !== location.search) navigate({ pathname: location.pathname, search: canonical }, { replace: true, state: location.state });
  }, [canonical, location.search, location.pathname, location.state, navigate]);

  const openQuery = useGetOpenCriticalFocusQuery(undefined, { skip: !access.open, refetchOnMountOrArgChange: 10 });
  const range = resolvedRange(view, now);
  const resolvedQuery = useGetResolvedCriticalFocusQuery(range, { skip: !access.resolved || view.tab !== 'resolved', refetchOnMountOrArgChange: 10 });
  const onResolved = view.tab === 'resolved';
  const listQuery = onResolved ? resolvedQuery : openQuery;
  const openItems = openQuery.currentData;
  const resolvedItems = resolvedQuery.currentData;
  const tabItems = useMemo(() => (onResolved ? resolvedItems : openItems && itemsOfTab(openItems, view.tab)), [onResolved, resolvedItems, openItems, view.tab]);

  const q = typed ?? view.q;
  const matched = useMemo(() => (tabItems ? filterItems(tabItems, q) : undefined), [tabItems, q]);
  const pageCount = pageCountOf(matched?.length ?? 0);
  const page = typed !== null ? 1 : matched ? clampPage(view.page, matched.length) : view.page;
  const rows = useMemo(() => (matched ? (onResolved ? matched : matched.slice((page - 1) * CF_PAGE_SIZE, page * CF_PAGE_SIZE)) : []), [matched, onResolved, page]);
  usePageReady(view.item !== null || tabItems !== undefined || listQuery.isError);

  // A page past the end falls back to the first page, the address corrected.
  useEffect(() => {
    if (matched && typed === null && page !== view.page) go({ page }, 'replace');
  }, [matched, typed, page, view.page, go]);

  // Typing filters at once; the address follows 300 ms after the last key (replacing, not pushing).
  // The typed text gives way to the address only once the page renders the address carrying it: the
  // router renders a navigation in a transition, and letting go earlier would show the old search
  // (an empty box, the old page) for a moment, or send the old view back to the address.
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
    if (typed === null || sentSearch.current !== typed || view.q !== typed) return;
    sentSearch.current = null;
    setTyped(null);
  }, [typed, view.q]);

  // Switching tab scrolls to the top.
  useEffect(() => {
    if (previousTab.current !== view.tab) window.scrollTo(0, 0);
    previousTab.current = view.tab;
  }, [view.tab]);

  // The open item is remembered, so coming back to the list focuses its row.
  useEffect(() => {
    if (view.item !== null) dispatch(criticalFocusItemOpened(view.item));
  }, [view.item, dispatch]);
  useEffect(() => {
    if (previousItem.current !== null && view.item === null && returnFocusId !== null) {
      document.getElementById(rowDomId(returnFocusId))?.focus();
    }
    previousItem.current = view.item;
  }, [view.item, returnFocusId]);

  // After keyboard triage crossed a page, focus lands on its first or last row.
  useEffect(() => {
    if (!pendingFocus.current || rows.length === 0) return;
    const target = pendingFocus.current === 'first' ? rows[0] : rows[rows.length - 1];
    pendingFocus.current = null;
    if (target) document.getElementById(rowDomId(target.id))?.focus();
  }, [rows]);

  const openItem = useCallback((id: number) => go({ item: id }, 'push', { fromList: true }), [go]);
  const backToList = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else go({ item: null }, 'push');
  }, [location.state, navigate, go]);

  // Keyboard triage (↓/j, ↑/k, Esc, '/', '?'), ignored while typing and with Ctrl/Alt/Meta.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (helpOpen) return;
      const command = triageCommand(event);
      if (!command) return;
      if (command === 'help') {
        event.preventDefault();
        setHelpOpen(true);
        return;
      }
      if (view.item !== null) {
        if (command === 'close') {
          event.preventDefault();
          backToList();
        }
        return;
      }
      if (command === 'search') {
        event.preventDefault();
        searchInput.current?.focus();
        return;
      }
      if (command === 'close' || rows.length === 0) return;
      event.preventDefault();
      const active = document.activeElement?.id ?? '';
      const index = rows.findIndex((row) => rowDomId(row.id) === active);
      const step = command === 'next' ? 1 : -1;
      if (index === -1) {
        document.getElementById(rowDomId((rows.find((row) => row.id === focusId) ?? rows[0])?.id ?? 0))?.focus();
        return;
      }
      const next = index + step;
      if (next >= 0 && next < rows.length) {
        document.getElementById(rowDomId(rows[next]?.id ?? 0))?.focus();
      } else if (!onResolved && next >= rows.length && page < pageCount) {
        pendingFocus.current = 'first';
        go({ page: page + 1 }, 'replace');
      } else if (!onResolved && next < 0 && page > 1) {
        pendingFocus.current = 'last';
        go({ page: page - 1 }, 'replace');
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [helpOpen, view.item, rows, focusId, page, pageCount, onResolved, go, backToList]);

  const tabLink = (tab: CfTab) => viewSearch({ tab, q: '', page: 1, from: null, to: null, item: null }, new URLSearchParams(location.search), access) || '?';
  const newCount = openItems?.filter((item) => item.status_id === CF_STATUS_NEW).length;
  const tabs: Array<{ tab: CfTab; label: string }> = [];
  if (access.open) tabs.push({ tab: 'new', label: newCount === undefined ? 'New' : `New (${newCount})` }, { tab: 'open', label: openItems ? `All Open (${openItems.length})` : 'All Open' });
  if (access.resolved) tabs.push({ tab: 'resolved', label: 'Resolved' });

  const kind = view.tab === 'new' ? 'new' : 'open';
  const rangeText = view.from && view.to ? `from ${formatListDate(view.from)} to ${formatListDate(view.to)}` : 'from the last 30 days';

  let list;
  if (listQuery.isError && !tabItems) list = <LoadFailed error={listQuery.error} onRetry={() => void listQuery.refetch()} />;
  else if (!tabItems) list = <Loading text="Loading critical focus…" />;
  else if (tabItems.length === 0) {
    list = <p className="cf-empty">{onResolved ? `You do not currently have any resolved critical focus ${rangeText}.` : `You do not currently have any ${kind} critical focus.`}</p>;
  } else if (rows.length === 0) {
    list = <p className="cf-empty">{`There are no matching ${onResolved ? 'resolved' : kind} critical focus for the entered search terms.`}</p>;
  } else {
    list = (
      <CfList
        caption={onResolved ? 'Resolved Critical Focus' : view.tab === 'new' ? 'New Critical Focus' : 'All Open Critical Focus'}
        items={rows}
        resolved={onResolved}
        now={now}
        thresholdHours={hours}
        focusId={focusId}
        onFocusRow={setFocusId}
        onOpen={canViewDetails ? openItem : null}
      />
    );
  }

  const searchLabel = onResolved ? 'Search for query' : 'Search for critical focus';
  return (
    <div className="container-fluid py-3 cf-page">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Critical Focus</h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {access.open ? (
            <div className="d-flex align-items-center gap-2">
              <label htmlFor="cf-overdue" className="form-label mb-0 small text-nowrap">
                Overdue after
              </label>
              <select id="cf-overdue" className="form-select form-select-sm cf-tap w-auto" value={hours} onChange={(event) => setHours(Number(event.target.value))}>
                {OVERDUE_HOUR_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option} hours
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <button type="button" className="btn btn-sm btn-outline-dark d-none d-lg-inline-block" onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
            Keyboard shortcuts
          </button>
        </div>
      </div>

      <nav aria-label="Critical focus lists" className="mb-3">
        <ul className="nav nav-tabs flex-nowrap cf-tabs">
          {tabs.map(({ tab, label }) => (
            <li key={tab} className="nav-item">
              <Link
                className={`nav-link cf-tap ${view.tab === tab ? 'active' : ''}`.trim()}
                aria-current={view.tab === tab ? 'page' : undefined}
                to={{ pathname: location.pathname, search: tabLink(tab) }}
                onClick={() => {
                  sentSearch.current = null;
                  setTyped(null);
                }}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {view.item !== null ? (
        canViewDetails ? (
          <ItemDetail id={view.item} now={now} thresholdHours={hours} onBack={backToList} />
        ) : (
          <NoDetailsPermission onBack={backToList} />
        )
      ) : (
        <section aria-labelledby="cf-list-title">
          {onResolved ? (
            <>
              <h2 id="cf-list-title" className="visually-hidden">
                Resolved Critical Focus
              </h2>
              <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
                <div className="cf-range">
                  <DateRangePicker
                    label="Search date range"
                    placeholder="Select dates"
                    maxDate={now}
                    value={view.from && view.to ? { start: view.from, end: view.to } : null}
                    onChange={(value) => go({ from: value?.start ?? null, to: value?.end ?? null }, 'push')}
                  />
                </div>
                <button type="button" className="btn btn-sm btn-outline-dark cf-tap" disabled={!(view.from && view.to)} onClick={() => go({ from: null, to: null }, 'push')}>
                  Reset dates
                </button>
              </div>
              <p>{`Below are your resolved critical focus ${rangeText}.`}</p>
            </>
          ) : (
            <h2 id="cf-list-title" className="h5">
              {view.tab === 'new' ? 'New Critical Focus' : 'All Open Critical Focus'}
            </h2>
          )}
          <div className="mb-3 cf-search">
            <label htmlFor="cf-search" className="visually-hidden">
              {searchLabel}
            </label>
            <input
              id="cf-search"
              maxLength={TEXT_LIMITS.search}
              ref={searchInput}
              type="search"
              className="form-control cf-tap"
              placeholder={searchLabel}
              value={q}
              aria-keyshortcuts="/"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {listQuery.isError && tabItems ? <LoadFailed error={listQuery.error} onRetry={() => void listQuery.refetch()} /> : null}
          {list}
          {!onResolved && matched && pageCount > 1 ? (
            <div className="mt-3 d-flex justify-content-center">
              <Pager label="Critical focus pages" page={page} pageCount={pageCount} onPage={(next) => go({ page: next }, 'push')} boundaryLinks size={large ? 'sm' : 'lg'} />
            </div>
          ) : null}
        </section>
      )}
      <ShortcutsDialog show={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={SHORTCUTS} note="Shortcuts do nothing while you type in a field." />
    </div>
  );
}
