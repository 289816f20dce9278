import type { WaveRef } from './dashboardTypes';
import { weightedMean } from './movers';
import { waveChanges, type LocationResult, type SectionResult, type WaveChanges } from './waveChanges';

/*
 * A wave's results read from the report answers the spec documents (001 §3 "Report result":
 * `results` rows and `data_labels`): the rank report at the location level (one row per location),
 * the category report (a location × section table, or one row per category) and the trend report
 * (one row per wave). The spec names the columns' headings, not the rows' shape, so every answer is
 * read through what its `data_labels` say: which column names the row, which holds the count, which
 * the score, which are sections. Numbers may come as numeric strings. The scheme dashboards' derived
 * body, their 'What changed' card and Today's Results card all read results here (one model).
 */

/** A report cell as decoded (api/reportTableSchemas.ts). */
export type ReportCell = string | number | boolean | null;
/** One row of a report answer. */
export type ReportRowValues = Readonly<Record<string, ReportCell | undefined>>;

/** A report answer as the model reads it: its rows and its column headings. */
export interface ReportAnswer {
  results: readonly ReportRowValues[];
  /** `{ key: heading }` in column order, or a list of `{ key, label }`. */
  data_labels: Readonly<Record<string, string>> | ReadonlyArray<{ key: string; label: string }>;
}

export interface ReportColumn {
  key: string;
  label: string;
}

/** The columns of an answer in order (its `data_labels`, or the first row's keys when it has none). */
export function labelsOf(answer: ReportAnswer): ReportColumn[] {
  const labels = Array.isArray(answer.data_labels)
    ? (answer.data_labels as ReadonlyArray<{ key: string; label: string }>).map((entry) => ({ key: entry.key, label: entry.label }))
    : Object.entries(answer.data_labels as Record<string, string>).map(([key, label]) => ({ key, label: String(label) }));
  if (labels.length > 0) return labels;
  const first = answer.results[0];
  return first ? Object.keys(first).map((key) => ({ key, label: key })) : [];
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * A cell as a number: a finite number as it is; a numeric string ('0.8123', ' 42 ', '1,234',
 * '85.3%' as a fraction 0.853); anything else (text, booleans, empty) null.
 */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.trim();
  let scale = 1;
  if (text.endsWith('%')) {
    text = text.slice(0, -1).trim();
    scale = 100;
  }
  if (GROUPED.test(text)) text = text.replaceAll(',', '');
  if (!NUMBER.test(text)) return null;
  const parsed = Number(text) / scale;
  return Number.isFinite(parsed) ? parsed : null;
}

/** A flag cell: true, 1, '1', 'true' are true; false, 0, '0', 'false' false; anything else unknown (null). */
export function flag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

const words = (text: string) => text.replace(/[_-]+/g, ' ').trim().toLowerCase().replace(/\s+/g, ' ');

/** Headings (or keys) of a count column: visits, responses, answered… */
const COUNT_WORDS = new Set([
  'visits',
  'visit count',
  'number of visits',
  'no of visits',
  'no. of visits',
  'total visits',
  'responses',
  'response count',
  'number of responses',
  'answered',
  'count',
  'jobs',
  'surveys',
]);
/** Headings (or keys) of the score column. */
const SCORE_WORDS = new Set(['score', 'score %', 'score (%)', 'overall score', 'average score', 'avg score', 'total score', 'score pct']);
/** Keys that never hold figures or names (001 §3 names `category, is_scoring, answer_type_id, order_id` on rows; ours: id, is_survey, sub_title). */
const NOT_FIGURES = new Set(['id', 'is survey', 'sub title', 'is scoring', 'answer type id', 'order id', 'order']);
/** Fractions that are not section scores (NPS, shares). */
const NOT_SECTION = /nps|pct|share|percent|promoter|passive|detractor/i;
/** A name column that names categories or sections: the category report is one row per category. */
const SECTION_NAME = /categor|section/i;

/** The columns of a report as the model reads them. */
export interface ReportColumns {
  /** The column that names a row (the first heading). */
  name: ReportColumn | null;
  /** The count: Visits, Responses, Answered… (by key or heading). */
  count: ReportColumn | null;
  /** The score: Score (by key or heading). */
  score: ReportColumn | null;
  /** Other score columns: a location × section table's sections. */
  sections: ReportColumn[];
}

