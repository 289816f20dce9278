import { NPS_GROUPS, NPS_GROUP_LABEL, type NpsGroup } from '@/lib/nps';
import { REGION_LEVELS } from '@/lib/regions';
import { parseSchemeValue } from '@/lib/schemeValue';
import { P, can, quickReportAllowed, type PermissionHolder } from '@/lib/permissions';
import type { NamedRef, Questionnaire, ReportDefinition, ReportResult, ReportRow, ReportingFilters, ReportingScheme } from './reportingTypes';

// ------------------------------------------------------------------------------------ the view (URL)

/**
 * The report filter parameters of document 001 §3 (plus the second question of a comparison), and
 * `questionnaire_id` for More Filters' Questionnaires group (001 §2 lists the group, §3 no parameter
 * for it: named like the spec's `question_id`; docs/api-contract.md "Reporting").
 */
export const FILTER_KEYS = [
  'level', 'visitnum', 'visitgroup', 'start_date', 'end_date', 'md', 'od', 'rbm', 'bdm', 'loc',
  'cti', 'csi', 'grd', 'dow', 'nps', 'cat', 'cpt', 'questionnaire_id', 'question_id', 'grid_id', 'question_id_b', 'grid_id_b',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ReportFilters = Partial<Record<FilterKey, string>>;

/** Levels by location attribute (type, sub type, grade). */
export const ATTRIBUTE_LEVELS = ['cti', 'csi', 'grd'] as const;

export interface ReportSort {
  column: string;
  direction: 'asc' | 'desc';
}

/** What the URL says the reporting page shows (house rule 12). */
export interface ReportingView {
  scheme: string | null;
  report: string | null;
  filters: ReportFilters;
  page: number;
  sort: ReportSort | null;
  find: string;
  /** Compare with the previous wave (`compare=1`). */
  compare: boolean;
}

const ID_LIST = /^\d{1,9}(,\d{1,9})*$/;
const ONE_ID = /^\d{1,9}$/;
const VALIDATORS: Record<FilterKey, (value: string) => boolean> = {
  level: (value) => [...REGION_LEVELS, ...ATTRIBUTE_LEVELS, 'job'].includes(value),
  visitnum: (value) => ID_LIST.test(value),
  visitgroup: (value) => ID_LIST.test(value),
  start_date: (value) => isIsoDate(value),
  end_date: (value) => isIsoDate(value),
  md: (value) => ID_LIST.test(value),
  od: (value) => ID_LIST.test(value),
  rbm: (value) => ID_LIST.test(value),
  bdm: (value) => ID_LIST.test(value),
  loc: (value) => ID_LIST.test(value),
  cti: (value) => ID_LIST.test(value),
  csi: (value) => ID_LIST.test(value),
  grd: (value) => ID_LIST.test(value),
  dow: (value) => /^[1-7](,[1-7])*$/.test(value),
  nps: (value) => value.split(',').every((group) => (NPS_GROUPS as readonly string[]).includes(group)),
  cat: (value) => ID_LIST.test(value),
  cpt: (value) => ID_LIST.test(value),
  questionnaire_id: (value) => ID_LIST.test(value),
  question_id: (value) => ONE_ID.test(value),
  grid_id: (value) => ONE_ID.test(value),
  question_id_b: (value) => ONE_ID.test(value),
  grid_id_b: (value) => ONE_ID.test(value),
};

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getFullYear() === Number(match[1]) && date.getMonth() === Number(match[2]) - 1 && date.getDate() === Number(match[3]);
}

/**
 * The data source the filter data belongs to: the URL's value (its `schemes` entry), else the
 * assumed `scheme` object, else the entry flagged default, else the first entry. Never throws on a
 * missing `scheme` (001 §3 names only `schemes`).
 */
export function shownSource(data: Pick<ReportingFilters, 'scheme' | 'schemes'> | undefined, selected: string | null): ReportingScheme | null {
  if (!data) return null;
  if (selected) {
    const listed = data.schemes.find((entry) => entry.value === selected) ?? (data.scheme?.value === selected ? data.scheme : undefined);
    if (listed) return listed;
    const target = parseSchemeValue(selected);
    return target ? { id: target.id, name: '', type: 0, kind: target.kind, value: selected, hasCompetencies: null, isDefault: false } : null;
  }
  return data.scheme ?? data.schemes.find((entry) => entry.isDefault) ?? data.schemes[0] ?? null;
}

/** True when a source holds survey data: a scheme of type 4 (survey) or a multi-scheme of either kind (001 §3). */
export function isSurveySource(source: Pick<ReportingScheme, 'kind' | 'type'> | null): boolean {
  return !!source && (source.kind !== 'scheme' || source.type === 4);
}

/**
 * The current wave for quick reports and 'run for the current wave': the filter data's assumed
 * `current_wave` when sent, else the shared dashboard state's `wave` (000 §3); null when neither is known.
 */
