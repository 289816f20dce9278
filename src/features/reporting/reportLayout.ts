import type { ReportFilters } from '@/lib/reportingUrl';
import type { ReportResult } from '@/lib/reportingTypes';

/*
 * How a report is laid out and whether it can be compared with the previous wave: what the address
 * and the page need before a result is shown (the result-table engine, resultTable.ts, loads with
 * the report output).
 */

/** How a result is laid out (document 001 §2 "Report output"). */
export type ReportLayout = 'default' | 'day-part' | 'question-nps';

/** The sub title field of a category day-part row (assumed; docs/api-contract.md "Reporting"). */
export const SUB_TITLE_KEY = 'sub_title';

/**
 * The layout of a report: question-versus-NPS has its own table; category day-part (or any result
 * whose rows carry a sub title) one table per sub title; everything else the default table.
 */
export function reportLayout(slug: string | null | undefined, result: Pick<ReportResult, 'results'> | null): ReportLayout {
  if (slug === 'question-versus-nps') return 'question-nps';
  if (slug?.endsWith('day-part')) return 'day-part';
  if (result && Array.isArray(result.results) && result.results.some((row) => row && typeof row === 'object' && typeof row[SUB_TITLE_KEY] === 'string'))
    return 'day-part';
  return 'default';
}

/** True when a report can be compared with the previous wave: one wave (or group) chosen, not a trend. */
export function canCompare(slug: string, filters: ReportFilters): boolean {
  if (slug.startsWith('trend') || reportLayout(slug, null) !== 'default') return false;
  const one = (value: string | undefined) => !!value && !value.includes(',');
  return one(filters.visitnum) !== one(filters.visitgroup) && !filters.start_date;
}