const fractionColumn = (answer: ReportAnswer, key: string) => {
  let seen = false;
  for (const row of answer.results) {
    const cell = row[key];
    if (cell === null || cell === undefined || cell === '') continue;
    const value = numeric(cell);
    if (value === null || value < 0 || value > 1) return false;
    seen = true;
  }
  return seen;
};

/**
 * Reads an answer's columns from its `data_labels`: the first heading names the row; the count is
 * the column keyed or headed Visits, Responses, Answered (or the like); the score the one keyed or
 * headed Score; every other column keyed `…score`, headed `…%`, or holding only fractions is a
 * section (scores are fractions, docs/api-contract.md "Reporting").
 */
export function reportColumns(answer: ReportAnswer): ReportColumns {
  const labels = labelsOf(answer).filter((column) => !NOT_FIGURES.has(words(column.key)));
  const find = (names: Set<string>) => labels.find((column) => names.has(words(column.key))) ?? labels.find((column) => names.has(words(column.label))) ?? null;
  const count = find(COUNT_WORDS);
  const score = find(SCORE_WORDS);
  const name = labels.find((column) => column !== count && column !== score) ?? null;
  const sections = labels.filter((column) => {
    if (column === name || column === count || column === score) return false;
    if (NOT_SECTION.test(column.key) || NOT_SECTION.test(column.label)) return false;
    return /score$/i.test(column.key) || /%\s*$/.test(column.label) || fractionColumn(answer, column.key);
  });
  return { name, count, score, sections };
}

/** How a category report's rows read: a location × section table (sections are columns), or one row per category. */
export type CategoryReading = 'table' | 'per-category';

/**
 * Which reading a category report needs, from its headings: a name column headed (or keyed) as a
 * category or section means one row per category; otherwise section columns mean a table; a report
 * with neither is one row per category (the report is by category).
 */
export function categoryReading(answer: ReportAnswer, columns = reportColumns(answer)): CategoryReading {
  const { name } = columns;
  if (name && (SECTION_NAME.test(name.key) || SECTION_NAME.test(name.label))) return 'per-category';
  return columns.sections.length > 0 ? 'table' : 'per-category';
}

/** One row read: the key that names it in every wave (its `id`, else its name), its name, score and count. */
export interface ResultRow {
  key: string;
  /** The row's `id` as text ('loc101', '101', 'w12'), null without one. */
  ref: string | null;
  name: string;
  score: number | null;
  count: number | null;
  row: ReportRowValues;
}

const refOf = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value.trim() ? value.trim() : null;

/** The rows of an answer with their name, the given score column (default: Score) and the count; rows without a name (or id) are left out. */
export function resultRows(answer: ReportAnswer, columns = reportColumns(answer), scoreKey: string | null = columns.score?.key ?? null): ResultRow[] {
  return answer.results.flatMap((row) => {
    if (!row || typeof row !== 'object') return [];
    const ref = refOf(row.id);
    const cell = columns.name ? row[columns.name.key] : undefined;
    const name = typeof cell === 'string' ? cell.trim() : typeof cell === 'number' ? String(cell) : '';
    if (!name && !ref) return [];
    return [
      {
        key: ref ? `id:${ref.toLowerCase()}` : `name:${words(name)}`,
        ref,
        name: name || (ref as string),
        score: scoreKey ? numeric(row[scoreKey]) : null,
        count: columns.count ? numeric(row[columns.count.key]) : null,
        row,
      },
    ];
  });
}

/**
 * The number an id names: a number or a numeric text as it is; a prefixed id (`loc101`, `cat3`)
 * when its prefix is one of `prefixes`; else null.
 */
