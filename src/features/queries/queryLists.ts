import { QUERY_STATUS } from '@/lib/queryTypes';
import type { QueryableJob, QueryListRow, QueryScheme } from './types';

/** Rows per page of every queries list (002 §2). */
export const PAGE_SIZE = 10;

/**
 * Referred = unresolved with status referred to client (9); Open = every other unresolved query,
 * whatever its status (new ticket 2, response from client 11, or any status the provider uses
 * that 002 does not name). Disjoint and complete, so the counts add up to the unresolved queries.
 */
export function splitOpenQueries(rows: readonly QueryListRow[]): { open: QueryListRow[]; referred: QueryListRow[] } {
  const open: QueryListRow[] = [];
  const referred: QueryListRow[] = [];
  for (const row of rows) {
    if (row.is_resolved) continue;
    if (row.status_id === QUERY_STATUS.referred) referred.push(row);
    else open.push(row);
  }
  return { open, referred };
}

/** The schemes' query windows by scheme name (GET /api/query, 002 §3), for queries that do not carry theirs. */
export function windowsBySchemeName(schemes: readonly QueryScheme[] | undefined): ReadonlyMap<string, number> {
  const windows = new Map<string, number>();
  for (const scheme of schemes ?? [])
    if (scheme.query_window_length !== null && scheme.scheme_name) windows.set(scheme.scheme_name, scheme.query_window_length);
  return windows;
}

/** A query's window in days: its own (assumed field), else its scheme's by name, else null (no window chip). */
export function windowOf(row: Pick<QueryListRow, 'query_window_length' | 'scheme_name'>, bySchemeName: ReadonlyMap<string, number>): number | null {
  return row.query_window_length ?? bySchemeName.get(row.scheme_name) ?? null;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Search by query id, job id or location (case-insensitive substring). */
export function matchesQuerySearch(row: QueryListRow, search: string): boolean {
  const term = normalise(search);
  if (!term) return true;
  return String(row.id).includes(term) || String(row.job_id).includes(term) || row.location_name.toLowerCase().includes(term);
}

/** Search by job id or location (case-insensitive substring). */
export function matchesJobSearch(job: QueryableJob, search: string): boolean {
  const term = normalise(search);
  if (!term) return true;
  return String(job.id).includes(term) || job.location_name.toLowerCase().includes(term);
}

/** The number of pages of a list (at least 1). */
export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** One page of a list (1-based). */
export function pageOf<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** A fraction 0–1 as a percentage with 1 decimal (002 §9); 'n/a' when missing. */
export function percent(fraction: number | null | undefined): string {
  return fraction === null || fraction === undefined || Number.isNaN(fraction) ? 'n/a' : `${(fraction * 100).toFixed(1)}%`;
}
