import { useEffect, useRef, useState } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/notify';
import { SkeletonBlock, SkeletonRegion, SkeletonRows } from '@/components/Skeleton';
import { LinkPager } from '@/components/Pager';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { caseListParams, filtersFromSaved, filtersToParams, savedFiltersPayload, SORT_OPTIONS, type CaseSort } from '../caseFilters';
import { hasListAddress, listFromSearch, listToSearch } from '../caseListUrl';
import { useGetCaseFilterOptionsQuery, useGetCasesQuery, useGetGroupedCasesQuery, useSaveDefaultCaseFiltersMutation } from '../casesApi';
import {
  caseFiltersChanged,
  caseFiltersInitialised,
  caseListRestored,
  casePageRequested,
  caseSortChanged,
  caseViewChanged,
  selectCaseList,
  type CaseListView,
} from '../casesSlice';
import { CaseFilterPanel } from '../components/CaseFilterPanel';
import { CaseIdSearchModal } from '../components/CaseIdSearchModal';
import { CaseTable, resultSummary } from '../components/CaseTable';
import { GroupedCases } from '../components/GroupedCases';
import { useFreshFailure } from '@/store/useFreshFailure';
import { firstCaseListFilters, rememberDefaultFilters, rememberedDefaultFilters, sameFilters } from '../caseListStart';

