import { waveChanges, type LocationResult, type SampleBasis, type SectionResult, type WaveChanges } from '@/lib/waveChanges';
import type { DashboardLeagueRow, DashboardSection } from './types';

export type { SampleBasis };

/** What the 'What changed' card shows: nothing to show, no previous wave, or the movers (lib/waveResults). */
export type WhatChangedModel = { kind: 'no-data' } | { kind: 'no-previous' } | { kind: 'ready'; changes: WaveChanges };

/** The card's model from a wave's locations and sections (the derived body's and the answer's alike). */
export function whatChangedModel(locations: readonly LocationResult[], sections: readonly SectionResult[]): WhatChangedModel {
  if (locations.length === 0 && sections.length === 0) return { kind: 'no-data' };
  const changes = waveChanges(locations, sections);
  return changes.hasPrevious ? { kind: 'ready', changes } : { kind: 'no-previous' };
}

const count = (row: DashboardLeagueRow) => (typeof row.responses === 'number' ? row.responses : null);
const keyOf = (row: { id: number | null; name: string }) => (row.id !== null ? `id:${row.id}` : `name:${row.name}`);

/**
 * The answer's league (`value`, `previous`, visit count `responses`) as locations. The previous
 * wave's visit counts come from the previous wave's own league (`previousLeague`, the same dashboard
 * asked for that wave); a location that league does not list keeps an unknown count there (its
 * previous score came from this wave's row, so its absence says nothing about its visits).
 */
export function leagueLocations(league: readonly DashboardLeagueRow[], previousLeague: readonly DashboardLeagueRow[] | null = null): LocationResult[] {
  const previousCounts = new Map<string, number>();
  for (const row of previousLeague ?? []) {
    const visits = count(row);
    if (visits !== null && !previousCounts.has(keyOf(row))) previousCounts.set(keyOf(row), visits);
  }
  return league.map((row) => ({
    key: keyOf(row),
    id: row.id,
    name: row.name,
    value: row.value,
    previous: row.previous,
    visits: count(row),
    previousVisits: previousCounts.get(keyOf(row)) ?? null,
  }));
}

/** The answer's sections as the model reads them. */
export function contentSections(sections: readonly DashboardSection[]): SectionResult[] {
  return sections.map((section) => ({ key: keyOf(section), id: section.id, name: section.name, value: section.value, previous: section.previous }));
}

/** The 'What changed' model of a dashboard answer's league and sections (and the previous wave's league, for its counts). */
export function whatChanged(
  league: readonly DashboardLeagueRow[],
  sections: readonly DashboardSection[],
  previousLeague: readonly DashboardLeagueRow[] | null = null,
): WhatChangedModel {
  return whatChangedModel(leagueLocations(league, previousLeague), contentSections(sections));
}
