import { biggestMovers, compareWaves, sortByImprovement, type Mover } from '@/lib/movers';
import type { DashboardLeagueRow, DashboardSection } from './types';

/**
 * On what the 'Small sample' flags stand: no visit counts at all, this wave's counts only (the
 * previous wave's dashboard is still loading, failed, or has no counts), or both waves' counts.
 */
export type SampleBasis = 'none' | 'current' | 'both';

/** What the 'What changed' card shows: nothing to show, no previous wave, or the movers. */
export type WhatChangedModel =
  { kind: 'no-data' } | { kind: 'no-previous' } | { kind: 'ready'; improved: Mover[]; locations: Mover[]; sections: Mover[]; sampleBasis: SampleBasis };

const count = (row: DashboardLeagueRow) => (typeof row.responses === 'number' ? row.responses : undefined);

/**
 * The movers of a dashboard from its league (`value`, `previous`, visit count `responses`) and
 * sections (`value`, `previous`): the selected wave against the previous one. The previous wave's
 * visit counts come from the previous wave's own league (`previousLeague`, the same dashboard asked
 * for that wave); without it 'Small sample' is judged on this wave's counts alone. A location the
 * previous league does not list keeps its flag from this wave's count (its previous score came from
 * this wave's row, so its absence there says nothing about its visits).
 */
export function whatChanged(
  league: readonly DashboardLeagueRow[],
  sections: readonly DashboardSection[],
  previousLeague: readonly DashboardLeagueRow[] | null = null,
): WhatChangedModel {
  if (league.length === 0 && sections.length === 0) return { kind: 'no-data' };
  const hasPrevious = [...league, ...sections].some((row) => typeof row.previous === 'number');
  if (!hasPrevious) return { kind: 'no-previous' };
  const currentCounts = league.some((row) => count(row) !== undefined);
  const previousCounts = new Map<string, number>();
  // Without this wave's counts nothing is flagged: one wave's count alone would judge half a comparison.
  for (const row of currentCounts ? (previousLeague ?? []) : []) {
    const visits = count(row);
    if (visits !== undefined && !previousCounts.has(String(row.id))) previousCounts.set(String(row.id), visits);
  }
  const locations = compareWaves(
    league.map((row) => ({ key: String(row.id), name: row.name, score: row.value, visits: count(row) })),
    league
      .filter((row) => row.previous !== null)
      .map((row) => ({ key: String(row.id), name: row.name, score: row.previous, visits: previousCounts.get(String(row.id)) })),
  );
  const sectionMovers = compareWaves(
    sections.map((row) => ({ key: String(row.id), name: row.name, score: row.value })),
    sections.filter((row) => row.previous !== null).map((row) => ({ key: String(row.id), name: row.name, score: row.previous })),
  );
  return {
    kind: 'ready',
    improved: sortByImprovement(locations)
      .filter((mover) => mover.change !== null && mover.change > 0)
      .slice(0, 5),
    locations: biggestMovers(locations, 5),
    sections: biggestMovers(sectionMovers, 5),
    sampleBasis: !currentCounts ? 'none' : previousCounts.size > 0 ? 'both' : 'current',
  };
}