/** The case list (document 002 §2): sort, view, filters, case-id search, list or grouped view. */
export default function CaseListPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector(selectSession);
  const list = useAppSelector(selectCaseList);
  const large = useMediaQuery(LARGE_SCREEN);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const canView = can(session, P.CASE_MANAGEMENT_VIEW_CASES);
  const canGroup = can(session, P.CASE_MANAGEMENT_VIEW_CASES_GROUPED);
  const view: CaseListView = list.view === 'grouped' && canGroup ? 'grouped' : 'list';

  const options = useGetCaseFilterOptionsQuery(undefined, { skip: !canView, refetchOnMountOrArgChange: true });
  const [saveDefaults, { isLoading: savingDefaults }] = useSaveDefaultCaseFiltersMutation();

  // The address is the view: on entry the address wins (reload, pasted or card link); without one,
  // the state kept from a visit to a case, else the saved defaults. Later address changes
  // (Back/Forward) restore the list; list changes are written to the address.
  const seenSearch = useRef<string | null>(null);
  const wrote = useRef(false);
  const store = useAppStore();
  const addressOf = (state: typeof list) =>
    listToSearch({
      filters: state.filters,
      sort: state.sort,
      view: state.view === 'grouped' && canGroup ? 'grouped' : 'list',
      page: state.page,
      regionId: state.grouped.regionId,
      locationId: state.grouped.locationId,
    });
  const address = addressOf(list);
  useEffect(() => {
    if (seenSearch.current === location.search) return;
    const first = seenSearch.current === null;
    seenSearch.current = location.search;
    const search = new URLSearchParams(location.search);
    if (first && !hasListAddress(search)) return; // the kept state or the saved defaults go to the address below
    const restored = listFromSearch(search);
    const current = selectCaseList(store.getState());
    if (!current.initialised || addressOf(current) !== listToSearch(restored)) dispatch(caseListRestored(restored));
    // Only an address change restores: list changes reach the address through the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.search]);
  // Without an address, the cases go out with the defaults remembered from the last visit, together
  // with the options (as the route declared them), and are asked again only if the saved defaults differ.
  const userId = session?.user.id;
  const provisional = useRef(false);
  useEffect(() => {
    // Read the store: an address restored by the effect above is already there.
    const current = selectCaseList(store.getState());
    if (!current.initialised) {
      provisional.current = !options.data;
      if (options.data) rememberDefaultFilters(userId, options.data.default_filters);
      const first = options.data
        ? filtersFromSaved(options.data.default_filters)
        : firstCaseListFilters(new URLSearchParams(), rememberedDefaultFilters(userId)).filters;
      dispatch(caseFiltersInitialised(first));
    } else if (provisional.current && options.data) {
      provisional.current = false;
      rememberDefaultFilters(userId, options.data.default_filters);
      const saved = filtersFromSaved(options.data.default_filters);
      if (!sameFilters(saved, current.filters)) {
        // A correction of the first guess, not a user's change: the address is replaced, not pushed.
        wrote.current = false;
        dispatch(caseFiltersInitialised(saved));
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.initialised, options.data, dispatch, userId]);
  useEffect(() => {
    // Read the store, not this render: a restore dispatched just above is already there.
    const current = selectCaseList(store.getState());
    const next = addressOf(current);
    if (!current.initialised || location.search === next) return;
    seenSearch.current = next;
    void navigate({ search: next }, { replace: !wrote.current });
    wrote.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address, list.initialised]);

  const params = caseListParams(list.filters, list.sort);
  const ready = list.initialised && canView;
  // Each set of filters is its own cache entry: a slow older response never replaces a newer one.
  const cases = useGetCasesQuery(list.pageUrl ? { url: list.pageUrl } : { params: list.page > 1 ? { ...params, page: String(list.page) } : params }, {
    skip: !ready || view !== 'list',
    refetchOnMountOrArgChange: true,
  });
  const groupedParams = { sort: list.sort, ...filtersToParams(list.filters) };
  const grouped = useGetGroupedCasesQuery(groupedParams, { skip: !ready || view !== 'grouped', refetchOnMountOrArgChange: true });
  const active = view === 'list' ? cases : grouped;

  const optionsFailed = useFreshFailure(options);
  const listFailed = useFreshFailure(active);
  const failed = optionsFailed || listFailed;
  usePageError(failed);
  usePageReady(!canView || failed || active.currentData !== undefined);

  const saveFilters = async () => {
    try {
      await saveDefaults(savedFiltersPayload(list.filters, large ? 'desktop' : 'mobile')).unwrap();
      notify.success('Default filters successfully saved');
    } catch {
      notify.error('There was an error saving your filters, please try again');
    }
  };

  if (!canView) {
    return (
      <section aria-labelledby="case-list-title">
        <h1 id="case-list-title" className="h4">
          Cases
        </h1>
        <p className="text-body-secondary">You do not have permission to view cases.</p>
      </section>
    );
  }

  const filterPanel = options.data ? (
    <CaseFilterPanel
      idPrefix={large ? 'filters' : 'filters-m'}
      options={options.data}
      filters={list.filters}
      topLevel={session?.user.max_reporting_level ?? null}
      onChange={(change) => dispatch(caseFiltersChanged(change))}
      onSave={() => void saveFilters()}
      saving={savingDefaults}
    />
  ) : null;

  const page = cases.currentData;
  const loading = (
    <SkeletonRegion>
      <SkeletonRows rows={8} />
    </SkeletonRegion>
  );

  return (
    <div className="case-list-page">
      <h1 className="visually-hidden">Cases</h1>
      <div className="row g-3">
        {large ? (
          <aside className="col-lg-3" aria-label="Case filters">
            <div className="card">
              <div className="card-body">
                <h2 className="h6">Filters</h2>
                {filterPanel ?? <SkeletonBlock className="skeleton-filters" />}
              </div>
            </div>
          </aside>
        ) : null}
        <div className={large ? 'col-lg-9' : 'col-12'}>
          <div className="card mb-3">
            <div className="card-body d-flex flex-wrap align-items-end gap-3">
              <div>
                <label className="form-label small mb-1" htmlFor="case-sort">
                  Sort By
                </label>
                <select
                  id="case-sort"
                  className="form-select form-select-sm"
                  value={list.sort}
                  onChange={(event) => dispatch(caseSortChanged(event.target.value as CaseSort))}
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label className="form-label small mb-1" htmlFor="case-view">
                  View As
                </label>
                <select
                  id="case-view"
                  className="form-select form-select-sm"
                  value={view}
                  onChange={(event) => dispatch(caseViewChanged(event.target.value as CaseListView))}
                >
                  <option value="list">List</option>
                  {canGroup ? <option value="grouped">Grouped</option> : null}
                </select>
              </div>
              <div className="d-flex gap-2 ms-auto">
                {!large ? (
                  <button type="button" className="btn btn-sm btn-outline-primary" aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
                    Filters
                  </button>
                ) : null}
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setSearchOpen(true)}>
                  Search Case Id
                </button>
              </div>
            </div>
            {view === 'list' ? (
              <div className="card-footer bg-white d-flex align-items-center justify-content-between">
                <span className="small" aria-live="polite">
                  {page ? resultSummary(page.meta) : '\u00a0'}
                </span>
                <LinkPager
                  label="Case list pages"
                  prev={page?.links.prev}
                  next={page?.links.next}
                  disabled={cases.isFetching}
                  onFollow={(url) => dispatch(casePageRequested(url))}
                />
              </div>
            ) : null}
          </div>
          {view === 'list' ? (
            page ? (
              <CaseTable cases={page.data} caption="Cases" />
            ) : (
              loading
            )
          ) : grouped.currentData ? (
            <GroupedCases groups={grouped.currentData.data} params={groupedParams} />
          ) : (
            loading
          )}
        </div>
      </div>
      {!large ? (
        <Offcanvas show={filtersOpen} onHide={() => setFiltersOpen(false)} placement="start" aria-labelledby="case-filters-title">
          <Offcanvas.Header closeButton closeLabel="Close filters">
            <Offcanvas.Title as="h2" className="h5" id="case-filters-title">
              Filters
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>{filterPanel}</Offcanvas.Body>
        </Offcanvas>
      ) : null}
      <CaseIdSearchModal show={searchOpen} onHide={() => setSearchOpen(false)} />
    </div>
  );
}
