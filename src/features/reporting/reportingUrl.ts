import { NPS_GROUPS } from '@/lib/nps';
import { REGION_LEVELS } from '@/lib/regions';
import { FILTER_KEYS, type FilterKey, type ReportFilters, type ReportingView } from '@/lib/reportingUrl';
import { parseSchemeValue } from '@/lib/schemeValue';
import { ATTRIBUTE_LEVELS } from './reportLevels';
import { canCompare } from './reportLayout';

/*
 * Reading the reporting address into a view (malformed values dropped) and the filter edits that
 * keep it valid; the address format itself is lib/reportingUrl's.
 */

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
  if ((start && start > today) || (end && end > today) || (start && end && start > end) || !!start !== !!end) {
    delete filters.start_date;
    delete filters.end_date;
  }
  if (filters.grid_id && !filters.question_id) delete filters.grid_id;
  if (filters.grid_id_b && !filters.question_id_b) delete filters.grid_id_b;
  const pageValue = Number(search.get('page'));
  const page = Number.isInteger(pageValue) && pageValue >= 1 && pageValue <= 100_000 ? pageValue : 1;
  const sortMatch = /^([A-Za-z0-9_#-]{1,60})\.(asc|desc)$/.exec(search.get('sort') ?? '');
  const sort = sortMatch ? { column: sortMatch[1], direction: sortMatch[2] as 'asc' | 'desc' } : null;
  const find = (search.get('find') ?? '').slice(0, 100);
  const compare = search.get('compare') === '1' && !!report && canCompare(report, filters);
  return { scheme, report: report && scheme ? report : null, filters, page, sort, find, compare };
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

/**
 * The filters a saved report runs with: as it was saved, or, when the current wave is wanted, with its
 * wave, wave group and dates replaced by the current wave (by none for a data source without waves).
 */
export function savedReportFilters(
  params: Record<string, string> | null | undefined,
  currentWave: { id: number } | null,
  currentWaveWanted: boolean,
  today: string,
): ReportFilters {
  const stored = parseReportingView(new URLSearchParams(params ?? {}), today).filters;
  if (!currentWaveWanted) return stored;
  delete stored.visitnum;
  delete stored.visitgroup;
  delete stored.start_date;
  delete stored.end_date;
  if (currentWave) stored.visitnum = String(currentWave.id);
  return stored;
}
