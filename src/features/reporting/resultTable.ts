import type { ReportSort } from '@/lib/reportingUrl';
import type { ReportResult, ReportRow } from '@/lib/reportingTypes';
import { SUB_TITLE_KEY } from './reportLayout';
import { CHANGE, PREVIOUS, formatCell, isPercentColumn } from './resultCells';

/*
 * The result-table engine: columns and numbered rows of a result, its layout, the text filter and
 * the typed, stable sort (with per-result caches), and the comparison with the previous wave.
 */

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
  const sum = (key: string) => rows.reduce((total, { row }) => total + (typeof row[key] === 'number' ? row[key] : 0), 0);
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
  return results
    .filter((row): row is ReportRow => !!row && typeof row === 'object' && !Array.isArray(row))
    .map((row) => {
      const responses = typeof row.responses === 'number' ? row.responses : 0;
      const next: ReportRow = { ...row };
      for (const [group, key] of Object.entries(NPS_SHARE_KEYS))
        next[key] = responses > 0 && typeof row[group] === 'number' ? Math.round((row[group] / responses) * 10000) / 10000 : null;
      return next;
    });
}

/** Each row's shown values in lower case, joined: built once per result, so a keystroke only scans strings. */
export function searchIndex(rows: readonly NumberedRow[], columns: readonly ReportColumn[]): string[] {
  return rows.map(({ row }) =>
    columns
      .map((column) => formatCell(row[column.key], column))
      .join('\u0000')
      .toLowerCase(),
  );
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
  for (let position = 0; position < rows.length; position += 1) if (haystack[position].includes(needle)) found.push(rows[position]);
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
    const value = rows[position].row[column.key];
    if (value === null || value === undefined || value === '') missing.push(position);
    else if (typeof value === 'number') {
      numbers[position] = value;
      numeric.push(position);
    } else {
      texts[position] = typeof value === 'boolean' ? (value ? '1' : '0') : String(value).toLowerCase();
      textual.push(position);
    }
  }
  numeric.sort((a, b) => numbers[a] - numbers[b] || a - b);
  textual.sort((a, b) => {
    const left = texts[a];
    const right = texts[b];
    return left < right ? -1 : left > right ? 1 : a - b;
  });
  const present = numeric.length + textual.length;
  const order = new Uint32Array(count);
  order.set(numeric, 0);
  order.set(textual, numeric.length);
  order.set(missing, present);
  const tie = new Uint8Array(present);
  for (let index = 1; index < numeric.length; index += 1) tie[index] = numbers[order[index]] === numbers[order[index - 1]] ? 1 : 0;
  for (let index = numeric.length + 1; index < present; index += 1) tie[index] = texts[order[index]] === texts[order[index - 1]] ? 1 : 0;
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
export function sortRows(
  rows: readonly NumberedRow[],
  sort: ReportSort | null,
  columns: readonly ReportColumn[],
  all: readonly NumberedRow[] = rows,
): NumberedRow[] {
  if (!sort) return [...rows];
  const descending = sort.direction === 'desc';
  if (sort.column === '#') {
    // Filtered rows keep the server order already: only sort when they do not.
    let ordered = true;
    for (let position = 1; position < rows.length && ordered; position += 1) ordered = rows[position - 1].index < rows[position].index;
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
    if (!keep || keep[position]) result.push(all[position]);
  };
  if (!descending) for (let index = 0; index < present; index += 1) push(order[index]);
  else {
    // Runs of equal keys from the last to the first, each in server order (stable).
    let end = present;
    while (end > 0) {
      let start = end - 1;
      while (start > 0 && tie[start]) start -= 1;
      for (let index = start; index < end; index += 1) push(order[index]);
      end = start;
    }
  }
  for (let index = present; index < order.length; index += 1) push(order[index]);
  return result;
}

/**
 * A result beside the previous wave's: every numeric column gains 'Previous' and 'Change' columns;
 * rows are matched by id, else by their first column; unmatched values stay empty ('–').
 * Changes of scores are in points (× 100), of counts in units.
 */
export function compareResults(
  current: ReportResult,
  previous: ReportResult | undefined,
  previousName: string,
): { columns: ReportColumn[]; rows: ReportRow[] } {
  const columns = reportColumns(current);
  const first = columns[0]?.key;
  const older = Array.isArray(previous?.results) ? previous.results.filter((row) => row && typeof row === 'object') : [];
  const byId = new Map(older.filter((row) => row.id !== null && row.id !== undefined).map((row) => [String(row.id), row]));
  const byLabel = first ? new Map(older.map((row) => [String(row[first] ?? ''), row])) : new Map<string, ReportRow>();
  const rows = (Array.isArray(current.results) ? current.results : [])
    .filter((row) => row && typeof row === 'object')
    .map((row) => {
      const match =
        (row.id !== null && row.id !== undefined ? byId.get(String(row.id)) : undefined) ?? (first ? byLabel.get(String(row[first] ?? '')) : undefined);
      const next: ReportRow = { ...row };
      for (const column of columns) {
        if (!column.numeric) continue;
        const before = match?.[column.key];
        const now = row[column.key];
        next[`${column.key}${PREVIOUS}`] = typeof before === 'number' ? before : null;
        next[`${column.key}${CHANGE}`] =
          typeof before === 'number' && typeof now === 'number' ? Math.round((now - before) * (isPercentColumn(column.key) ? 1000 : 10)) / 10 : null;
      }
      return next;
    });
  const compared = columns.flatMap((column) =>
    column.numeric
      ? [
          column,
          { key: `${column.key}${PREVIOUS}`, label: `${column.label} (${previousName})`, numeric: true },
          { key: `${column.key}${CHANGE}`, label: `${column.label} change`, numeric: true },
        ]
      : [column],
  );
  return { columns: compared, rows };
}
/** The drill target of a row: a region or location id (`{level}{id}`), a job, or nothing. */
export function rowTarget(row: ReportRow): { kind: 'region'; level: string; id: number } | { kind: 'job'; jobId: number; isSurvey: boolean } | null {
  const id = row.id;
  if (typeof id !== 'string') return null;
  const match = /^(md|od|rbm|bdm|loc|cti|csi|grd|job)(\d{1,9})$/.exec(id);
  if (!match) return null;
  if (match[1] === 'job') return { kind: 'job', jobId: Number(match[2]), isSurvey: row.is_survey === true || row.is_survey === 1 };
  return { kind: 'region', level: match[1], id: Number(match[2]) };
}
