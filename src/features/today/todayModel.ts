import type { ReportResult } from '@/api/reportTableSchemas';
import { alertAge, type AlertAge } from '@/lib/alertAge';
import type { Case, Paginated } from '@/lib/caseTypes';
import type { DashboardData } from '@/lib/dashboardTypes';
import { parseApiDate } from '@/lib/format';
import { compareWaves, mostDeclined, mostImproved, biggestMovers, weightedMean, type Mover, type WaveEntry } from '@/lib/movers';
import { QUERY_STATUS, type QueryableJobs, type QueryListRow } from '@/lib/queryTypes';
import { queryWindowChip, type WindowChip } from '@/lib/queryWindowChip';
import { isNewSince, type LastVisit } from './lastVisit';
import type { TodayAlert, TodayDashboardState, TodayQueryableJobs, TodayReport } from './types';

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
 * state (shared)"): the current and previous wave, the reporting data source (the scheme's id, or
 * `-{id}` for a survey-data multi-scheme, as the dashboard's drill links name it) and the schemes
 * with NPS.
 */
export function dashboardState(data: DashboardData): TodayDashboardState {
  const group = data.schemeGroup;
  const reportingScheme = data.scheme ? String(data.scheme.id) : group ? (group.type === 1 ? `-${group.id}` : String(group.id)) : null;
  const schemeIds = data.scheme ? [data.scheme.id] : data.schemes.filter((scheme) => scheme.has_nps).map((scheme) => scheme.id);
  return { wave: data.wave, previousWave: data.previousWave, reportingScheme, schemeIds };
}

/** A report answer (Reporting's decoder, api/reportTableSchemas.ts) as the Results card reads it: its rows and its column headings in order. */
export function reportOf(result: ReportResult): TodayReport {
  const labels = Array.isArray(result.data_labels) ? result.data_labels : Object.entries(result.data_labels).map(([key, label]) => ({ key, label }));
  return { rows: result.results, labels };
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

/** The columns of a location-level report: the name column, the visits and score columns, and the section columns. */
export interface ReportColumns {
  name: string | null;
  visits: string | null;
  score: string | null;
  sections: Array<{ key: string; label: string }>;
}

/**
 * Reads the columns from the headings (001 §3 gives `data_labels`, not the keys): the first column
 * names the row; 'visits' and 'score' by key or heading; every other column whose key ends in
 * `score` is a section (scores are fractions, docs/api-contract.md "Reporting").
 */
export function reportColumns(report: TodayReport): ReportColumns {
  const find = (word: string) => report.labels.find((column) => column.key.toLowerCase() === word || column.label.trim().toLowerCase() === word)?.key ?? null;
  const name = report.labels[0]?.key ?? null;
  const visits = find('visits');
  const score = find('score');
  const sections = report.labels.filter((column) => column !== report.labels[0] && column.key !== visits && column.key !== score && /score$/i.test(column.key));
  return { name, visits, score, sections };
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A report's rows as wave entries of the given score column (the row's `id` names it in both waves, else its name). */
export function reportEntries(report: TodayReport, scoreKey: string | null, columns = reportColumns(report)): WaveEntry[] {
  if (!columns.name || !scoreKey) return [];
  return report.rows.flatMap((row) => {
    const name = row[columns.name ?? ''];
    if (typeof name !== 'string' && typeof name !== 'number') return [];
    const key = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `name:${String(name)}`;
    return [{ key, name: String(name), score: numberOf(row[scoreKey]), visits: columns.visits ? numberOf(row[columns.visits]) : null }];
  });
}

/** What the Results card shows. */
export interface ResultsModel {
  /** The current and previous wave's score (fractions; null when not known). */
  score: number | null;
  previousScore: number | null;
  improved: Mover[];
  declined: Mover[];
  /** The sections that moved most (either way). */
  sections: Mover[];
  /** Locations compared (both waves), for "n locations". */
  compared: number;
}

/**
 * The Results card from the category report at location level of the current and previous wave:
 * the wave's score is the visit-weighted mean of the locations' scores (the trend row of the wave
 * when given); a section's score is its visit-weighted mean over the locations.
 */
export function resultsModel(current: TodayReport, previous: TodayReport | null, trend?: { current: number | null; previous: number | null }): ResultsModel {
  const columns = reportColumns(current);
  const now = reportEntries(current, columns.score, columns);
  const before = previous ? reportEntries(previous, reportColumns(previous).score) : [];
  const locations = previous ? compareWaves(now, before) : [];
  const previousColumns = previous ? reportColumns(previous) : null;
  const sectionEntries = (report: TodayReport, cols: ReportColumns): WaveEntry[] =>
    cols.sections.map((section) => ({
      key: section.label,
      name: section.label,
      score: weightedMean(reportEntries(report, section.key, cols).map((entry) => ({ score: entry.score, visits: entry.visits ?? null }))),
    }));
  const sections = previous && previousColumns ? compareWaves(sectionEntries(current, columns), sectionEntries(previous, previousColumns)) : [];
  const mean = (entries: WaveEntry[]) => weightedMean(entries.map((entry) => ({ score: entry.score, visits: entry.visits ?? null })));
  return {
    score: trend?.current ?? mean(now),
    previousScore: previous ? (trend?.previous ?? mean(before)) : null,
    improved: mostImproved(locations),
    declined: mostDeclined(locations),
    sections: biggestMovers(sections),
    compared: locations.filter((mover) => mover.change !== null).length,
  };
}

/** The score of one wave in a trend report (its row `w{id}`, else the row named like the wave). */
export function trendScore(report: TodayReport | undefined, wave: { id: number; name: string } | null): number | null {
  if (!report || !wave) return null;
  const columns = reportColumns(report);
  if (!columns.score) return null;
  const row = report.rows.find((item) => item.id === `w${wave.id}`) ?? report.rows.find((item) => columns.name !== null && item[columns.name] === wave.name);
  return row ? numberOf(row[columns.score]) : null;
}
