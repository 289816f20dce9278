import { biggestMovers, compareWaves, mostDeclined, mostImproved, type Mover, type WaveEntry } from './movers';

/*
 * What changed between a wave and the previous one, by location and by section: the one model of
 * the dashboards' 'What changed' card (from the answer's figures or the derived ones) and Today's
 * Results card (lib/waveResults reads the reports into it). Kept apart from the report reading so a
 * dashboard with its own figures does not load that.
 */

/** A location of the rank report in the wave and the previous wave. */
export interface LocationResult {
  key: string;
  /** The location id (the row's `id`: `loc101` or 101); null when the answer has none. */
  id: number | null;
  name: string;
  value: number | null;
  previous: number | null;
  /** The count this wave (Visits, Responses…); null when the report has no count column. */
  visits: number | null;
  /** The count in the previous wave: 0 for a location the previous wave's report does not list; null when not known. */
  previousVisits: number | null;
}

/** A section (category) in the wave and the previous wave. */
export interface SectionResult {
  key: string;
  /** The category id (the reporting filters' category of that name, else the row's `id`); null when not known. */
  id: number | null;
  name: string;
  value: number | null;
  previous: number | null;
}

// ------------------------------------------------------------------------------ what changed

/** On what the 'Small sample' flags stand: no counts, this wave's counts only, or both waves'. */
export type SampleBasis = 'none' | 'current' | 'both';

/** The movers between the wave and the previous one. */
export interface WaveChanges {
  /** Every location compared. */
  locations: Mover[];
  improved: Mover[];
  declined: Mover[];
  /** The largest changes either way. */
  biggest: Mover[];
  /** The sections that moved most (either way). */
  sections: Mover[];
  /** Locations with a figure in both waves. */
  compared: number;
  sampleBasis: SampleBasis;
  /** Any location or section has a figure of the previous wave. */
  hasPrevious: boolean;
}

/**
 * The movers of a wave (lib/movers' rules: ties, a location missing from one wave, small samples),
 * from its locations and sections; each list holds at most `count`. Without this wave's counts
 * nothing is flagged (one wave's count alone would judge half a comparison).
 */
export function waveChanges(locations: readonly LocationResult[], sections: readonly SectionResult[], count = 5): WaveChanges {
  const currentCounts = locations.some((location) => location.visits !== null);
  const counted = (visits: number | null) => (currentCounts && visits !== null ? visits : undefined);
  const now: WaveEntry[] = locations.map((location) => ({ key: location.key, name: location.name, score: location.value, visits: counted(location.visits) }));
  const before: WaveEntry[] = locations
    .filter((location) => location.previous !== null || (currentCounts && location.previousVisits !== null))
    .map((location) => ({ key: location.key, name: location.name, score: location.previous, visits: counted(location.previousVisits) }));
  const movers = compareWaves(now, before);
  const sectionMovers = compareWaves(
    sections.map((section) => ({ key: section.key, name: section.name, score: section.value })),
    sections.filter((section) => section.previous !== null).map((section) => ({ key: section.key, name: section.name, score: section.previous })),
  );
  return {
    locations: movers,
    improved: mostImproved(movers, count),
    declined: mostDeclined(movers, count),
    biggest: biggestMovers(movers, count),
    sections: biggestMovers(sectionMovers, count),
    compared: movers.filter((mover) => mover.change !== null).length,
    sampleBasis: !currentCounts ? 'none' : locations.some((location) => location.previousVisits !== null) ? 'both' : 'current',
    hasPrevious: [...locations, ...sections].some((row) => row.previous !== null),
  };
}
