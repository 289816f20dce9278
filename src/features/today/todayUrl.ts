import { addDays } from 'date-fns/addDays';
import { isoDate } from '@/lib/format';
import { npsDashboardLink, reportingLink } from '@/lib/reportingUrl';

/*
 * Where Today's cards lead: each area's own address with the filter already in it (house rule
 * 12), so Back returns to Today and the figure on the card is the one the area shows.
 */

/** Critical focus: the New tab, or one item (its tab by status: New 10, else In progress). */
export function alertsLink(item?: { id: number; status_id: number }): string {
  if (!item) return '/critical-focus?tab=new';
  return `/critical-focus?tab=${item.status_id === 10 ? 'new' : 'open'}&item=${item.id}`;
}

/** Queries: the Referred tab (or one query in it), or the Open tab. */
export function queriesLink(tab: 'referred' | 'open', query?: number): string {
  return `/queries?tab=${tab}${query !== undefined ? `&query=${query}` : ''}`;
}

/** The creation dates of an overdue case (000 §9: created 365 to 2 days ago) as the case list filters them: 'YYYY-MM-DD,YYYY-MM-DD'. */
export function overdueCreated(now: Date): string {
  return `${isoDate(addDays(now, -365))},${isoDate(addDays(now, -2))}`;
}

/** Case list: every case, or the overdue ones (created 2 to 365 days ago, as the case dashboard's Overdue card links). */
export function casesLink(which: 'open' | 'overdue', now: Date): string {
  if (which === 'open') return '/case-management/cases';
  return `/case-management/cases?created=${overdueCreated(now)}`;
}

/** One case's page. */
export function caseLink(id: number): string {
  return `/case-management/case/${id}`;
}

/** Reporting: a report (the rank report, by the slug the data source lists) at location level for the wave. */
export function resultsLink(scheme: string, slug: string, waveId: number): string {
  return reportingLink(scheme, slug, { level: 'loc', visitnum: waveId });
}

/** NPS dashboard: the wave's detractors' responses. */
export function detractorsLink(schemeIds: number[], waveId: number | null): string {
  return npsDashboardLink({ scheme_ids: schemeIds, visit_nums: waveId ?? undefined, types: 'detractors' });
}
