import { startOfDay, subDays } from 'date-fns';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DateRangePicker, type DateRangeValue } from '@/components/DateRangePicker';
import { ShortcutsDialog, type Shortcut } from '@/components/ShortcutsDialog';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { formatListDate } from '@/lib/format';
import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/hooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { CreateQueryTab } from '../components/CreateQueryTab';
import { QueryDetailView } from '../components/QueryDetailView';
import { QueryList } from '../components/QueryList';
import { useGetOpenQueriesQuery, useGetQueryableJobsQuery, useGetResolvedQueriesQuery } from '../queriesApi';
import { pageCountOf, splitOpenQueries, matchesQuerySearch, windowsBySchemeName } from '../queryLists';
import { readQueriesView, withView, type QueryTab } from '../queryUrl';
import '../queries.scss';

const TAB_LABELS: Record<QueryTab, string> = { create: 'Create Query', open: 'Open Queries', referred: 'Referred Queries', resolved: 'Resolved Queries' };
const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j', '↓'], text: 'Next row (turns the page at the end)' },
  { keys: ['k', '↑'], text: 'Previous row (turns the page at the start)' },
  { keys: ['Home / End'], text: 'First / last row of the page' },
  { keys: ['Enter'], text: 'Open the row (Create Query: Query Questions)' },
  { keys: ['Escape'], text: 'Back to the list from a query' },
  { keys: ['/'], text: 'Search' },
  { keys: ['?'], text: 'This list of shortcuts' },
];