export function currentWaveOf(filters: Pick<ReportingFilters, 'current_wave'> | undefined, dashboardWave: NamedRef | null | undefined): NamedRef | null {
  return filters?.current_wave ?? dashboardWave ?? null;
}

/**
 * Reads the view from the URL's search parameters; malformed values are dropped, dates after
 * `today` or reversed are dropped, and a date range wins over nothing but is dropped with a wave.
 */
export function parseReportingView(search: URLSearchParams, today: string): ReportingView {
  const scheme = parseSchemeValue(search.get('scheme')) ? (search.get('scheme') as string) : null;
  const reportValue = search.get('report') ?? '';
  const report = /^[a-z0-9][a-z0-9-]{0,79}$/.test(reportValue) ? reportValue : null;
  const filters: ReportFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null && value !== '' && VALIDATORS[key](value)) filters[key] = value;
  }
  const start = filters.start_date;
  const end = filters.end_date;
  if ((start && start > today) || (end && end > today) || (start && end && start > end) || (!!start !== !!end)) {
    delete filters.start_date;
    delete filters.end_date;
  }
  if (filters.grid_id && !filters.question_id) delete filters.grid_id;
  if (filters.grid_id_b && !filters.question_id_b) delete filters.grid_id_b;
  const pageValue = Number(search.get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 100_000 ? pageValue : 1;
  const sortMatch = /^([A-Za-z0-9_#-]{1,60})\.(asc|desc)$/.exec(search.get('sort') ?? '');
  const sort = sortMatch ? { column: sortMatch[1] as string, direction: sortMatch[2] as 'asc' | 'desc' } : null;
  const find = (search.get('find') ?? '').slice(0, 100);
  const compare = search.get('compare') === '1' && !!report && canCompare(report, filters);
  return { scheme, report: report && scheme ? report : null, filters, page, sort, find, compare };
}

/** The URL search string of a view (empty values left out; lists stay comma-separated). */
export function reportingSearch(view: ReportingView): string {
  const pairs: Array<[string, string]> = [];
  if (view.scheme) pairs.push(['scheme', view.scheme]);
  if (view.scheme && view.report) {
    pairs.push(['report', view.report]);
    for (const key of FILTER_KEYS) {
      const value = view.filters[key];
      if (value) pairs.push([key, value]);
    }
    if (view.compare) pairs.push(['compare', '1']);
    if (view.page > 1) pairs.push(['page', String(view.page)]);
    if (view.sort) pairs.push(['sort', `${view.sort.column}.${view.sort.direction}`]);
    if (view.find) pairs.push(['find', view.find]);
  }
  return pairs.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&');
}

/** The request parameters of a report: its filters plus `scheme_id` (the selector value; assumed). */
export function reportParams(view: Pick<ReportingView, 'scheme' | 'filters'>): Record<string, string> {
  const params: Record<string, string> = {};
  const target = parseSchemeValue(view.scheme);
  if (target) params.scheme_id = target.kind === 'multi-scheme' ? `-${target.id}` : String(target.id);
  for (const key of FILTER_KEYS) {
    const value = view.filters[key];
    if (value) params[key] = value;
  }
  return params;
}

/** Picking waves clears the dates; picking dates clears the waves (document 001 §4). */
export function withWaves(filters: ReportFilters, waves: { visitnum?: string; visitgroup?: string }): ReportFilters {
  const next: ReportFilters = { ...filters, visitnum: waves.visitnum || undefined, visitgroup: waves.visitgroup || undefined };
  if (next.visitnum || next.visitgroup) {
    delete next.start_date;
    delete next.end_date;
  }
  return prune(next);
}

/** Sets (or, with nulls, clears) the date range; a start date clears the waves. */
export function withDates(filters: ReportFilters, start: string | null, end: string | null): ReportFilters {
  const next: ReportFilters = { ...filters, start_date: start ?? undefined, end_date: end ?? undefined };
  if (start) {
    delete next.visitnum;
    delete next.visitgroup;
  }
  return prune(next);
}

/** Drops empty values. */
export function prune(filters: ReportFilters): ReportFilters {
  const next: ReportFilters = {};
  for (const key of FILTER_KEYS) if (filters[key]) next[key] = filters[key];
  return next;
}

// ------------------------------------------------------------------------------------ levels

/** Reports that may run at job level (document 001 §5: rank except cases, spend, category, competency, question results). */
const JOB_LEVEL_REPORTS = new Set(['rank', 'spend', 'category', 'competency', 'question-results']);
/** Reports without a level ('N/A'). */
const LEVELLESS_REPORTS = new Set(['trend', 'trend-group', 'day-of-week', 'score-split', 'question-versus-nps']);

/** True when the report takes a level. */
export function reportHasLevels(slug: string | null | undefined): boolean {
  return !!slug && !LEVELLESS_REPORTS.has(slug) && !slug.startsWith('cases');
}

/**
 * The levels offered for a report: the server's `levels` list (001 §3) in its order when it sends one,
 * else computed (the user's top level down to location, then cti, csi, grd); either way no region
 * level above the user's `max_reporting_level`, and job only where allowed (001 §5).
 */
export function levelChoices(maxLevel: string | null | undefined, slug: string | null | undefined, serverLevels: readonly string[] | null = null): string[] {
  if (!reportHasLevels(slug)) return [];
  const start = Math.max(0, REGION_LEVELS.indexOf((maxLevel ?? 'md') as (typeof REGION_LEVELS)[number]));
  const allowedRegions = new Set<string>(REGION_LEVELS.slice(start));
  const jobAllowed = !!slug && JOB_LEVEL_REPORTS.has(slug);
  if (serverLevels && serverLevels.length > 0) {
    const known = new Set<string>([...ATTRIBUTE_LEVELS, 'job']);
    return serverLevels.filter((level) => (allowedRegions.has(level) || known.has(level)) && (level !== 'job' || jobAllowed));
  }
  const levels: string[] = [...allowedRegions, ...ATTRIBUTE_LEVELS];
  if (jobAllowed) levels.push('job');
  return levels;
}

/** The level to use after a report change: 'job' for a report without it becomes 'loc'; a report without levels has none. */
export function levelForReport(level: string | undefined, maxLevel: string | null | undefined, slug: string, serverLevels: readonly string[] | null = null): string | undefined {
  const choices = levelChoices(maxLevel, slug, serverLevels);
  if (choices.length === 0) return undefined;
  if (level === 'job' && !choices.includes('job')) return choices.includes('loc') ? 'loc' : choices[0];
  if (level && choices.includes(level)) return level;
  return choices[0];
}

/** The order levels step through (types, sub types and grades sit above location only for 'down'). */
const STEP_ORDER = ['md', 'od', 'rbm', 'bdm', 'loc', 'job'];

/** One level down: along md…loc (…job); types, sub types and grades go down to location. Null at the bottom. */
export function levelDown(level: string | undefined, choices: readonly string[]): string | null {
  if (!level) return null;
  if ((ATTRIBUTE_LEVELS as readonly string[]).includes(level)) return choices.includes('loc') ? 'loc' : null;
  const index = STEP_ORDER.indexOf(level);
  if (index < 0) return null;
  const next = STEP_ORDER.slice(index + 1).find((candidate) => choices.includes(candidate));
  return next ?? null;
}

/** One level up: along job…md; from types, sub types and grades an empty level (''). Null at the top. */
export function levelUp(level: string | undefined, choices: readonly string[]): string | null {
  if (!level) return null;
  if ((ATTRIBUTE_LEVELS as readonly string[]).includes(level)) return '';
  const index = STEP_ORDER.indexOf(level);
  if (index <= 0) return null;
  const previous = STEP_ORDER.slice(0, index).reverse().find((candidate) => choices.includes(candidate));
  return previous ?? null;
}

// ------------------------------------------------------------------------------------ reports and questions

/** Title case for report names ('rank for question' → 'Rank For Question'). */
export function titleCase(value: string): string {
  return value.replace(/\S+/g, (word) => (word.length <= 3 && word === word.toUpperCase() ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()));
}

/**
 * The quick reports a user sees (document 001 §4): a report is listed when the user holds
 * 'reporting - view {report name}' — excel reports too ('cases excel download': a click downloads it
 * for the current wave); competency only with competencies; question results with 'view - question results'.
 */
export function quickReports(reports: readonly ReportDefinition[], holder: PermissionHolder | null | undefined, hasCompetencies: boolean): ReportDefinition[] {
  return reports.filter((report) => {
    if (report.slug.startsWith('competency') && !hasCompetencies) return false;
    if (report.slug === 'question-results' && !can(holder, P.VIEW_QUESTION_RESULTS)) return false;
    return quickReportAllowed(holder, report.name);
  });
}

/** Reports offered in Advanced: competency reports only with competencies; question results with its permission. */
export function advancedReports(reports: readonly ReportDefinition[], holder: PermissionHolder | null | undefined, hasCompetencies: boolean): ReportDefinition[] {
  return reports.filter((report) => {
    if (report.slug.startsWith('competency') && !hasCompetencies) return false;
    if (report.slug === 'question-results' && !can(holder, P.VIEW_QUESTION_RESULTS)) return false;
    return true;
  });
}

const TEXT_TYPES = new Set([3, 4, 10, 11, 12]);
const SCORING_QUESTION_REPORTS = new Set(['trend', 'trend-group', 'rank-for-question', 'day-of-week', 'by-day-of-week']);
const NO_TEXT_QUESTION_REPORTS = new Set(['spend-by-answer', 'comparison']);
/** Question versus NPS crosses a choice question's answers with the NPS groups (assumed: radio, checkbox, dropdown). */
const CHOICE_TYPES = new Set([1, 2, 5]);
/** Reports that need a question before they run. */
const QUESTION_REPORTS = new Set(['rank-for-question', 'spend-by-answer', 'comparison', 'question-versus-nps']);

/** True when the report lists questions to pick from. */
export function reportTakesQuestion(slug: string | null | undefined): boolean {
  return !!slug && (SCORING_QUESTION_REPORTS.has(slug) || NO_TEXT_QUESTION_REPORTS.has(slug) || slug === 'comments' || slug === 'question-versus-nps');
}

/** True when the report cannot run without a question. */
export function reportNeedsQuestion(slug: string | null | undefined): boolean {
  return !!slug && QUESTION_REPORTS.has(slug);
}

export interface QuestionOption {
  /** `questionId^gridId` or `questionId`. */
  value: string;
  label: string;
  questionnaire: string;
}

/** The questions a report lists (document 001 §5), as caret ids. */
export function questionOptions(slug: string | null | undefined, questionnaires: readonly Questionnaire[], surveyData: boolean): QuestionOption[] {
  if (!reportTakesQuestion(slug)) return [];
  const options: QuestionOption[] = [];
  for (const questionnaire of questionnaires) {
    for (const question of questionnaire.questions) {
      if (slug && SCORING_QUESTION_REPORTS.has(slug) && !question.is_scoring) continue;
      if (slug && NO_TEXT_QUESTION_REPORTS.has(slug) && TEXT_TYPES.has(question.answer_type)) continue;
      if (slug === 'comments' && (!surveyData || ![3, 4].includes(question.answer_type))) continue;
      if (slug === 'question-versus-nps' && !CHOICE_TYPES.has(question.answer_type)) continue;
      const label = `${question.question_num}. ${question.question}`;
      if (question.grid && question.grid.length > 0) {
        for (const row of question.grid) options.push({ value: `${question.id}^${row.id}`, label: `${label} - ${row.name}`, questionnaire: questionnaire.name });
      } else {
        options.push({ value: String(question.id), label, questionnaire: questionnaire.name });
      }
    }
  }
  return options;
}

/** `questionId^gridId` → the request's question_id and grid_id. */
export function splitQuestionValue(value: string): { question_id?: string; grid_id?: string } {
  const [question, grid] = value.split('^');
  if (!question || !/^\d+$/.test(question)) return {};
  return grid && /^\d+$/.test(grid) ? { question_id: question, grid_id: grid } : { question_id: question };
}

/** The caret value of the view's first question. */
export function questionValue(filters: ReportFilters): string {
  if (!filters.question_id) return '';
  return filters.grid_id ? `${filters.question_id}^${filters.grid_id}` : filters.question_id;
}

/** The number of rows a page of this report shows: 100 for question lists, else 25. */
export function pageSizeFor(slug: string | null | undefined): number {
  return slug === 'question-results' || slug?.startsWith('question-list') ? 100 : 25;
}

/** How the report is drawn as a chart: a line for trends, bars for rank-like reports, none otherwise. */
export function chartKindFor(slug: string | null | undefined): 'line' | 'bar' | null {
  if (!slug) return null;
  if (slug.startsWith('trend')) return 'line';
  if (['rank', 'category', 'competency', 'day-of-week', 'score-split', 'rank-for-question'].includes(slug)) return 'bar';
  return null;
}

// ------------------------------------------------------------------------------------ results

export interface ReportColumn {
  key: string;
  label: string;
  numeric: boolean;
}

/** A result row with its server position ('#', kept when sorting). */
export interface NumberedRow {
  index: number;
  row: ReportRow;
}

/** The columns of a result, from its data_labels (object or list), numeric when every present value is a number. */
export function reportColumns(result: Pick<ReportResult, 'data_labels' | 'results'>): ReportColumn[] {
  const labels = Array.isArray(result.data_labels)
    ? result.data_labels.filter((entry) => entry && typeof entry.key === 'string').map((entry) => [entry.key, String(entry.label ?? entry.key)] as const)
    : Object.entries(result.data_labels ?? {}).map(([key, label]) => [key, String(label)] as const);
  return labels.map(([key, label]) => {
    const values = result.results.map((row) => row?.[key]).filter((value) => value !== null && value !== undefined && value !== '');
    return { key, label, numeric: values.length > 0 && values.every((value) => typeof value === 'number') };
  });
}

/** Rows numbered in server order; entries that are not objects are skipped. */
export function numberRows(rows: readonly unknown[]): NumberedRow[] {
  const numbered: NumberedRow[] = [];
  rows.forEach((row) => {
    if (row && typeof row === 'object' && !Array.isArray(row)) numbered.push({ index: numbered.length + 1, row: row as ReportRow });
  });
  return numbered;
}

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
  if (result && Array.isArray(result.results) && result.results.some((row) => row && typeof row === 'object' && typeof row[SUB_TITLE_KEY] === 'string')) return 'day-part';
  return 'default';
}

/** A day-part result split into one table per sub title, in the server's order of first appearance; each numbered from 1. */
export function subTitleTables(results: readonly unknown[]): Array<{ title: string; rows: NumberedRow[] }> {
  const tables = new Map<string, ReportRow[]>();
  for (const row of results) {
    if (!row || typeof row !== 'object' || Array.isArray(row)) continue;
    const value = (row as ReportRow)[SUB_TITLE_KEY];
    const title = value === null || value === undefined || value === '' ? '–' : String(value);
    const list = tables.get(title) ?? [];
    list.push(row as ReportRow);
    tables.set(title, list);
  }
  return [...tables].map(([title, rows]) => ({ title, rows: numberRows(rows) }));
}

/** The totals row of a question-versus-NPS table: counts summed, NPS = (promoters − detractors) / responses. */
export function npsTotals(rows: readonly NumberedRow[]): { responses: number; promoters: number; passives: number; detractors: number; nps: number | null } {
  const sum = (key: string) => rows.reduce((total, { row }) => total + (typeof row[key] === 'number' ? (row[key] as number) : 0), 0);
  const promoters = sum('promoters');
  const passives = sum('passives');
  const detractors = sum('detractors');
  const responses = sum('responses') || promoters + passives + detractors;
  return { responses, promoters, passives, detractors, nps: responses > 0 ? Math.round(((promoters - detractors) / responses) * 10000) / 10000 : null };
}

/** The NPS groups' share columns of a question-versus-NPS table (fractions, shown as percentages). */
export const NPS_SHARE_KEYS = { promoters: 'promoters_pct', passives: 'passives_pct', detractors: 'detractors_pct' } as const;

/** Question-versus-NPS rows with each group's share of the answer's responses added (`promoters_pct`…; null with no responses). */
export function withNpsShares(results: readonly unknown[]): ReportRow[] {
  return results.filter((row): row is ReportRow => !!row && typeof row === 'object' && !Array.isArray(row)).map((row) => {
    const responses = typeof row.responses === 'number' ? row.responses : 0;
    const next: ReportRow = { ...row };
    for (const [group, key] of Object.entries(NPS_SHARE_KEYS)) next[key] = responses > 0 && typeof row[group] === 'number' ? Math.round(((row[group] as number) / responses) * 10000) / 10000 : null;
    return next;
  });
}

/** Each row's shown values in lower case, joined: built once per result, so a keystroke only scans strings. */
export function searchIndex(rows: readonly NumberedRow[], columns: readonly ReportColumn[]): string[] {
  return rows.map(({ row }) => columns.map((column) => formatCell(row[column.key], column)).join('\u0000').toLowerCase());
}

// Search indexes per result and column set: built once, in idle time or on the first keystroke.
const INDEXES = new WeakMap<readonly NumberedRow[], { columns: readonly ReportColumn[]; index: string[] }>();

/** searchIndex(), cached for these rows and columns. */
export function cachedSearchIndex(rows: readonly NumberedRow[], columns: readonly ReportColumn[]): string[] {
  const cached = INDEXES.get(rows);
  if (cached && cached.columns === columns) return cached.index;
  const index = searchIndex(rows, columns);
  INDEXES.set(rows, { columns, index });
  return index;
}

/** True once the search index of these rows and columns is cached. */
export function hasSearchIndex(rows: readonly NumberedRow[], columns: readonly ReportColumn[]): boolean {
  return INDEXES.get(rows)?.columns === columns;
}

/** Rows whose shown values contain the text (case-insensitive); `index` from searchIndex() for speed. */
export function findRows(rows: readonly NumberedRow[], columns: readonly ReportColumn[], text: string, index?: readonly string[]): NumberedRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  const haystack = index && index.length === rows.length ? index : searchIndex(rows, columns);
  const found: NumberedRow[] = [];
  for (let position = 0; position < rows.length; position += 1) if ((haystack[position] as string).includes(needle)) found.push(rows[position] as NumberedRow);
  return found;
}

