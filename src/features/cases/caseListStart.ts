import { EMPTY_FILTERS, filtersFromSaved, filtersFromSearch, type CaseListFilters } from './caseFilters';
import type { SavedCaseFilters } from './types';

/**
 * The case list's first request goes out with the filter options, not after them (one round trip, not two): it
 * uses the filters a link carries, else the saved defaults this browser last saw for the user
 * (remembered here), else none. When the options arrive with different defaults, the list is
 * asked again with them: one extra request on the first visit after the defaults changed
 * elsewhere, none otherwise.
 */
const key = (userId: number) => `portal.caseListDefaults.${userId}`;

/** The saved default filters last seen for this user in this browser (undefined: never seen). */
export function rememberedDefaultFilters(userId: number | undefined): SavedCaseFilters | null | undefined {
  if (userId === undefined) return undefined;
  try {
    const raw = localStorage.getItem(key(userId));
    return raw === null ? undefined : (JSON.parse(raw) as SavedCaseFilters | null);
  } catch {
    return undefined;
  }
}

/** Remembers the user's saved default filters as the server last answered them. */
export function rememberDefaultFilters(userId: number | undefined, saved: SavedCaseFilters | null | undefined): void {
  if (userId === undefined) return;
  try {
    localStorage.setItem(key(userId), JSON.stringify(saved ?? null));
  } catch {
    // Storage full or disabled: the next first visit waits for the options, as before.
  }
}

/** The filters the first case request is sent with, and whether the server's defaults may still change them. */
export function firstCaseListFilters(
  search: URLSearchParams,
  remembered: SavedCaseFilters | null | undefined,
): { filters: CaseListFilters; provisional: boolean } {
  const linked = filtersFromSearch(search);
  if (linked) return { filters: linked, provisional: false };
  return { filters: remembered === undefined ? EMPTY_FILTERS : filtersFromSaved(remembered), provisional: true };
}

/** Same filters (order of tree nodes ignored). */
export function sameFilters(a: CaseListFilters, b: CaseListFilters): boolean {
  const sorted = (filters: CaseListFilters) => JSON.stringify({ ...filters, regions: [...filters.regions].sort() });
  return sorted(a) === sorted(b);
}
