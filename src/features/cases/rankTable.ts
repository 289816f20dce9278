/** A row of a dashboard rank table (cases by type, source, status, category). */
export interface RankEntry {
  name: string;
  cases_count: number;
}

export interface RankedRow extends RankEntry {
  rank: number;
}

export const RANK_PAGE_SIZE = 5;
export const MAX_PAGE_LINKS = 5;

// ICU's collation data loads in a task of its own as soon as this module loads (with the case
// dashboard, before its answer): in the render that ranks the rows it was a long task's worst part
// on a phone (issue 30). Today and the dashboard sort names without the data where they can
// (lib/nameOrder.ts); sharing that module with this page put it in a chunk of its own, 0.7 KB more of
// Today's first load, past its budget.
setTimeout(() => 'b'.localeCompare('a'), 0);

/** Rows numbered by count (highest first, ties by name); `direction` orders the numbered rows by Total. */
export function rankRows(entries: RankEntry[] | null | undefined, direction: 'desc' | 'asc' = 'desc'): RankedRow[] {
  const ranked = [...(entries ?? [])]
    .sort((a, b) => b.cases_count - a.cases_count || a.name.localeCompare(b.name))
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
  return direction === 'desc' ? ranked : ranked.reverse();
}

/** Number of pages for `count` rows. */
export function pageCount(count: number, size = RANK_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / size));
}

/** The rows of one page (1-based; out-of-range pages clamp). */
export function pageRows<T>(rows: T[], page: number, size = RANK_PAGE_SIZE): T[] {
  const current = Math.min(Math.max(1, page), pageCount(rows.length, size));
  return rows.slice((current - 1) * size, current * size);
}

/** Up to `max` page numbers centred on the current page. */
export function pageLinks(page: number, pages: number, max = MAX_PAGE_LINKS): number[] {
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
