import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { identitySwitched, sectionEntered, signedOut } from '@/store/events';
import { applyFilterChange, EMPTY_FILTERS, type CaseListFilters, type CaseSort } from './caseFilters';
import type { CaseListAddress, CaseListView } from './caseListAddress';
import { pageOfLink } from './caseListUrl';
import { applySearchChange, EMPTY_CUSTOMER_SEARCH, type CustomerSearchOptions } from './customerSearch';

export type { CaseListView } from './caseListAddress';

export type { CustomerSearchOptions } from './customerSearch';

/** The case area's UI state: the list's filters, sort, page and view; the customer search. */
export interface CasesState {
  list: {
    /** False until the filters are set for this visit (from a card link or the saved defaults). */
    initialised: boolean;
    filters: CaseListFilters;
    sort: CaseSort;
    view: CaseListView;
    /** The paginator link being shown; null for the first page or a page restored from the address. */
    pageUrl: string | null;
    /** The page number shown (in the address). */
    page: number;
    grouped: { regionId: number | null; locationId: number | null; locationPageUrl: string | null };
  };
  customerSearch: {
    /** What the user typed. */
    options: CustomerSearchOptions;
    /** The options of the search being shown; null before the first search. */
    submitted: CustomerSearchOptions | null;
    pageUrl: string | null;
    /** The page number shown (in the address). */
    page: number;
    optionsOpen: boolean;
  };
}

const EMPTY_OPTIONS: CustomerSearchOptions = EMPTY_CUSTOMER_SEARCH;
const NO_GROUP = { regionId: null, locationId: null, locationPageUrl: null };

const initialList: CasesState['list'] = {
  initialised: false,
  filters: EMPTY_FILTERS,
  sort: 'created date',
  view: 'list',
  pageUrl: null,
  page: 1,
  grouped: NO_GROUP,
};

export const initialCasesState: CasesState = {
  list: initialList,
  customerSearch: { options: EMPTY_OPTIONS, submitted: null, pageUrl: null, page: 1, optionsOpen: true },
};

