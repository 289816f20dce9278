import { startOfDay } from 'date-fns/startOfDay';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ShortcutsDialog, type Shortcut } from '@/components/ShortcutsDialog';
import { useDetailKeys } from '@/components/useListTriage';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { can, P } from '@/lib/permissions';
import { usePageReady } from '@/store/pageHooks';
import { CreateQueryTab } from '../components/CreateQueryTab';
import { QueriesTabs } from '../components/QueriesTabs';
import { QueryDetailView } from '../components/QueryDetailView';
import { QueryList } from '../components/QueryList';
import { ResolvedQueries } from '../components/ResolvedQueries';
import { useGetOpenQueriesQuery, useGetQueryableJobsQuery } from '../queriesApi';
import { splitOpenQueries, windowsBySchemeName } from '../queryLists';
import { readQueriesView, withView, type QueryTab } from '../queryUrl';
import { usePermittedQueryTabs } from '../usePermittedQueryTabs';
import { useTypedSearch } from '../useTypedSearch';
import queriesStyles from '../queries.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(queriesStyles);

const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j', '↓'], text: 'Next row (turns the page at the end)' },
  { keys: ['k', '↑'], text: 'Previous row (turns the page at the start)' },
  { keys: ['Home / End'], text: 'First / last row of the page' },
  { keys: ['Enter'], text: 'Open the row (Create Query: Query Questions)' },
  { keys: ['Escape'], text: 'Back to the list from a query' },
  { keys: ['/'], text: 'Search' },
  { keys: ['?'], text: 'This list of shortcuts' },
];

type ViewChanges = Parameters<typeof withView>[1];

/**
 * The view in the address: read (invalid parameters corrected in place, keeping the others) and
 * changed by push or replace. The search box's text is the page's own (useTypedSearch), and every
 * write carries it: a write made while the address still lags behind the box never takes back what
 * was typed; a write that sets the search sets the box too.
 */
function useQueriesUrl(permitted: readonly QueryTab[], today: Date) {
  const [params, setParams] = useSearchParams();
  const { view, search, changed, badQuery } = readQueriesView(params, permitted, today);
  const corrected = search.toString();
  const writeSearch = useCallback((text: string) => setParams(withView(params, { q: text, page: null }), { replace: true }), [params, setParams]);
  const { text, type } = useTypedSearch(view.q, writeSearch, view.tab);
  useEffect(() => {
    if (changed) setParams(withView(new URLSearchParams(corrected), { q: text }), { replace: true });
  }, [changed, corrected, setParams, text]);
  const write = useCallback(
    (changes: ViewChanges, options: { replace?: boolean; state?: unknown }) => {
      if ('q' in changes) type(String(changes.q ?? ''));
      setParams(withView(params, { q: text, ...changes }), options);
    },
    [params, setParams, text, type],
  );
  const pushView = (changes: ViewChanges, state?: unknown) => write(changes, { state });
  const replaceView = useCallback((changes: ViewChanges) => write(changes, { replace: true }), [write]);
  const badQueryNotice = badQuery ? `'${params.get('query')}' is not a valid query id.` : null;
  // Until the address has the typed search, the lists show their first page (as they will then).
  const searchView = { search: text, onSearch: type, page: text === view.q ? view.page : 1 };
  return { view, searchView, pushView, replaceView, badQueryNotice, jobReportOpen: params.has('job') || params.has('survey') };
}

/** The Queries page (document 002 §2): tabs, lists, detail and the create flows; the view lives in the URL. */
export default function QueriesPage() {
  const { permitted, holder } = usePermittedQueryTabs();
  const navigate = useNavigate();
  const location = useLocation();
  const [today] = useState(() => startOfDay(new Date()));
  const [now] = useState(() => new Date());
  const { view, searchView, pushView, replaceView, badQueryNotice, jobReportOpen } = useQueriesUrl(permitted, today);
  const [notice, setNotice] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const [focusId, setFocusId] = useState<number | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const large = useMediaQuery(LARGE_SCREEN);

  const openResult = useGetOpenQueriesQuery(undefined, { skip: !permitted.includes('open') });
  const split = useMemo(() => splitOpenQueries(openResult.data ?? []), [openResult.data]);
  // A query's window (an assumed field) otherwise comes from its scheme in GET /api/query (002 §3),
  // which only a user who may create queries can read; without either, no window chip shows.
  const needsWindows = useMemo(() => (openResult.data ?? []).some((row) => !row.is_resolved && row.query_window_length === null), [openResult.data]);
  const schemesResult = useGetQueryableJobsQuery(undefined, { skip: !permitted.includes('create') || !(needsWindows || view.tab === 'create') });
  const windows = useMemo(() => windowsBySchemeName(schemesResult.data?.schemes), [schemesResult.data]);
  usePageReady(true);

  if (badQueryNotice && notice !== badQueryNotice) setNotice(badQueryNotice);

  const closeDetail = () => {
    if ((location.state as { queriesDetail?: boolean } | null)?.queriesDetail) void navigate(-1);
    else replaceView({ query: null });
  };
  // Escape in the detail returns to the list (not under a dialog or the job report).
  useDetailKeys({ enabled: view.query !== null && !jobReportOpen && !help, onBack: closeDetail, onHelp: () => setHelp(true) });
  const onPage = useCallback((page: number) => replaceView({ page }), [replaceView]);

  if (permitted.length === 0) {
    return (
      <div className="queries-page">
        <h1 className="h3">Queries</h1>
        <p className="text-danger">Error with permissions</p>
      </div>
    );
  }

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
  const tabCount = (tab: QueryTab) => {
    if (tab !== 'open' && tab !== 'referred') return null;
    return openResult.isSuccess ? split[tab].length : undefined;
  };
  const triageEnabled = view.query === null && !jobReportOpen && !help;
  const listProps = {
    ...searchView,
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
      <QueriesTabs tabs={permitted} current={view.tab} count={tabCount} onChange={changeTab} large={large} />
      <div id="queries-panel" role={large ? 'tabpanel' : undefined} aria-labelledby={large ? `queries-tab-${view.tab}` : undefined}>
        {notice && (
          <div className="alert alert-warning alert-dismissible" role="alert">
            <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setNotice(null)} />
            {notice}
          </div>
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
          <CreateQueryTab {...searchView} onPage={onPage} onHelp={() => setHelp(true)} triageEnabled={triageEnabled} searchRef={searchRef} />
        ) : view.tab === 'resolved' ? (
          <ResolvedQueries
            range={view.from && view.to ? { start: view.from, end: view.to } : null}
            onRange={(value) => replaceView({ from: value?.start ?? null, to: value?.end ?? null, page: null })}
            today={today}
            allowed={permitted.includes('resolved')}
            {...listProps}
          />
        ) : (
          <QueryList
            key={view.tab}
            kind={view.tab}
            caption={view.tab === 'open' ? 'Open queries' : 'Referred queries'}
            rows={view.tab === 'open' ? split.open : split.referred}
            loading={openResult.isLoading}
            settled={openResult.isSuccess}
            failed={openResult.isError && !openResult.data}
            error={openResult.error}
            emptyText={view.tab === 'open' ? 'You do not currently have any open queries.' : 'You do not currently have any open referred queries.'}
            {...listProps}
          />
        )}
      </div>
      <ShortcutsDialog
        show={help}
        onClose={() => setHelp(false)}
        shortcuts={SHORTCUTS}
        note="Shortcuts do nothing while you type in a field or a dialog is open."
      />
    </div>
  );
}