/**
 * The ascending order of every row of a result by one column, computed once and reused by every
 * click: positions into the rows (typed keys: numbers as numbers, text case-insensitively; missing
 * values last; ties in server order), how many rows have a value, and which of them continue a run
 * of equal keys (so the descending order is read off it without sorting again, still stable).
 */
export interface ColumnOrder {
  order: Uint32Array;
  present: number;
  /** `tie[i]` is 1 when the i-th row of `order` has the same key as the one before it. */
  tie: Uint8Array;
}

/** Computes a column's ascending order (see ColumnOrder): numbers first, then text, each by a typed comparator over keys read once. */
export function columnOrder(rows: readonly NumberedRow[], column: Pick<ReportColumn, 'key'>): ColumnOrder {
  const count = rows.length;
  const numbers = new Float64Array(count);
  const texts: string[] = new Array<string>(count);
  const numeric: number[] = [];
  const textual: number[] = [];
  const missing: number[] = [];
  for (let position = 0; position < count; position += 1) {
    const value = (rows[position] as NumberedRow).row[column.key];
    if (value === null || value === undefined || value === '') missing.push(position);
    else if (typeof value === 'number') {
      numbers[position] = value;
      numeric.push(position);
    } else {
      texts[position] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value).toLowerCase();
      textual.push(position);
    }
  }
  numeric.sort((a, b) => (numbers[a] as number) - (numbers[b] as number) || a - b);
  textual.sort((a, b) => {
    const left = texts[a] as string;
    const right = texts[b] as string;
    return left < right ? -1 : left > right ? 1 : a - b;
  });
  const present = numeric.length + textual.length;
  const order = new Uint32Array(count);
  order.set(numeric, 0);
  order.set(textual, numeric.length);
  order.set(missing, present);
  const tie = new Uint8Array(present);
  for (let index = 1; index < numeric.length; index += 1) tie[index] = numbers[order[index] as number] === numbers[order[index - 1] as number] ? 1 : 0;
  for (let index = numeric.length + 1; index < present; index += 1) tie[index] = texts[order[index] as number] === texts[order[index - 1] as number] ? 1 : 0;
  return { order, present, tie };
}

