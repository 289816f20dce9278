import type { CaseListFilters, CaseSort } from './caseFilters';

/** How the case list shows its cases: one page of rows, or grouped by region and location. */
export type CaseListView = 'list' | 'grouped';

/** What the address holds of the case list (read and written by caseListUrl.ts, kept by casesSlice.ts). */
export interface CaseListAddress {
  filters: CaseListFilters;
  sort: CaseSort;
  view: CaseListView;
  page: number;
  regionId: number | null;
  locationId: number | null;
}
