import type { ReportRequest } from '@/api/reportingEndpoints';
import type { WaveRef } from './dashboardTypes';
import { parseSchemeValue } from './schemeValue';

/*
 * The reports a wave's figures come from (000 §3 "Report names include rank, trend, …, the nps,
 * category"), found in the server's own `reports` list (001 §3: id, name, slug, is_excel_report) by
 * those names, and the calls that run them (001 §7 GET /api/{reporting|combined-reporting}/{slug}).
 * The dashboards' derived body, their route data and Today build their calls here, so the same
 * figures are one request and one cache entry.
 */

/** The reports the figures read. */
export type FigureReport = 'rank' | 'trend' | 'category' | 'nps';

/** The names 000 §3 gives them ('the nps': the demo calls it 'NPS'). */
const NAMES: Record<FigureReport, readonly string[]> = { rank: ['rank'], trend: ['trend'], category: ['category'], nps: ['the nps', 'nps'] };

/** A report of the server's list. */
export interface ListedReport {
  name: string;
  slug: string;
  is_excel_report?: boolean;
}

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The report of the server's `reports` list that bears the spec's name (case-insensitive, trimmed;
 * excel reports never); null when the list has none (the card then says so). Never a guessed slug.
 */
export function findReport<Report extends ListedReport>(reports: readonly Report[], which: FigureReport): Report | null {
  const names = NAMES[which];
  return reports.find((report) => !report.is_excel_report && names.includes(normal(report.name))) ?? null;
}

/** The figures' reports of a list, each null when the list does not name it. */
export function figureReportsOf<Report extends ListedReport>(reports: readonly Report[]): Record<FigureReport, Report | null> {
  return { rank: findReport(reports, 'rank'), trend: findReport(reports, 'trend'), category: findReport(reports, 'category'), nps: findReport(reports, 'nps') };
}

/**
 * A report run as Reporting asks it (its `reportParams`): the 001 §3 filter parameters plus
 * `scheme_id` (assumed; negated for a survey-data multi-scheme), so the same report is one cache
 * entry wherever it is shown.
 */
export function reportRequest(scheme: string | null, slug: string, filters: Readonly<Record<string, string | number | null | undefined>>): ReportRequest {
  const params: Record<string, string> = {};
  const target = parseSchemeValue(scheme);
  if (target) params.scheme_id = target.kind === 'multi-scheme' ? `-${target.id}` : String(target.id);
  for (const [key, value] of Object.entries(filters)) if (value !== null && value !== undefined && value !== '') params[key] = String(value);
  return { scheme, slug, params };
}

/** The report calls of a wave's figures; null where a report is not listed or there is no wave. */
export interface FigureRequests {
  rank: ReportRequest | null;
  previousRank: ReportRequest | null;
  category: ReportRequest | null;
  previousCategory: ReportRequest | null;
  trend: ReportRequest | null;
}

/** What the figures of a wave are read for: the data source (its selector value), the wave, the previous wave and the trend's waves. */
export interface FigureScope {
  /** The data source as Reporting names it (`{id}`, `-{id}`, `mcds{id}`); null: the default one. */
  scheme: string | null;
  wave: WaveRef | null;
  previousWave: WaveRef | null;
  /** The waves the trend shows, oldest first (lib/currentWave's `trendWaves`). */
  trendWaves: readonly WaveRef[];
}

/**
 * The calls: the rank and category reports at the location level for the wave and the previous
 * wave (stores from the rank report, sections from the category report), and the trend report over
 * the trend's waves (`visitnum` listing them, comma-separated as Reporting sends a wave selection).
 */
export function figureRequests(scope: FigureScope, reports: Partial<Record<FigureReport, ListedReport | null>>): FigureRequests {
  const { scheme, wave, previousWave } = scope;
  const run = (report: ListedReport | null | undefined, target: WaveRef | null) =>
    report && target ? reportRequest(scheme, report.slug, { level: 'loc', visitnum: target.id }) : null;
  const trendIds = scope.trendWaves.map((entry) => entry.id);
  return {
    rank: run(reports.rank, wave),
    previousRank: run(reports.rank, previousWave),
    category: run(reports.category, wave),
    previousCategory: run(reports.category, previousWave),
    trend: reports.trend && wave ? reportRequest(scheme, reports.trend.slug, { visitnum: (trendIds.length ? trendIds : [wave.id]).join(',') }) : null,
  };
}

/** The NPS metrics' parameters (001 §7: scheme_ids, visit_nums), as the NPS dashboard names them. */
export function npsMetricsParams(schemeIds: readonly number[], waveId: number | null | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (schemeIds.length) params.scheme_ids = schemeIds.join(',');
  if (waveId !== null && waveId !== undefined) params.visit_nums = String(waveId);
  return params;
}