// Orders per result (the numbered rows) and column: a sort after the first is a linear walk.
const ORDERS = new WeakMap<readonly NumberedRow[], Map<string, ColumnOrder>>();

/** The cached order of a column for these rows (computed on first use). */
export function cachedColumnOrder(rows: readonly NumberedRow[], column: Pick<ReportColumn, 'key'>): ColumnOrder {
  let byColumn = ORDERS.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    ORDERS.set(rows, byColumn);
  }
  let order = byColumn.get(column.key);
  if (!order) {
    order = columnOrder(rows, column);
    byColumn.set(column.key, order);
  }
  return order;
}

/** True once a column's order for these rows is cached. */
export function hasColumnOrder(rows: readonly NumberedRow[], key: string): boolean {
  return ORDERS.get(rows)?.has(key) ?? false;
}

/**
 * Sorts by a column (typed: numbers as numbers, text case-insensitively), missing values last
 * either way, stable; '#' is the server order. `all` is the whole numbered result `rows` was
 * filtered from (its `index` is the position there + 1): its cached column orders make every sort
 * after the first a linear walk. Without `all`, `rows` itself is the whole result.
 */
export function sortRows(rows: readonly NumberedRow[], sort: ReportSort | null, columns: readonly ReportColumn[], all: readonly NumberedRow[] = rows): NumberedRow[] {
  if (!sort) return [...rows];
  const descending = sort.direction === 'desc';
  if (sort.column === '#') {
    // Filtered rows keep the server order already: only sort when they do not.
    let ordered = true;
    for (let position = 1; position < rows.length && ordered; position += 1) ordered = (rows[position - 1] as NumberedRow).index < (rows[position] as NumberedRow).index;
    const copy = ordered ? [...rows] : [...rows].sort((a, b) => a.index - b.index);
    return descending ? copy.reverse() : copy;
  }
  const column = columns.find((candidate) => candidate.key === sort.column);
  if (!column) return [...rows];
  const { order, present, tie } = cachedColumnOrder(all, column);
  // Which rows are shown: every row, or those the text filter kept.
  let keep: Uint8Array | null = null;
  if (rows !== all && rows.length !== all.length) {
    keep = new Uint8Array(all.length);
    for (const entry of rows) keep[entry.index - 1] = 1;
  }
  const result: NumberedRow[] = [];
  const push = (position: number) => {
    if (!keep || keep[position]) result.push(all[position] as NumberedRow);
  };
  if (!descending) for (let index = 0; index < present; index += 1) push(order[index] as number);
  else {
    // Runs of equal keys from the last to the first, each in server order (stable).
    let end = present;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && tie[start]) start -= 1;
      for (let index = start; index < end; index += 1) push(order[index] as number);
      end = start;
    }
  }
  for (let index = present; index < order.length; index += 1) push(order[index] as number);
  return result;
}

