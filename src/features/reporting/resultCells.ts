/* How a result cell reads: percentages, counts, the Previous and Change columns of a comparison (001 §9). */

/** The key suffixes of a comparison's added columns. */
export const PREVIOUS = '__prev';
export const CHANGE = '__change';

/**
 * True for a column of fractions shown times 100 (001 §9 "Score display"): scores (`score`,
 * `…_score`), NPS (`nps`, `…_nps`) and shares (`…_pct`, `pct_…`). The table, the comparison's
 * changes and the chart all ask this one question.
 */
export function isPercentColumn(key: string): boolean {
  return /(^|_)(score|nps)$|_pct$|^pct_/.test(key);
}

// One formatter for every cell: toLocaleString builds a new one per call (slow on 99,999 rows).
// Made on first use: made when the module loads, its locale data was loaded by pages that show no
// report (issue 30: the case list shares this module's file).
let integerFormat: Intl.NumberFormat | undefined;
const integer = (value: number) => (integerFormat ??= new Intl.NumberFormat('en-US')).format(value);

/** A cell as text: percentage columns (isPercentColumn) × 100 with 1 decimal ('%' except NPS), other numbers as they are, missing as '–'. */
export function formatCell(value: unknown, column: { key: string }): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'number' && column.key.endsWith(CHANGE)) {
    const base = column.key.slice(0, -CHANGE.length);
    const size = isPercentColumn(base) ? Math.abs(value).toFixed(1) : integer(Math.abs(value));
    return value > 0 ? `▲ +${size}` : value < 0 ? `▼ \u2212${size}` : `▶ ${isPercentColumn(base) ? '0.0' : '0'}`;
  }
  const key = column.key.endsWith(PREVIOUS) ? column.key.slice(0, -PREVIOUS.length) : column.key;
  if (typeof value === 'number') {
    if (isPercentColumn(key)) return `${(value * 100).toFixed(1)}${key.startsWith('nps') ? '' : '%'}`;
    return Number.isInteger(value) ? integer(value) : value.toFixed(2);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