/** The Queries page (document 002 §2): tabs, lists, detail and the create flows; the view lives in the URL. */
export default function QueriesPage() {
  const session = useAppSelector(selectSession);
  const holder = session ? { permissions: session.permissions, roles: session.roles } : null;
  const permitted = useMemo(() => {
    const tabs: QueryTab[] = [];
    if (can(holder, P.QUERIES_CREATE_QUERY)) tabs.push('create');
    if (can(holder, P.QUERIES_VIEW_OPEN_QUERIES)) tabs.push('open', 'referred');
    if (can(holder, P.QUERIES_VIEW_RESOLVED_QUERIES)) tabs.push('resolved');
    return tabs;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.permissions]);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [today] = useState(() => startOfDay(new Date()));
  const [now] = useState(() => new Date());
  const { view, search, changed, badQuery } = readQueriesView(params, permitted, today);
  const [notice, setNotice] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const large = useMediaQuery(LARGE_SCREEN);

  const canOpen = permitted.includes('open');
  const openResult = useGetOpenQueriesQuery(undefined, { skip: !canOpen });
  const resolvedArgs = view.from && view.to ? { start_date: view.from, end_date: view.to } : {};
  const resolvedResult = useGetResolvedQueriesQuery(resolvedArgs, { skip: view.tab !== 'resolved' || !permitted.includes('resolved') });
  const split = useMemo(() => splitOpenQueries(openResult.data ?? []), [openResult.data]);
  // A query's window (an assumed field) otherwise comes from its scheme in GET /api/query (002 §3),
  // which only a user who may create queries can read; without either, no window chip shows.
  const needsWindows = useMemo(() => (openResult.data ?? []).some((row) => !row.is_resolved && row.query_window_length === null), [openResult.data]);
  const schemesResult = useGetQueryableJobsQuery(undefined, { skip: !permitted.includes('create') || !(needsWindows || view.tab === 'create') });
  const windows = useMemo(() => windowsBySchemeName(schemesResult.data?.schemes), [schemesResult.data]);
  usePageReady(true);

  // Invalid parameters are corrected in place (replace), keeping the others.
  const badQueryNotice = badQuery ? `'${params.get('query')}' is not a valid query id.` : null;
  if (badQueryNotice && notice !== badQueryNotice) setNotice(badQueryNotice);
  useEffect(() => {
    if (changed) setParams(search, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changed, badQuery, search.toString()]);

  // A page past the end of the list goes back to the last page (replace).
  const listRows = view.tab === 'open' ? split.open : view.tab === 'referred' ? split.referred : view.tab === 'resolved' ? resolvedResult.data : undefined;
  const listLoaded = view.tab === 'resolved' ? resolvedResult.isSuccess && !resolvedResult.isFetching : openResult.isSuccess;
  useEffect(() => {
    if (!listRows || !listLoaded || view.tab === 'create') return;
    const pages = pageCountOf(listRows.filter((row) => matchesQuerySearch(row, view.q)).length);
    if (view.page > pages) setParams(withView(params, { page: pages }), { replace: true });
  }, [listRows, listLoaded, view.page, view.q, view.tab, params, setParams]);

  const jobReportOpen = params.has('job') || params.has('survey');
  const triageEnabled = view.query === null && !jobReportOpen && !help;

  // Escape in the detail returns to the list (not under a dialog or the job report).
  useEffect(() => {
    if (view.query === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || jobReportOpen) return;
      if (document.querySelector('.modal.show, [role="dialog"]')) return;
      closeDetail();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (permitted.length === 0) {
    return (
      <div className="queries-page">
        <h1 className="h3">Queries</h1>
        <p className="text-danger">Error with permissions</p>
      </div>
    );
  }

  const pushView = (changes: Parameters<typeof withView>[1], state?: unknown) => setParams(withView(params, changes), { state });
  const replaceView = (changes: Parameters<typeof withView>[1]) => setParams(withView(params, changes), { replace: true });
  const changeTab = (tab: QueryTab) => {
    if (tab === view.tab && view.query === null) return;
    setNotice(null);
    setFocusId(null);
    pushView({ tab, q: null, page: null, from: null, to: null, query: null });
  };
  const openDetail = (id: number) => {
    setNotice(null);
    setFocusId(id);
    pushView({ tab: view.tab, query: id }, { queriesDetail: true });
  };
  function closeDetail() {
    if ((location.state as { queriesDetail?: boolean } | null)?.queriesDetail) void navigate(-1);
    else replaceView({ query: null });
  }
  const onSearch = (text: string) => replaceView({ q: text, page: null });
  const onPage = (page: number) => replaceView({ page });
  const count = (tab: QueryTab) => (tab === 'open' ? split.open.length : tab === 'referred' ? split.referred.length : null);
  const tabLabel = (tab: QueryTab) => {
    const n = count(tab);
    return n === null ? TAB_LABELS[tab] : `${TAB_LABELS[tab]} (${openResult.isSuccess ? n : '…'})`;
  };

  const range: DateRangeValue | null = view.from && view.to ? { start: view.from, end: view.to } : null;
  const resolvedEmpty = range
    ? `You do not currently have any resolved queries from ${formatListDate(range.start)} to ${formatListDate(range.end)}.`
    : 'You do not currently have any resolved queries from the last 30 days.';
  const listProps = {
    search: view.q,
    onSearch,
    page: view.page,
    onPage,
    onOpen: (row: { id: number }) => openDetail(row.id),
    onHelp: () => setHelp(true),
    focusId,
    triageEnabled,
    searchRef,
    now,
    windows,
  };

  return (
    <div className="queries-page">
      <h1 className="h3 mb-3">Queries</h1>
      {large ? (
        <div role="tablist" aria-label="Queries sections" className="nav nav-tabs mb-3">
          {permitted.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              id={`queries-tab-${tab}`}
              aria-selected={view.tab === tab}
              aria-controls="queries-panel"
              tabIndex={view.tab === tab ? 0 : -1}
              className={`nav-link${view.tab === tab ? ' active' : ''}`}
              onClick={() => changeTab(tab)}
              onKeyDown={(event) => {
                const index = permitted.indexOf(tab);
                const next = event.key === 'ArrowRight' ? permitted[(index + 1) % permitted.length] : event.key === 'ArrowLeft' ? permitted[(index - 1 + permitted.length) % permitted.length] : null;
                if (next) {
                  event.preventDefault();
                  changeTab(next);
                  document.getElementById(`queries-tab-${next}`)?.focus();
                }
              }}
            >
              {tabLabel(tab)}
            </button>
          ))}
        </div>
      ) : (
        <div className="mb-3">
          <label htmlFor="queries-tab-select" className="form-label">
            Queries section
          </label>
          <select id="queries-tab-select" className="form-select" value={view.tab} onChange={(event) => changeTab(event.target.value as QueryTab)}>
            {permitted.map((tab) => (
              <option key={tab} value={tab}>
                {tabLabel(tab)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div id="queries-panel" role={large ? 'tabpanel' : undefined} aria-labelledby={large ? `queries-tab-${view.tab}` : undefined}>
        {notice && (
          <Alert variant="warning" dismissible onClose={() => setNotice(null)} closeLabel="Dismiss">
            {notice}
          </Alert>
        )}
        {view.query !== null ? (
          <QueryDetailView
            key={view.query}
            id={view.query}
            now={now}
            windows={windows}
            canViewJobReport={can(holder, P.VIEW_JOB_REPORT)}
            canRespond={can(holder, P.QUERIES_UPDATE_REFERRED_QUERIES)}
            onBack={closeDetail}
            onFailed={(message) => {
              setNotice(message);
              replaceView({ query: null });
            }}
          />
        ) : view.tab === 'create' ? (
          <CreateQueryTab search={view.q} onSearch={onSearch} page={view.page} onPage={onPage} onHelp={() => setHelp(true)} triageEnabled={triageEnabled} searchRef={searchRef} />
        ) : view.tab === 'resolved' ? (
          <QueryList
            key="resolved"
            kind="resolved"
            caption="Resolved queries"
            rows={resolvedResult.currentData ?? []}
            loading={resolvedResult.isFetching}
            failed={resolvedResult.isError && !resolvedResult.currentData}
            error={resolvedResult.error}
            emptyText={resolvedEmpty}
            {...listProps}
          >
            <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
              <div className="query-range">
                <DateRangePicker
                  label="Search date range"
                  value={range}
                  maxDate={today}
                  onChange={(value) => replaceView({ from: value?.start ?? null, to: value?.end ?? null, page: null })}
                />
              </div>
              {range && (
                <Button variant="outline-secondary" className="query-action" onClick={() => replaceView({ from: null, to: null, page: null })}>
                  Reset dates
                </Button>
              )}
            </div>
            <p>
              {range
                ? `Below are your resolved queries from ${formatListDate(range.start)} to ${formatListDate(range.end)}.`
                : `Below are your resolved queries from the last 30 days (${formatListDate(subDays(today, 30))} to ${formatListDate(today)}).`}
            </p>
          </QueryList>
        ) : (
          <QueryList
            key={view.tab}
            kind={view.tab}
            caption={view.tab === 'open' ? 'Open queries' : 'Referred queries'}
            rows={view.tab === 'open' ? split.open : split.referred}
            loading={openResult.isLoading}
            failed={openResult.isError && !openResult.data}
            error={openResult.error}
            emptyText={view.tab === 'open' ? 'You do not currently have any open queries.' : 'You do not currently have any open referred queries.'}
            {...listProps}
          />
        )}
      </div>
      <ShortcutsDialog show={help} onClose={() => setHelp(false)} shortcuts={SHORTCUTS} note="Shortcuts do nothing while you type in a field or a dialog is open." />
    </div>
  );
}
