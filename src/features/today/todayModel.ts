import { alertAge, type AlertAge } from '@/lib/alertAge';
import type { Case, Paginated } from '@/lib/caseTypes';
import type { DashboardData } from '@/lib/dashboardTypes';
import { parseApiDate } from '@/lib/format';
import type { WaveGroupRef, WaveRef } from '@/lib/currentWave';
import { olderWaveByNumber, previousWaveOf, trendWaves, wavesByNumber } from '@/lib/waveOrder';
import { QUERY_STATUS, type QueryableJobs, type QueryListRow } from '@/lib/queryTypes';
import { queryWindowChip, type WindowChip } from '@/lib/queryWindowChip';
import { isNewSince, type LastVisit } from './lastVisit';
import { schemeValue } from '@/lib/schemeValue';
import type { TodayAlert, TodayDashboardState, TodayQueryableJobs } from './types';

/*
 * Today's cards as pure functions of the answers (house rule 4): which alerts come first, which
 * queries wait, what changed in the results. The components only lay these out.
 */

/** Customer text in a snippet: plain text, cut at a word with an ellipsis. */
export function snippet(text: string | null | undefined, max = 90): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export interface AlertLine {
  alert: TodayAlert;
  age: AlertAge | null;
  isNew: boolean;
  snippet: string;
}

/** The open alerts, overdue ones first (oldest first within each group), each with its age chip and 'New' mark. */
export function alertLines(alerts: readonly TodayAlert[], now: Date, thresholdHours: number, last: LastVisit | null): AlertLine[] {
  const lines = alerts.map((alert) => {
    const created = parseApiDate(alert.created_date);
    return { alert, age: created ? alertAge(created, now, thresholdHours) : null, isNew: isNewSince(created, last, now), snippet: snippet(alert.comments) };
  });
  const rank = (line: AlertLine) => (line.age?.level === 'overdue' ? 0 : 1);
  return lines.sort((a, b) => rank(a) - rank(b) || (b.age?.minutes ?? -1) - (a.age?.minutes ?? -1) || a.alert.id - b.alert.id);
}

/** What the Queries card needs of GET /api/query: each scheme's query window in days by scheme name, and how many jobs can still be queried. */
export function queryWindows(answer: QueryableJobs): TodayQueryableJobs {
  return {
    windows: Object.fromEntries(
      answer.schemes.flatMap((scheme) =>
        scheme.scheme_name && scheme.query_window_length !== null ? [[scheme.scheme_name, scheme.query_window_length] as const] : [],
      ),
    ),
    jobCount: answer.jobs.length,
  };
}

/**
 * What the Results and NPS cards need of the default dashboard (GET /api/dashboard, 000 §3 "Dashboard
 * state (shared)"): the current wave and the previous one (the next older wave of its `waves`, else
 * its `previousWave`), the waves (for the trend), the reporting data source as Reporting names it
 * (`{id}`, `-{id}` for a survey-data multi-scheme, `mcds{id}` for a multi-company one) and the
 * schemes with NPS.
 */
export function dashboardState(data: DashboardData): TodayDashboardState {
  const group = data.schemeGroup;
  const target = data.scheme
    ? { kind: 'scheme' as const, id: data.scheme.id }
    : group
      ? { kind: group.type === 2 ? ('mcds' as const) : ('multi-scheme' as const), id: group.id }
      : null;
  const schemeIds = data.scheme ? [data.scheme.id] : data.schemes.filter((scheme) => scheme.has_nps).map((scheme) => scheme.id);
  return {
    wave: data.wave,
    previousWave: data.wave ? previousWaveOf(data.waves, data.wave.id, data.previousWave) : null,
    waves: data.waves,
    reportingScheme: target ? schemeValue(target) : null,
    schemeIds,
  };
}

/**
 * The case list query (002 §7: `initial=1`, `page`, `sort`, `filter[...]`) of the open overdue cases:
 * `filter[isResolved]=false` and `filter[created_between]` = `created` (000 §9: overdue means created
 * 365 to 2 days ago), sorted by created date, as the case list sends it.
 */
