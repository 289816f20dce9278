import { memo, useDeferredValue, useState } from 'react';
import { notify } from '@/components/notify';
import { Sheet } from '@/components/Sheet';
import { SkeletonBlock, SkeletonRegion, SkeletonRows } from '@/components/Skeleton';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { caseListParams, filtersToParams, savedFiltersPayload } from '../caseFilters';
import { useGetCaseFilterOptionsQuery, useGetCasesQuery, useGetGroupedCasesQuery, useSaveDefaultCaseFiltersMutation } from '../casesApi';
import { caseFiltersChanged, selectCaseList, type CaseListView } from '../casesSlice';
import { CaseFilterPanel } from '../components/CaseFilterPanel';
import { CaseIdSearchModal } from '../components/CaseIdSearchModal';
import { CaseListToolbar } from '../components/CaseListToolbar';
import { CaseTable } from '../components/CaseTable';
import { GroupedCases } from '../components/GroupedCases';
import { useCaseListAddress } from '../hooks/useCaseListAddress';
import { useOneAtATime } from '@/components/useOneAtATime';

/** The case list (document 002 §2): sort, view, filters, case-id search, list or grouped view. */
export default function CaseListPage() {
  const dispatch = useAppDispatch();
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

  useCaseListAddress(canGroup, options.data, session?.user.id);

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
  // A second click before the busy render saves nothing.
  const saveFiltersOnce = useOneAtATime(saveFilters);

  // The rows (and the toolbar's count and paging, which describe them) render from a deferred copy
  // of the page: React renders the answer's rows in a transition, in short slices (issue 30: the
  // list's first render was one 240 ms task on a phone). The previous page stays until the next is ready.
  const shownPage = useDeferredValue(cases.currentData);

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
      onSave={() => void saveFiltersOnce()}
      saving={savingDefaults}
    />
  ) : null;

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
          <CaseListToolbar
            view={view}
            canGroup={canGroup}
            large={large}
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((open) => !open)}
            onOpenSearch={() => setSearchOpen(true)}
            page={shownPage}
            fetching={cases.isFetching}
          />
          {view === 'list' ? (
            shownPage ? (
              <Rows cases={shownPage.data} caption="Cases" />
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
        <Sheet show={filtersOpen} onHide={() => setFiltersOpen(false)} titleId="case-filters-title" title="Filters" closeLabel="Close filters">
          {filterPanel}
        </Sheet>
      ) : null}
      <CaseIdSearchModal show={searchOpen} onHide={() => setSearchOpen(false)} />
    </div>
  );
}

/** The list's rows, re-rendered only when their page changes (rendered from the page's deferred copy). */
const Rows = memo(CaseTable);
