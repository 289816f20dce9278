import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SCROLL_ANIMATION_MS, scrollToTop } from '@/lib/scroll';
import { useLocation, useNavigate } from 'react-router';
import Collapse from 'react-bootstrap/Collapse';
import { LinkPager } from '@/components/Pager';
import { can, P } from '@/lib/permissions';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/typedHooks';
import { usePageReady } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { customerSearchFromAddress, customerSearchToAddress } from '../caseListUrl';
import { useSearchCasesByCustomerQuery } from '../casesApi';
import { CRITERIA_REQUIRED, customerSearchParams, hasCustomerCriteria, unmatchedOptions } from '../customerSearch';
import {
  customerSearchOptionsChanged,
  customerSearchOptionsCleared,
  customerSearchOptionsToggled,
  customerSearchPageRequested,
  customerSearchRestored,
  customerSearchSubmitted,
  selectCustomerSearch,
} from '../casesSlice';
import { CaseTable, resultSummary } from '../components/CaseTable';
import { CustomerSearchFields } from '../components/CustomerSearchFields';
import { SubmitForm } from '@/components/SubmitForm';

/** Search Cases by Customer (document 002 §2). */
export default function CaseSearchPage() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const state = useAppSelector(selectCustomerSearch);
  const [message, setMessage] = useState<string | null>(null);
  const canView = can(session, P.CASE_MANAGEMENT_VIEW_CASES);
  const submitted = state.submitted && hasCustomerCriteria(state.submitted) ? customerSearchParams(state.submitted) : null;
  const { currentData, isFetching, isError, error } = useSearchCasesByCustomerQuery(
    state.pageUrl ? { url: state.pageUrl } : { params: { ...submitted, page: String(state.page) } },
    { skip: !canView || !submitted, refetchOnMountOrArgChange: true },
  );
  const unmatched = state.submitted && currentData ? unmatchedOptions(state.submitted, currentData.data) : [];
  usePageReady(true);

  // The submitted search and its page live in the address (house rule 12): reload, Back/Forward and
  // a pasted link restore them; without any, the search kept in the area's state is written there.
  const location = useLocation();
  const navigate = useNavigate();
  const store = useAppStore();
  const seenSearch = useRef<string | null>(null);
  const wrote = useRef(false);
  const address = customerSearchToAddress(state.submitted, state.page);
  // Only an address change restores: searches reach the address through the next effect.
  const restoreFromAddress = useEffectEvent((search: string) => {
    if (seenSearch.current === search) return;
    const first = seenSearch.current === null;
    seenSearch.current = search;
    const restored = customerSearchFromAddress(new URLSearchParams(search));
    if (first && !restored) return;
    const current = selectCustomerSearch(store.getState());
    if (customerSearchToAddress(current.submitted, current.page) !== customerSearchToAddress(restored?.options ?? null, restored?.page ?? 1))
      dispatch(customerSearchRestored(restored));
  });
  useEffect(() => restoreFromAddress(location.search), [location.search]);
  const writeAddress = useEffectEvent(() => {
    const current = selectCustomerSearch(store.getState());
    const next = customerSearchToAddress(current.submitted, current.page);
    if (location.search === next || (next === '' && !wrote.current)) return;
    seenSearch.current = next;
    void navigate({ search: next }, { replace: !wrote.current });
    wrote.current = true;
  });
  useEffect(() => writeAddress(), [address]);

  // After a search with results the options collapse and the page scrolls to top (002 §2, over 002 §9's 1000 ms).
  const searched = useRef(false);
  useEffect(() => {
    if (searched.current && currentData && !isFetching) {
      searched.current = false;
      if (currentData.meta.total > 0) {
        dispatch(customerSearchOptionsToggled(false));
        scrollToTop(SCROLL_ANIMATION_MS);
      }
    }
  }, [currentData, isFetching, dispatch]);

  const search = () => {
    // 002 §5: at least one of name, email, phone; the other options only narrow the search.
    if (!hasCustomerCriteria(state.options)) {
      setMessage(CRITERIA_REQUIRED);
      return;
    }
    setMessage(null);
    searched.current = true;
    dispatch(customerSearchSubmitted());
  };

  return (
    <div className="case-search-page">
      <h1 className="h4 mb-3">Search Cases by Customer</h1>
      <div className="card mb-3">
        <div className="card-header bg-white">
          <button
            type="button"
            className="btn btn-link text-decoration-none p-0 fw-semibold"
            aria-expanded={state.optionsOpen}
            aria-controls="customer-search-options"
            onClick={() => dispatch(customerSearchOptionsToggled())}
          >
            <span aria-hidden="true" className="me-1">
              {state.optionsOpen ? '▾' : '▸'}
            </span>
            Search Options
          </button>
        </div>
        <Collapse in={state.optionsOpen} timeout={200}>
          <div id="customer-search-options">
            <SubmitForm className="card-body" onSubmit={search}>
              <CustomerSearchFields
                options={state.options}
                topLevel={session?.user.max_reporting_level ?? null}
                onChange={(change) => {
                  dispatch(customerSearchOptionsChanged(change));
                  setMessage(null);
                }}
              />
              {message ? (
                <div className="text-danger small mt-2" role="alert">
                  {message}
                </div>
              ) : null}
              <div className="d-flex justify-content-end gap-2 mt-3">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => {
                    dispatch(customerSearchOptionsCleared());
                    setMessage(null);
                  }}
                >
                  Clear Search Options
                </button>
                <button type="submit" className="btn btn-sm btn-primary" disabled={isFetching}>
                  Search
                </button>
              </div>
            </SubmitForm>
          </div>
        </Collapse>
      </div>
      {isError ? (
        <div className="alert alert-danger" role="alert">
          {(error as { message?: string } | undefined)?.message ?? 'Error'}
        </div>
      ) : null}
      {submitted && currentData ? (
        <section aria-label="Search results">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <div>
              <h2 className="h6 mb-0">{`${currentData.meta.total} results found`}</h2>
              <span className="small text-muted">{resultSummary(currentData.meta)}</span>
            </div>
            <LinkPager
              label="Search result pages"
              prev={currentData.links.prev}
              next={currentData.links.next}
              disabled={isFetching}
              onFollow={(url) => dispatch(customerSearchPageRequested(url))}
            />
          </div>
          {unmatched.length > 0 ? (
            <p className="small text-danger mb-2" role="status">
              {`Some results do not match the chosen ${unmatched.join(', ')}: the server may not apply ${unmatched.length === 1 ? 'that option' : 'those options'}.`}
            </p>
          ) : null}
          <CaseTable cases={currentData.data} caption="Cases found" />
        </section>
      ) : submitted && isFetching ? (
        <div className="d-flex justify-content-center p-4" role="status">
          <span className="spinner-border text-primary" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : null}
    </div>
  );
}