/** True when a report can be compared with the previous wave: one wave (or group) chosen, not a trend. */
export function canCompare(slug: string, filters: ReportFilters): boolean {
  if (slug.startsWith('trend') || reportLayout(slug, null) !== 'default') return false;
  const one = (value: string | undefined) => !!value && !value.includes(',');
  return one(filters.visitnum) !== one(filters.visitgroup) && !filters.start_date;
}

const PREVIOUS = '__prev';
const CHANGE = '__change';
const isFractionKey = (key: string) => /(^|_)(score|nps)$|_pct$|^pct_/.test(key);

/**
 * A result beside the previous wave's: every numeric column gains 'Previous' and 'Change' columns;
 * rows are matched by id, else by their first column; unmatched values stay empty ('–').
 * Changes of scores are in points (× 100), of counts in units.
 */
export function compareResults(current: ReportResult, previous: ReportResult | undefined, previousName: string): { columns: ReportColumn[]; rows: ReportRow[] } {
  const columns = reportColumns(current);
  const first = columns[0]?.key;
  const older = Array.isArray(previous?.results) ? previous.results.filter((row) => row && typeof row === 'object') : [];
  const byId = new Map(older.filter((row) => row.id !== null && row.id !== undefined).map((row) => [String(row.id), row]));
  const byLabel = first ? new Map(older.map((row) => [String(row[first] ?? ''), row])) : new Map<string, ReportRow>();
  const rows = (Array.isArray(current.results) ? current.results : []).filter((row) => row && typeof row === 'object').map((row) => {
    const match = (row.id !== null && row.id !== undefined ? byId.get(String(row.id)) : undefined) ?? (first ? byLabel.get(String(row[first] ?? '')) : undefined);
    const next: ReportRow = { ...row };
    for (const column of columns) {
      if (!column.numeric) continue;
      const before = match?.[column.key];
      const now = row[column.key];
      next[`${column.key}${PREVIOUS}`] = typeof before === 'number' ? before : null;
      next[`${column.key}${CHANGE}`] = typeof before === 'number' && typeof now === 'number' ? Math.round((now - before) * (isFractionKey(column.key) ? 1000 : 10)) / 10 : null;
    }
    return next;
  });
  const compared = columns.flatMap((column) =>
    column.numeric
      ? [column, { key: `${column.key}${PREVIOUS}`, label: `${column.label} (${previousName})`, numeric: true }, { key: `${column.key}${CHANGE}`, label: `${column.label} change`, numeric: true }]
      : [column],
  );
  return { columns: compared, rows };
}

