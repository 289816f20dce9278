import { biggestMovers, compareWaves, sortByImprovement, type Mover } from '@/lib/movers';
import type { DashboardLeagueRow, DashboardSection } from './types';

/** What the 'What changed' card shows: nothing to show, no previous wave, or the movers. */
export type WhatChangedModel =
  { kind: 'no-data' } | { kind: 'no-previous' } | { kind: 'ready'; improved: Mover[]; locations: Mover[]; sections: Mover[]; locationCounts: boolean };

/**
 * The movers of a dashboard from its league (`value`, `previous`, visit count `responses`) and
 * sections (`value`, `previous`): the selected wave against the previous one. The previous wave's
 * visit counts are not in the dashboard data, so 'Small sample' is judged on this wave's counts.
 */
export function whatChanged(league: readonly DashboardLeagueRow[], sections: readonly DashboardSection[]): WhatChangedModel {
  if (league.length === 0 && sections.length === 0) return { kind: 'no-data' };
  const hasPrevious = [...league, ...sections].some((row) => typeof row.previous === 'number');
  if (!hasPrevious) return { kind: 'no-previous' };
  const locationCounts = league.some((row) => typeof row.responses === 'number');
  const locations = compareWaves(
    league.map((row) => ({ key: String(row.id), name: row.name, score: row.value, visits: typeof row.responses === 'number' ? row.responses : undefined })),
    league.filter((row) => row.previous !== null).map((row) => ({ key: String(row.id), name: row.name, score: row.previous })),
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
    locationCounts,
  };
}