export function idNumber(ref: string | null, prefixes: readonly string[]): number | null {
  if (!ref) return null;
  const match = /^([a-z_]*)(\d{1,9})$/i.exec(ref);
  if (!match) return null;
  const prefix = match[1].toLowerCase().replace(/_$/, '');
  return prefix === '' || prefixes.includes(prefix) ? Number(match[2]) : null;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The mean score of rows: weighted by their counts when they have any, else plain; null with no score. */
export function meanScore(entries: ReadonlyArray<{ score: number | null; count: number | null }>): number | null {
  const weighted = weightedMean(entries.map((entry) => ({ score: entry.score, visits: entry.count })));
  if (weighted !== null) return weighted;
  // Nothing to weigh by: the plain mean of the rows whose count is not known (a known 0 had no visits).
  const scores = entries.filter((entry) => entry.count === null).flatMap((entry) => (entry.score === null ? [] : [entry.score]));
  return scores.length ? round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null;
}

const sumCounts = (rows: readonly ResultRow[]): number | null => {
  const counts = rows.map((row) => row.count).filter((count): count is number => count !== null);
  return counts.length ? counts.reduce((sum, count) => sum + count, 0) : null;
};

// ------------------------------------------------------------------------------ locations (rank report)

/**
 * The locations of the rank report at the location level (one row per location), the wave against
 * the previous wave's report, matched by `id`, else by name: the wave's rows in report order, then
 * those only in the previous wave (no figure this wave, 0 visits).
 */
export function locationResults(current: ReportAnswer, previous: ReportAnswer | null): LocationResult[] {
  const now = resultRows(current);
  const before = previous ? resultRows(previous) : [];
  const beforeByKey = new Map<string, ResultRow>();
  for (const row of before) if (!beforeByKey.has(row.key)) beforeByKey.set(row.key, row);
  const hasCounts = now.some((row) => row.count !== null);
  const seen = new Set<string>();
  const results: LocationResult[] = [];
  for (const row of now) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    const old = beforeByKey.get(row.key);
    results.push({
      key: row.key,
      id: idNumber(row.ref, ['loc']),
      name: row.name,
      value: row.score,
      previous: old?.score ?? null,
      visits: row.count,
      previousVisits: !previous ? null : old ? old.count : hasCounts ? 0 : null,
    });
  }
  for (const row of before) {
    if (seen.has(row.key)) continue;
    seen.add(row.key);
    results.push({
      key: row.key,
      id: idNumber(row.ref, ['loc']),
      name: row.name,
      value: null,
      previous: row.score,
      visits: row.count !== null ? 0 : null,
      previousVisits: row.count,
    });
  }
  return results;
}

// ------------------------------------------------------------------------------ sections (category report)

/** Rows of a per-category report that are totals, not sections. */
const TOTAL_ROW = /^(overall|total|all|all categories)$/i;

/** The sections of one wave's category report, in either reading, with their scores. */
export function sectionScores(
  answer: ReportAnswer,
  categories: ReadonlyArray<{ id: number; name: string }> = [],
): Array<Omit<SectionResult, 'previous' | 'value'> & { score: number | null }> {
  const columns = reportColumns(answer);
  const byName = new Map(categories.map((category) => [words(category.name), category.id]));
  if (categoryReading(answer, columns) === 'table') {
    const rows = resultRows(answer, columns);
    // No locations, no sections: the headings alone are not results.
    if (rows.length === 0) return [];
    return columns.sections.map((column) => ({
      key: `name:${words(column.label)}`,
      id: byName.get(words(column.label)) ?? null,
      name: column.label,
      score: meanScore(rows.map((row) => ({ score: numeric(row.row[column.key]), count: row.count }))),
    }));
  }
  const rows = resultRows(answer, columns).filter((row) => flag(row.row.is_scoring) !== false && !TOTAL_ROW.test(row.name));
  const order = (row: ResultRow) => numeric(row.row.order_id ?? row.row.order);
  const ordered = rows.every((row) => order(row) !== null) ? [...rows].sort((a, b) => (order(a) as number) - (order(b) as number)) : rows;
  return ordered.map((row) => ({ key: row.key, id: byName.get(words(row.name)) ?? idNumber(row.ref, ['cat', 'category']), name: row.name, score: row.score }));
}

/**
 * The sections of the category report, the wave against the previous wave (matched by the row's id,
 * else by name): a location × section table gives each section column's mean over the locations
 * (weighted by their visits), one row per category gives each category's own score. A section with
 * no score in either wave is left out.
 */
export function sectionResults(
  current: ReportAnswer,
  previous: ReportAnswer | null,
  categories: ReadonlyArray<{ id: number; name: string }> = [],
): SectionResult[] {
  const before = previous ? sectionScores(previous, categories) : [];
  const byKey = new Map(before.map((section) => [section.key, section]));
  const byName = new Map(before.map((section) => [words(section.name), section]));
  // A section without a score in either wave is not scored (a comments or details category): left out.
  return sectionScores(current, categories).flatMap((section) => {
    const old = byKey.get(section.key) ?? byName.get(words(section.name));
    const previous = old?.score ?? null;
    return section.score === null && previous === null ? [] : [{ key: section.key, id: section.id, name: section.name, value: section.score, previous }];
  });
}

// ------------------------------------------------------------------------------ the trend report