// One formatter for every cell: toLocaleString builds a new one per call (slow on 99,999 rows).
const INTEGER_FORMAT = new Intl.NumberFormat('en-US');

/** A cell as text: scores (keys ending 'score' or '_pct') as percentages with 1 decimal, other numbers as they are, missing as '–'. */
export function formatCell(value: unknown, column: Pick<ReportColumn, 'key'>): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'number' && column.key.endsWith(CHANGE)) {
    const base = column.key.slice(0, -CHANGE.length);
    const size = isFractionKey(base) ? Math.abs(value).toFixed(1) : INTEGER_FORMAT.format(Math.abs(value));
    return value > 0 ? `▲ +${size}` : value < 0 ? `▼ \u2212${size}` : `▶ ${isFractionKey(base) ? '0.0' : '0'}`;
  }
  const key = column.key.endsWith(PREVIOUS) ? column.key.slice(0, -PREVIOUS.length) : column.key;
  if (typeof value === 'number') {
    if (isFractionKey(key)) return `${(value * 100).toFixed(1)}${key.startsWith('nps') ? '' : '%'}`;
    return Number.isInteger(value) ? INTEGER_FORMAT.format(value) : value.toFixed(2);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The drill target of a row: a region or location id (`{level}{id}`), a job, or nothing. */
export function rowTarget(row: ReportRow): { kind: 'region'; level: string; id: number } | { kind: 'job'; jobId: number; isSurvey: boolean } | null {
  const id = row.id;
  if (typeof id !== 'string') return null;
  const match = /^(md|od|rbm|bdm|loc|cti|csi|grd|job)(\d{1,9})$/.exec(id);
  if (!match) return null;
  if (match[1] === 'job') return { kind: 'job', jobId: Number(match[2]), isSurvey: row.is_survey === true || row.is_survey === 1 };
  return { kind: 'region', level: match[1] as string, id: Number(match[2]) };
}

// ------------------------------------------------------------------------------------ names for chips

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Names of everything a filter can hold, from the filter data. */
export interface FilterNames {
  waves: Map<string, string>;
  groups: Map<string, string>;
  regions: Map<string, string>;
  types: Map<string, string>;
  subTypes: Map<string, string>;
  grades: Map<string, string>;
  categories: Map<string, string>;
  competencies: Map<string, string>;
  questionnaires: Map<string, string>;
  questions: Map<string, string>;
  labels: { wave: string; location: string; type: string; subType: string; grade: string };
}

/** One removable filter chip: the filter keys it stands for and its text ('Month: March 2026'). */
export interface FilterChip {
  keys: FilterKey[];
  label: string;
}

const LEVEL_WORDS: Record<string, string> = { md: 'MD', od: 'OD', rbm: 'RBM', bdm: 'BDM' };

/** The name of a level ('loc' as the company's location label; cti/csi/grd as its level names). */
export function levelName(level: string, names: Pick<FilterNames, 'labels'>): string {
  if (level === 'loc') return names.labels.location;
  if (level === 'cti') return names.labels.type;
  if (level === 'csi') return names.labels.subType;
  if (level === 'grd') return names.labels.grade;
  if (level === 'job') return 'Job';
  return LEVEL_WORDS[level] ?? level;
}

/** The chips of the active filters (names, never ids where a name is known). */
export function filterChips(filters: ReportFilters, names: FilterNames, formatDate: (iso: string) => string): FilterChip[] {
  const list = (value: string | undefined, map: Map<string, string>) => (value ?? '').split(',').filter(Boolean).map((id) => map.get(id) ?? id).join(', ');
  const chips: FilterChip[] = [];
  if (filters.visitnum) chips.push({ keys: ['visitnum'], label: `${names.labels.wave}: ${list(filters.visitnum, names.waves)}` });
  if (filters.visitgroup) chips.push({ keys: ['visitgroup'], label: `${names.labels.wave} group: ${list(filters.visitgroup, names.groups)}` });
  if (filters.start_date && filters.end_date) chips.push({ keys: ['start_date', 'end_date'], label: `Dates: ${formatDate(filters.start_date)} - ${formatDate(filters.end_date)}` });
  for (const level of REGION_LEVELS) {
    if (filters[level]) {
      const ids = filters[level].split(',').map((id) => names.regions.get(`${level}${id}`) ?? id);
      chips.push({ keys: [level], label: `${levelName(level, names)}: ${ids.join(', ')}` });
    }
  }
  if (filters.cti) chips.push({ keys: ['cti'], label: `${names.labels.type}: ${list(filters.cti, names.types)}` });
  if (filters.csi) chips.push({ keys: ['csi'], label: `${names.labels.subType}: ${list(filters.csi, names.subTypes)}` });
  if (filters.grd) chips.push({ keys: ['grd'], label: `${names.labels.grade}: ${list(filters.grd, names.grades)}` });
  if (filters.cat) chips.push({ keys: ['cat'], label: `Categories: ${list(filters.cat, names.categories)}` });
  if (filters.cpt) chips.push({ keys: ['cpt'], label: `Competencies: ${list(filters.cpt, names.competencies)}` });
  if (filters.dow) chips.push({ keys: ['dow'], label: `Days: ${filters.dow.split(',').map((day) => DAY_NAMES[Number(day) - 1] ?? day).join(', ')}` });
  if (filters.nps) chips.push({ keys: ['nps'], label: `NPS: ${filters.nps.split(',').map((group) => NPS_GROUP_LABEL[group as NpsGroup] ?? group).join(', ')}` });
  if (filters.questionnaire_id) chips.push({ keys: ['questionnaire_id'], label: `Questionnaires: ${list(filters.questionnaire_id, names.questionnaires)}` });
  if (filters.question_id) {
    const value = questionValue(filters);
    chips.push({ keys: ['question_id', 'grid_id'], label: `Question: ${names.questions.get(value) ?? value}` });
  }
  if (filters.question_id_b) {
    const value = filters.grid_id_b ? `${filters.question_id_b}^${filters.grid_id_b}` : filters.question_id_b;
    chips.push({ keys: ['question_id_b', 'grid_id_b'], label: `Second question: ${names.questions.get(value) ?? value}` });
  }
  return chips;
}

/** How many of More Filters' groups are active ('More Filters (n)'). */
export function moreFiltersCount(filters: ReportFilters): number {
  const groups: FilterKey[][] = [['md', 'od', 'rbm', 'bdm', 'loc'], ['cti'], ['csi'], ['grd'], ['cat'], ['cpt'], ['dow'], ['nps'], ['questionnaire_id']];
  return groups.filter((keys) => keys.some((key) => !!filters[key])).length;
}

/** The previous / next wave (or wave group) of a report that shows one, or null at the ends. */
export function waveStep(filters: ReportFilters, groups: ReadonlyArray<{ id: number; waves: ReadonlyArray<{ id: number }> }>, direction: -1 | 1): ReportFilters | null {
  if (filters.visitgroup && !filters.visitgroup.includes(',')) {
    const ordered = [...groups].map((group) => group.id).sort((a, b) => a - b);
    const index = ordered.indexOf(Number(filters.visitgroup));
    const next = index >= 0 ? ordered[index + direction] : undefined;
    return next === undefined ? null : { ...filters, visitgroup: String(next) };
  }
  if (filters.visitnum && !filters.visitnum.includes(',')) {
    const ordered = groups.flatMap((group) => group.waves.map((wave) => wave.id)).sort((a, b) => a - b);
    const index = ordered.indexOf(Number(filters.visitnum));
    const next = index >= 0 ? ordered[index + direction] : undefined;
    return next === undefined ? null : { ...filters, visitnum: String(next) };
  }
  return null;
}
