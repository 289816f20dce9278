/**
 * The cases area's route data (house rule 11, store/routeData.ts): what each page asks for first,
 * started by the router when the route matches (and, speculatively, on hover of a link to it),
 * together with the page chunk. Each function uses exactly the arguments its page uses, so the page
 * finds the request in flight or its answer cached.
 */
import { can, P } from '@/lib/permissions';
import { ROUTE_DATA, type RoutePrefetchArgs } from '@/store/routeData';
import { caseListParams } from './caseFilters';
import { parseCaseId } from './caseId';
import { firstCaseListFilters, rememberedDefaultFilters } from './caseListStart';
import { hasListAddress, listFromSearch } from './caseListUrl';
import { casesApi } from './casesApi';
import { caseDetailApi } from './caseDetailApi';
import { selectCaseList, selectCustomerSearch } from './casesSlice';
import { customerSearchParams, hasCustomerCriteria } from './customerSearch';
import { needsEditOptions } from './components/detail/caseAbilities';

/** The dashboard cards' data (the trend chart's chunk starts once the cards have painted: CaseDashboard). */
export function caseDashboardData({ dispatch, getState }: RoutePrefetchArgs): void {
  if (!can(getState().session.session, P.VIEW_CASE_MANAGEMENT)) return;
  void dispatch(casesApi.endpoints.getCaseDashboard.initiate(undefined, ROUTE_DATA));
}

/** The filter options and the first page of cases, together (see caseListStart.ts). */
export function caseListData({ dispatch, getState, search, fromSection }: RoutePrefetchArgs): void {
  const state = getState();
  const session = state.session.session;
  if (!can(session, P.CASE_MANAGEMENT_VIEW_CASES)) return;
  void dispatch(casesApi.endpoints.getCaseFilterOptions.initiate(undefined, ROUTE_DATA));
  const list = selectCaseList(state);
  const withPage = (params: Record<string, string>, page: number) => (page > 1 ? { ...params, page: String(page) } : params);
  if (hasListAddress(search)) {
    // The address is the list (reload, Back/Forward, a pasted or card link): exactly what the page will ask.
    const restored = listFromSearch(search);
    if (restored.view === 'list')
      void dispatch(casesApi.endpoints.getCases.initiate({ params: withPage(caseListParams(restored.filters, restored.sort), restored.page) }, ROUTE_DATA));
    return;
  }
  if (list.initialised && (fromSection === 'case-detail' || fromSection === 'case-list')) {
    // Back from a case: the list keeps its filters, sort and page.
    if (list.view === 'list')
      void dispatch(
        casesApi.endpoints.getCases.initiate(
          list.pageUrl ? { url: list.pageUrl } : { params: withPage(caseListParams(list.filters, list.sort), list.page) },
          ROUTE_DATA,
        ),
      );
    return;
  }
  const { filters } = firstCaseListFilters(search, rememberedDefaultFilters(session?.user.id));
  void dispatch(casesApi.endpoints.getCases.initiate({ params: caseListParams(filters, 'created date') }, ROUTE_DATA));
}

/** The case and, for users who may edit it, its edit options. */
export function caseDetailData({ dispatch, getState, params }: RoutePrefetchArgs): void {
  const session = getState().session.session;
  const id = parseCaseId(params.id);
  if (id === 0 || !can(session, P.CASE_MANAGEMENT_VIEW_CASES)) return;
  void dispatch(caseDetailApi.endpoints.getCase.initiate(id, ROUTE_DATA));
  if (needsEditOptions(session)) void dispatch(caseDetailApi.endpoints.getCaseEditOptions.initiate(id, ROUTE_DATA));
}

/** The search options' lists (the case list's filter options) and, back on the customer search with a search shown, that page of results. */
export function caseSearchData({ dispatch, getState }: RoutePrefetchArgs): void {
  const state = getState();
  if (!can(state.session.session, P.CASE_MANAGEMENT_VIEW_CASES)) return;
  const search = selectCustomerSearch(state);
  if (search.submitted && hasCustomerCriteria(search.submitted)) {
    const params = customerSearchParams(search.submitted);
    void dispatch(
      casesApi.endpoints.searchCasesByCustomer.initiate(
        search.pageUrl ? { url: search.pageUrl } : { params: { ...params, page: String(search.page) } },
        ROUTE_DATA,
      ),
    );
  }
  void dispatch(casesApi.endpoints.getCaseFilterOptions.initiate(undefined, ROUTE_DATA));
}
