import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
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
import {
  customerSearchOptionsChanged,
  customerSearchOptionsCleared,
  customerSearchOptionsToggled,
  customerSearchPageRequested,
  customerSearchRestored,
  customerSearchSubmitted,
  selectCustomerSearch,
  type CustomerSearchOptions,
} from '../casesSlice';
import { CaseTable, resultSummary } from '../components/CaseTable';

const FIELDS: Array<{ key: keyof CustomerSearchOptions; label: string; type: string }> = [
  { key: 'customer_name', label: 'Customer Name', type: 'text' },
  { key: 'customer_email', label: 'Customer Email', type: 'email' },
  { key: 'customer_phone', label: 'Customer Phone Number', type: 'tel' },
];

/** Only the options that were entered (trimmed). */
function searchParams(options: CustomerSearchOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/** Search Cases by Customer (document 002 §2). */
export default function CaseSearchPage() {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const state = useAppSelector(selectCustomerSearch);
  const [message, setMessage] = useState<string | null>(null);
  const canView = can(session, P.CASE_MANAGEMENT_VIEW_CASES);
  const submitted = state.submitted ? searchParams(state.submitted) : null;
  const { currentData, isFetching, isError, error } = useSearchCasesByCustomerQuery(
    state.pageUrl ? { url: state.pageUrl } : { params: { ...submitted, page: String(state.page) } },
    { skip: !canView || !submitted || Object.keys(submitted).length === 0, refetchOnMountOrArgChange: true },
  );
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
    if (Object.keys(searchParams(state.options)).length === 0) {
      setMessage('Please enter at least one search criteria');
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
            <form
              className="card-body"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                search();
              }}
            >
              <div className="row g-3">
                {FIELDS.map((field) => (
                  <div className="col-12 col-md-4" key={field.key}>
                    <label className="form-label" htmlFor={`cs-${field.key}`}>
                      {field.label}
                    </label>
                    <input
                      id={`cs-${field.key}`}
                      maxLength={TEXT_LIMITS.search}
                      type={field.type}
                      className="form-control form-control-sm"
                      value={state.options[field.key]}
                      onChange={(event) => {
                        dispatch(customerSearchOptionsChanged({ [field.key]: event.target.value }));
                        setMessage(null);
                      }}
                    />
                  </div>
                ))}
              </div>
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
            </form>
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