/** One wave of the trend report. */
export interface TrendPoint {
  key: string;
  /** The wave (row `id` `w{waveId}`, else the wave of that name); null when not known. */
  waveId: number | null;
  name: string;
  score: number | null;
  count: number | null;
}

/**
 * The trend report's rows as waves (one row per wave): a row names its wave by `id` `w{waveId}` or
 * by the wave's name. `waves` are the waves asked for, oldest first: the points follow their order,
 * and rows of other waves are left out (when any row matches one of them).
 */
export function trendPoints(answer: ReportAnswer, waves: readonly WaveRef[] = []): TrendPoint[] {
  const ids = new Set(waves.map((wave) => wave.id));
  const byName = new Map(waves.filter((wave) => wave.name).map((wave) => [words(wave.name), wave.id]));
  const points = resultRows(answer).map((row): TrendPoint => {
    const prefixed = row.ref ? /^w(\d{1,9})$/i.exec(row.ref) : null;
    const plain = idNumber(row.ref, []);
    const waveId = prefixed ? Number(prefixed[1]) : (byName.get(words(row.name)) ?? (plain !== null && ids.has(plain) ? plain : null));
    return { key: row.key, waveId, name: row.name, score: row.score, count: row.count };
  });
  const position = new Map(waves.map((wave, index) => [wave.id, index]));
  const matched = points.filter((point) => point.waveId !== null && position.has(point.waveId));
  if (matched.length === 0) return points;
  return matched.sort((a, b) => (position.get(a.waveId as number) as number) - (position.get(b.waveId as number) as number));
}

/** A wave's overall score, its count, and where it was read. */
export interface WaveScore {
  score: number | null;
  count: number | null;
  from: 'trend' | 'rank' | null;
}

/**
 * A wave's overall score: its row of the trend report; else the mean of the rank report's location
 * scores weighted by their visits (equal to the report's own figure when every visit has the same
 * points available, an approximation otherwise).
 */
export function waveScore(wave: WaveRef | null, trend: readonly TrendPoint[] | null, rank: ReportAnswer | null): WaveScore {
  const point =
    wave && trend ? (trend.find((entry) => entry.waveId === wave.id) ?? trend.find((entry) => wave.name && words(entry.name) === words(wave.name))) : undefined;
  if (point && point.score !== null) return { score: point.score, count: point.count, from: 'trend' };
  if (!rank) return { score: null, count: point?.count ?? null, from: null };
  const rows = resultRows(rank);
  return { score: meanScore(rows), count: sumCounts(rows), from: 'rank' };
}

// ------------------------------------------------------------------------------ all of a wave

/** The report answers of a wave and its previous wave (null: not asked, not listed, or not answered). */
export interface WaveReports {
  wave: WaveRef | null;
  previousWave: WaveRef | null;
  rank: ReportAnswer | null;
  previousRank: ReportAnswer | null;
  category: ReportAnswer | null;
  previousCategory: ReportAnswer | null;
  trend: ReportAnswer | null;
  /** The waves the trend asked for, oldest first (lib/currentWave's `trendWaves`). */
  trendWaves?: readonly WaveRef[];
  /** The reporting filters' categories (001 §3), to name sections' ids. */
  categories?: ReadonlyArray<{ id: number; name: string }>;
}

/** Everything the wave's results show. */
export interface WaveResults {
  score: WaveScore;
  previousScore: WaveScore;
  locations: LocationResult[];
  sections: SectionResult[];
  trend: TrendPoint[];
  changes: WaveChanges;
}

/** A wave's results from its reports: the score and the previous wave's, the locations, the sections, the trend and what changed. */
export function waveResults(reports: WaveReports, count = 5): WaveResults {
  const trend = reports.trend ? trendPoints(reports.trend, reports.trendWaves ?? []) : [];
  const locations = reports.rank ? locationResults(reports.rank, reports.previousWave ? reports.previousRank : null) : [];
  const sections = reports.category ? sectionResults(reports.category, reports.previousWave ? reports.previousCategory : null, reports.categories ?? []) : [];
  return {
    score: waveScore(reports.wave, reports.trend ? trend : null, reports.rank),
    previousScore: reports.previousWave
      ? waveScore(reports.previousWave, reports.trend ? trend : null, reports.previousRank)
      : { score: null, count: null, from: null },
    locations,
    sections,
    trend,
    changes: waveChanges(locations, sections, count),
  };
}
