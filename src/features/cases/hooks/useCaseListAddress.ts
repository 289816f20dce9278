import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/typedHooks';
import { filtersFromSaved } from '../caseFilters';
import { hasListAddress, listFromSearch, listToSearch } from '../caseListUrl';
import { firstCaseListFilters, rememberDefaultFilters, rememberedDefaultFilters, sameFilters } from '../caseListStart';
import { caseFiltersInitialised, caseListRestored, selectCaseList } from '../casesSlice';
import type { CaseFilterOptions } from '../types';

type CaseListState = ReturnType<typeof selectCaseList>;

/**
 * Keeps the case list and the address in step. The address is the view: on entry the address wins
 * (reload, pasted or card link); without one, the state kept from a visit to a case, else the saved
 * defaults. Later address changes (Back/Forward) restore the list; list changes are written to the
 * address.
 */
export function useCaseListAddress(canGroup: boolean, options: CaseFilterOptions | undefined, userId: number | undefined): void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const store = useAppStore();
  const list = useAppSelector(selectCaseList);
  const seenSearch = useRef<string | null>(null);
  const wrote = useRef(false);
  const provisional = useRef(false);

  const addressOf = (state: CaseListState) =>
    listToSearch({
      filters: state.filters,
      sort: state.sort,
      view: state.view === 'grouped' && canGroup ? 'grouped' : 'list',
      page: state.page,
      regionId: state.grouped.regionId,
      locationId: state.grouped.locationId,
    });
  const address = addressOf(list);

  // Only an address change restores: list changes reach the address through the last effect.
  const restoreFromAddress = useEffectEvent((search: string) => {
    if (seenSearch.current === search) return;
    const first = seenSearch.current === null;
    seenSearch.current = search;
    const params = new URLSearchParams(search);
    if (first && !hasListAddress(params)) return; // the kept state or the saved defaults go to the address below
    const restored = listFromSearch(params);
    const current = selectCaseList(store.getState());
    if (!current.initialised || addressOf(current) !== listToSearch(restored)) dispatch(caseListRestored(restored));
  });
  useEffect(() => restoreFromAddress(location.search), [location.search]);

  // Without an address, the cases go out with the defaults remembered from the last visit, together
  // with the options (as the route declared them), and are asked again only if the saved defaults differ.
  useEffect(() => {
    // Read the store: an address restored by the effect above is already there.
    const current = selectCaseList(store.getState());
    if (!current.initialised) {
      provisional.current = !options;
      if (options) rememberDefaultFilters(userId, options.default_filters);
      const first = options ? filtersFromSaved(options.default_filters) : firstCaseListFilters(new URLSearchParams(), rememberedDefaultFilters(userId)).filters;
      dispatch(caseFiltersInitialised(first));
    } else if (provisional.current && options) {
      provisional.current = false;
      rememberDefaultFilters(userId, options.default_filters);
      const saved = filtersFromSaved(options.default_filters);
      if (!sameFilters(saved, current.filters)) {
        // A correction of the first guess, not a user's change: the address is replaced, not pushed.
        wrote.current = false;
        dispatch(caseFiltersInitialised(saved));
      }
    }
  }, [list.initialised, options, dispatch, userId, store]);

  const writeAddress = useEffectEvent(() => {
    // Read the store, not this render: a restore dispatched just above is already there.
    const current = selectCaseList(store.getState());
    const next = addressOf(current);
    if (!current.initialised || location.search === next) return;
    seenSearch.current = next;
    void navigate({ search: next }, { replace: !wrote.current });
    wrote.current = true;
  });
  useEffect(() => writeAddress(), [address, list.initialised]);
}