export function overdueCaseParams(created: string, page: number): Record<string, string> {
  return { initial: '1', page: String(page), sort: 'created date', 'filter[isResolved]': 'false', 'filter[created_between]': created };
}

/**
 * The page of a list that holds its last rows, read from its first page's pagination (002 §3: meta
 * from, to, total; links prev, next): 1 when there is no next page, else ceil(total / page size)
 * with the page size `to − from + 1`. Null when the first page is empty, or when its meta cannot say
 * (missing: the decoder then counts only this page's rows, which a next link contradicts).
 */
export function lastPageOf(first: Paginated<unknown>): number | null {
  if (first.data.length === 0) return null;
  if (!first.links.next) return 1;
  const { from, to, total } = first.meta;
  if (from !== 1 || to === null || to < from || total <= to) return null;
  return Math.ceil(total / (to - from + 1));
}

/** The oldest overdue case: its id, its location's name and when it was created. */
export interface OldestCase {
  id: number;
  location: string;
  created: Date;
}

/**
 * The oldest of the cases on the pages read (the first and the last of a newest-first list, so the
 * answer is right whichever way the server orders created dates): the earliest readable
 * `created_date`, the lower id on a tie; null when no row has a readable date.
 */
export function oldestCase(pages: ReadonlyArray<ReadonlyArray<Pick<Case, 'id' | 'created_date' | 'location'>>>): OldestCase | null {
  let oldest: OldestCase | null = null;
  for (const row of pages.flat()) {
    const created = parseApiDate(row.created_date);
    if (!created) continue;
    const earlier = !oldest || created.getTime() < oldest.created.getTime() || (created.getTime() === oldest.created.getTime() && row.id < oldest.id);
    if (earlier) oldest = { id: row.id, location: row.location.name, created };
  }
  return oldest;
}

export interface ReferredLine {
  query: QueryListRow;
  window: WindowChip | null;
  isNew: boolean;
}

/**
 * The queries referred back to the client (status 9), the soonest to close first, each with the
 * time left of its window (its own, else its scheme's) and 'New' when referred since the last visit
 * (its update date, else its creation date); and how many other queries are open.
 */
export function queryLines(
  rows: readonly QueryListRow[],
  windows: Readonly<Record<string, number>>,
  now: Date,
  last: LastVisit | null,
): { referred: ReferredLine[]; openCount: number } {
  const referred: ReferredLine[] = [];
  let openCount = 0;
  for (const query of rows) {
    if (query.is_resolved) continue;
    if (query.status_id !== QUERY_STATUS.referred) {
      openCount += 1;
      continue;
    }
    const created = parseApiDate(query.created_date);
    const length = query.query_window_length ?? windows[query.scheme_name] ?? null;
    referred.push({
      query,
      window: created && length !== null ? queryWindowChip(created, length, now) : null,
      isNew: isNewSince(parseApiDate(query.updated_date) ?? created, last, now),
    });
  }
  referred.sort((a, b) => (a.window?.closes.getTime() ?? Infinity) - (b.window?.closes.getTime() ?? Infinity) || a.query.id - b.query.id);
  return { referred, openCount };
}

/** The waves around Today's current wave: the previous one and the trend's (oldest first). */
export interface TodayWaves {
  previousWave: WaveRef | null;
  trendWaves: WaveRef[];
}

/**
 * The previous wave and the trend's waves of the current wave: from the dashboard state when the
 * wave is its wave (its next older wave, its `waves` newest first); else from the reporting
 * filters' waves by visit number (the wave before it, the 12 before it), as Reporting steps waves.
 */
export function todayWaves(
  wave: WaveRef,
  dashboard: Pick<TodayDashboardState, 'wave' | 'previousWave' | 'waves'> | null,
  filterWaves: readonly WaveGroupRef[],
): TodayWaves {
  if (dashboard?.wave?.id === wave.id) return { previousWave: dashboard.previousWave, trendWaves: trendWaves(dashboard.waves, wave.id) };
  const byNumber = wavesByNumber(filterWaves);
  return { previousWave: olderWaveByNumber(filterWaves, wave.id), trendWaves: trendWaves(byNumber, wave.id) };
}
