import { compareKeys, compareNames, prepareNameOrder } from './nameOrder';

/*
 * What changed between two waves: per location (or per section), the change of a score from the
 * previous wave to the current one, the most improved and most declined, and a small-sample flag.
 * Shared by Today's Results card and the scheme dashboards' 'What changed' card; pure, so the rules
 * (ties, a location missing from one wave, small samples) are unit-tested once.
 */

/** A location (or section) below this many visits in either wave is flagged 'Small sample' (docs/api-contract.md). */
export const SMALL_SAMPLE_THRESHOLD = 3;

/** One entry of one wave: a key that names it in both waves, its name, its score (fraction) and its visit count when known. */
export interface WaveEntry {
  key: string;
  name: string;
  score: number | null;
  /** Visits behind the score; null when the answer does not say. */
  visits?: number | null;
}

/** An entry compared across the two waves. */
export interface Mover {
  key: string;
  name: string;
  current: number | null;
  previous: number | null;
  /** current − previous (fractions, rounded to 4 decimals); null when either is missing. */
  change: number | null;
  /** True when a known visit count of either wave is below the threshold; null when no count is known. */
  smallSample: boolean | null;
  /** In which wave the entry is missing, if any. */
  missing: 'current' | 'previous' | null;
}

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function sampleFlag(counts: Array<number | null | undefined>, threshold: number): boolean | null {
  const known = counts.filter(finite);
  if (known.length === 0) return null;
  return known.some((count) => count < threshold);
}

/**
 * Pairs the entries of two waves by key (the current wave's order first, then those only in the
 * previous wave). An entry missing from one wave has no change; a key listed twice in a wave counts
 * once (its first entry).
 */
export function compareWaves(current: readonly WaveEntry[], previous: readonly WaveEntry[], threshold = SMALL_SAMPLE_THRESHOLD): Mover[] {
  const before = new Map<string, WaveEntry>();
  for (const entry of previous) if (!before.has(entry.key)) before.set(entry.key, entry);
  const seen = new Set<string>();
  const movers: Mover[] = [];
  for (const entry of current) {
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    const old = before.get(entry.key);
    const now = finite(entry.score) ? entry.score : null;
    const then = old && finite(old.score) ? old.score : null;
    movers.push({
      key: entry.key,
      name: entry.name,
      current: now,
      previous: then,
      change: now !== null && then !== null ? Math.round((now - then) * 10_000) / 10_000 : null,
      // A location absent from the previous wave had no visits there: that is a small sample too.
      smallSample: sampleFlag([entry.visits, old ? old.visits : entry.visits === undefined ? undefined : 0], threshold),
      missing: old ? null : 'previous',
    });
  }
  for (const entry of previous) {
    if (seen.has(entry.key)) continue;
    seen.add(entry.key);
    movers.push({
      key: entry.key,
      name: entry.name,
      current: null,
      previous: finite(entry.score) ? entry.score : null,
      change: null,
      smallSample: sampleFlag([entry.visits, entry.visits === undefined ? undefined : 0], threshold),
      missing: 'current',
    });
  }
  return movers;
}

// Stores by name (lib/nameOrder.ts: without ICU's collation data where it can), ties by key.
const byName = (a: Mover, b: Mover) => compareNames(a.name, b.name) || compareKeys(a.key, b.key);
// Only Today and the dashboard load this module (their route data, before their answers arrive).
prepareNameOrder();

/** The entries that can be compared (a change in both waves). */
export function comparable(movers: readonly Mover[]): Array<Mover & { change: number }> {
  return movers.filter((mover): mover is Mover & { change: number } => mover.change !== null);
}

/** 'Most improved': the largest rises first (ties by name); only entries that rose. */
export function mostImproved(movers: readonly Mover[], count = 3): Mover[] {
  return comparable(movers)
    .filter((mover) => mover.change > 0)
    .sort((a, b) => b.change - a.change || byName(a, b))
    .slice(0, count);
}

/** The largest falls first (ties by name); only entries that fell. */
export function mostDeclined(movers: readonly Mover[], count = 3): Mover[] {
  return comparable(movers)
    .filter((mover) => mover.change < 0)
    .sort((a, b) => a.change - b.change || byName(a, b))
    .slice(0, count);
}

/** The biggest movers either way: the largest absolute changes first (ties: rises first, then by name). */
export function biggestMovers(movers: readonly Mover[], count = 3): Mover[] {
  return comparable(movers)
    .filter((mover) => mover.change !== 0)
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || b.change - a.change || byName(a, b))
    .slice(0, count);
}

/** Every entry as a 'Most improved' sort: comparable ones by change, largest first, then the rest by name. */
export function sortByImprovement(movers: readonly Mover[]): Mover[] {
  const withChange = comparable(movers).sort((a, b) => b.change - a.change || byName(a, b));
  const without = movers.filter((mover) => mover.change === null).sort(byName);
  return [...withChange, ...without];
}

/**
 * The visit-weighted mean of a score over entries (a section's score across locations); entries
 * without a score or without visits are left out; null when none is left.
 */
export function weightedMean(entries: ReadonlyArray<{ score: number | null; visits: number | null | undefined }>): number | null {
  let sum = 0;
  let weight = 0;
  for (const entry of entries) {
    if (!finite(entry.score) || !finite(entry.visits) || entry.visits <= 0) continue;
    sum += entry.score * entry.visits;
    weight += entry.visits;
  }
  return weight > 0 ? Math.round((sum / weight) * 10_000) / 10_000 : null;
}
