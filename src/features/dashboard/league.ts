import { compareWaves, sortByImprovement } from '@/lib/movers';
import { compareNames } from '@/lib/nameOrder';

/** A league row with its rank (null: no result, shown 'n/a' and last). */
export type Ranked<Row> = Row & { rank: number | null };

/**
 * Ranks rows by value, highest first; ties share a rank (1, 2, 2, 4); rows without a value come
 * last, unranked, in name order.
 */
export function rankRows<Row extends { value: number | null; name: string }>(rows: readonly Row[]): Ranked<Row>[] {
  const scored = rows.filter((row) => typeof row.value === 'number' && Number.isFinite(row.value));
  const unscored = rows.filter((row) => !scored.includes(row));
  const sorted = [...scored].sort((a, b) => (b.value as number) - (a.value as number) || compareNames(a.name, b.name));
  const ranked: Ranked<Row>[] = [];
  sorted.forEach((row, index) => {
    const before = ranked[index - 1];
    const tied = before && Math.round((before.value as number) * 1e6) === Math.round((row.value as number) * 1e6);
    ranked.push({ ...row, rank: tied && before ? before.rank : index + 1 });
  });
  return [...ranked, ...[...unscored].sort((a, b) => compareNames(a.name, b.name)).map((row) => ({ ...row, rank: null }))];
}

export type LeagueSortKey = 'rank' | 'name' | 'change';

/** How the league is ordered: a column either way (Top is rank ascending, Bottom rank descending), or 'Most improved'. */
export type LeagueOrder = { key: LeagueSortKey; direction: 'ascending' | 'descending' } | { key: 'improved' };

/** The league's first order: Top (best first). */
export const DEFAULT_LEAGUE_ORDER: LeagueOrder = { key: 'rank', direction: 'ascending' };

type Comparable = { name: string; value: number | null; previous: number | null };

/** True when at least one row has a figure in both waves, so 'Most improved' can order the league. */
export function hasComparableRows(rows: readonly Comparable[]): boolean {
  const finite = (value: number | null) => typeof value === 'number' && Number.isFinite(value);
  return rows.some((row) => finite(row.value) && finite(row.previous));
}

/**
 * 'Most improved' (issue 24): the rows by their change against the previous wave, the largest rise
 * first (ties by name), then the rows without a figure in both waves, by name. The order is
 * lib/movers' `sortByImprovement`, the one the 'What changed' card lists; every row is kept.
 */
export function sortByMostImproved<Row extends Comparable>(rows: readonly Row[]): Row[] {
  // Each row is its own entry (its index as key): two rows of one location (a multi-company league) stay apart.
  const key = (index: number) => String(index);
  const movers = compareWaves(
    rows.map((row, index) => ({ key: key(index), name: row.name, score: row.value })),
    rows.flatMap((row, index) => (row.previous === null ? [] : [{ key: key(index), name: row.name, score: row.previous }])),
  );
  return sortByImprovement(movers).map((mover) => rows[Number(mover.key)]);
}

/** The league in the order the user asked: Top (best first) or Bottom (worst first), by a column, or 'Most improved'. */
export function orderLeague<Row extends Comparable & { rank: number | null }>(rows: readonly Row[], order: LeagueOrder): Row[] {
  return order.key === 'improved' ? sortByMostImproved(rows) : sortLeague(rows, order.key, order.direction);
}

/** The league in the order the user asked: Top (best first) or Bottom (worst first), or by a column. */
export function sortLeague<Row extends { rank: number | null; name: string; value: number | null; previous: number | null }>(
  rows: readonly Row[],
  key: LeagueSortKey,
  direction: 'ascending' | 'descending',
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const change = (row: Row) => (row.value !== null && row.previous !== null ? row.value - row.previous : null);
  const compare = (a: Row, b: Row): number => {
    if (key === 'name') return sign * compareNames(a.name, b.name);
    const left = key === 'rank' ? a.rank : change(a);
    const right = key === 'rank' ? b.rank : change(b);
    // Rows without a value stay last whichever way the column is sorted.
    if (left === null || right === null) return left === right ? compareNames(a.name, b.name) : left === null ? 1 : -1;
    return sign * (left - right) || compareNames(a.name, b.name);
  };
  return [...rows].sort(compare);
}
