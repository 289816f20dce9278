import { QUERY_STATUS } from '@/lib/queryTypes';
import type { QueryableJob, QueryListRow } from './types';

/** Rows per page of every queries list (002 §2). */
export const PAGE_SIZE = 10;

/**
 * Open = unresolved with status new ticket (2) or response from client (11); Referred =
 * unresolved with status referred to client (9). Disjoint, so the counts add up (002 is silent).
 */
export function splitOpenQueries(rows: readonly QueryListRow[]): { open: QueryListRow[]; referred: QueryListRow[] } {
  const open: QueryListRow[] = [];
  const referred: QueryListRow[] = [];
  for (const row of rows) {
    if (row.is_resolved) continue;
    if (row.status_id === QUERY_STATUS.referred) referred.push(row);
    else if (row.status_id === QUERY_STATUS.newTicket || row.status_id === QUERY_STATUS.response) open.push(row);
  }
  return { open, referred };
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