const casesSlice = createSlice({
  name: 'cases',
  initialState: initialCasesState,
  reducers: {
    /** The filters for this visit are known (card link, saved defaults or none). */
    caseFiltersInitialised(state, action: PayloadAction<CaseListFilters>) {
      state.list.filters = action.payload;
      state.list.initialised = true;
      state.list.pageUrl = null;
      state.list.page = 1;
      state.list.grouped = NO_GROUP;
    },
    /** The user changed filters: back to the first page, grouped selection reset. */
    caseFiltersChanged(state, action: PayloadAction<Partial<CaseListFilters>>) {
      state.list.filters = applyFilterChange(state.list.filters, action.payload);
      state.list.pageUrl = null;
      state.list.page = 1;
      state.list.grouped = NO_GROUP;
    },
    caseFiltersCleared(state) {
      state.list.filters = EMPTY_FILTERS;
      state.list.pageUrl = null;
      state.list.page = 1;
      state.list.grouped = NO_GROUP;
    },
    caseSortChanged(state, action: PayloadAction<CaseSort>) {
      state.list.sort = action.payload;
      state.list.pageUrl = null;
      state.list.page = 1;
      state.list.grouped = NO_GROUP;
    },
    caseViewChanged(state, action: PayloadAction<CaseListView>) {
      state.list.view = action.payload;
      state.list.grouped = NO_GROUP;
    },
    /** Previous/next: the paginator link to show. */
    casePageRequested(state, action: PayloadAction<string | null>) {
      state.list.pageUrl = action.payload;
      state.list.page = pageOfLink(action.payload);
    },
    /** The address (reload, Back/Forward, a pasted or card link) says what the list shows. */
    caseListRestored(state, action: PayloadAction<CaseListAddress>) {
      const { filters, sort, view, page, regionId, locationId } = action.payload;
      state.list.initialised = true;
      state.list.filters = filters;
      state.list.sort = sort;
      state.list.view = view;
      state.list.page = page;
      state.list.pageUrl = null;
      const sameLocation = state.list.grouped.regionId === regionId && state.list.grouped.locationId === locationId;
      state.list.grouped = {
        regionId,
        locationId: regionId === null ? null : locationId,
        locationPageUrl: sameLocation ? state.list.grouped.locationPageUrl : null,
      };
    },
    /** Grouped view: one region open at a time; clicking it again collapses it. */
    groupedRegionToggled(state, action: PayloadAction<number>) {
      const open = state.list.grouped.regionId === action.payload;
      state.list.grouped = { regionId: open ? null : action.payload, locationId: null, locationPageUrl: null };
    },
    /** Grouped view: one location open at a time; clicking it again collapses it. */
    groupedLocationToggled(state, action: PayloadAction<number>) {
      const open = state.list.grouped.locationId === action.payload;
      state.list.grouped.locationId = open ? null : action.payload;
      state.list.grouped.locationPageUrl = null;
    },
    groupedLocationPageRequested(state, action: PayloadAction<string | null>) {
      state.list.grouped.locationPageUrl = action.payload;
    },
    customerSearchOptionsChanged(state, action: PayloadAction<Partial<CustomerSearchOptions>>) {
      state.customerSearch.options = applySearchChange(state.customerSearch.options, action.payload);
    },
    customerSearchOptionsCleared(state) {
      state.customerSearch.options = EMPTY_OPTIONS;
    },
    customerSearchSubmitted(state) {
      state.customerSearch.submitted = { ...state.customerSearch.options };
      state.customerSearch.pageUrl = null;
      state.customerSearch.page = 1;
    },
    customerSearchPageRequested(state, action: PayloadAction<string | null>) {
      state.customerSearch.pageUrl = action.payload;
      state.customerSearch.page = pageOfLink(action.payload);
    },
    /** The address holds a search (reload, Back/Forward, a pasted link): show it. */
    customerSearchRestored(state, action: PayloadAction<{ options: CustomerSearchOptions; page: number } | null>) {
      const restored = action.payload;
      state.customerSearch.options = restored ? restored.options : EMPTY_OPTIONS;
      state.customerSearch.submitted = restored ? { ...restored.options } : null;
      state.customerSearch.page = restored?.page ?? 1;
      state.customerSearch.pageUrl = null;
    },
    customerSearchOptionsToggled(state, action: PayloadAction<boolean | undefined>) {
      state.customerSearch.optionsOpen = action.payload ?? !state.customerSearch.optionsOpen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sectionEntered, (state, action) => {
      // Entering the case list resets it, unless the user comes back from a case (document 000 §2).
      if (action.payload.section === 'case-list' && action.payload.fromSection !== 'case-detail') state.list = initialList;
    });
    builder.addCase(signedOut, () => initialCasesState);
    builder.addCase(identitySwitched, () => initialCasesState);
  },
});

export const {
  caseFiltersInitialised,
  caseFiltersChanged,
  caseFiltersCleared,
  caseSortChanged,
  caseViewChanged,
  casePageRequested,
  caseListRestored,
  groupedRegionToggled,
  groupedLocationToggled,
  groupedLocationPageRequested,
  customerSearchOptionsChanged,
  customerSearchOptionsCleared,
  customerSearchSubmitted,
  customerSearchPageRequested,
  customerSearchRestored,
  customerSearchOptionsToggled,
} = casesSlice.actions;

export const casesReducer = casesSlice.reducer;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof casesSlice> {}
}
/** The area's state joins the store when this module loads (with the area's lazy chunk). */
const injected = casesSlice.injectInto(rootReducer);

type AnyState = Parameters<typeof injected.selectSlice>[0];
export const selectCaseList = (state: AnyState) => injected.selectSlice(state).list;
export const selectCustomerSearch = (state: AnyState) => injected.selectSlice(state).customerSearch;
