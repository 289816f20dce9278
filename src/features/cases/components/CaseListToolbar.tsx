import { LinkPager } from '@/components/Pager';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { SORT_OPTIONS, type CaseSort } from '../caseFilters';
import { casePageRequested, caseSortChanged, caseViewChanged, selectCaseList, type CaseListView } from '../casesSlice';
import type { Case, Paginated } from '../types';
import { resultSummary } from './CaseTable';

interface CaseListToolbarProps {
  view: CaseListView;
  canGroup: boolean;
  /** The filters sit beside the list (large screens); otherwise a button opens them. */
  large: boolean;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onOpenSearch: () => void;
  /** The page shown in the list view, and whether another is on its way. */
  page: Paginated<Case> | undefined;
  fetching: boolean;
}

/** The case list's card above the cases: Sort By, View As, Filters and Search Case Id, and in the list view the result summary and pager. */
export function CaseListToolbar({ view, canGroup, large, filtersOpen, onToggleFilters, onOpenSearch, page, fetching }: CaseListToolbarProps) {
  const dispatch = useAppDispatch();
  const { sort } = useAppSelector(selectCaseList);
  return (
    <div className="card mb-3">
      <div className="card-body d-flex flex-wrap align-items-end gap-3">
        <div>
          <label className="form-label small mb-1" htmlFor="case-sort">
            Sort By
          </label>
          <select
            id="case-sort"
            className="form-select form-select-sm"
            value={sort}
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
            <button type="button" className="btn btn-sm btn-outline-primary" aria-expanded={filtersOpen} onClick={onToggleFilters}>
              Filters
            </button>
          ) : null}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onOpenSearch}>
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
            disabled={fetching}
            onFollow={(url) => dispatch(casePageRequested(url))}
          />
        </div>
      ) : null}
    </div>
  );
}
