import type { WaveRef } from './dashboardTypes';
import type { WaveGroupRef } from './currentWave';

/*
 * The waves around a wave: the previous wave (001 §2 "the next older wave") and a trend's waves, in
 * the dashboard's list (newest first) or, where the list has no order (the reporting filters'
 * waves), by visit number as lib/currentWave's `newestWave` reads them.
 */

const flatWaves = (groups: readonly WaveGroupRef[]): WaveRef[] => groups.flatMap((group) => group.waves ?? []);

/**
 * The wave before `waveId` by visit number (the highest lower id) in a list without a known order
 * (the reporting filters' waves); null when there is none.
 */
export function olderWaveByNumber(groups: readonly WaveGroupRef[], waveId: number): WaveRef | null {
  let older: WaveRef | null = null;
  for (const wave of flatWaves(groups)) if (wave.id < waveId && (!older || wave.id > older.id)) older = wave;
  return older ? { id: older.id, name: older.name } : null;
}

/**
 * The previous wave of a dashboard (001 §2: "the next older wave as the previous wave"): the wave
 * after `waveId` in the dashboard's `waves`, newest first across group boundaries; else the answer's
 * own `previousWave`; null when neither says.
 */
export function previousWaveOf(
  groups: readonly WaveGroupRef[],
  waveId: number | null | undefined,
  answered: WaveRef | null | undefined = null,
): WaveRef | null {
  if (waveId !== null && waveId !== undefined) {
    const flat = flatWaves(groups);
    const index = flat.findIndex((wave) => wave.id === waveId);
    const older = index >= 0 ? flat[index + 1] : undefined;
    if (older) return { id: older.id, name: older.name };
  }
  return answered ? { id: answered.id, name: answered.name } : null;
}

/** How many waves a trend shows: the selected one and up to 12 older ones. */
export const TREND_WAVES = 13;

/**
 * The waves a trend asks for: the selected wave and up to 12 older ones, oldest first, from the
 * dashboard's `waves` (newest first). Just the wave when the list does not hold it; empty with no wave.
 */
export function trendWaves(groups: readonly WaveGroupRef[], waveId: number | null | undefined): WaveRef[] {
  if (waveId === null || waveId === undefined) return [];
  const flat = flatWaves(groups);
  const index = flat.findIndex((wave) => wave.id === waveId);
  if (index < 0) return [{ id: waveId, name: '' }];
  return flat
    .slice(index, index + TREND_WAVES)
    .reverse()
    .map((wave) => ({ id: wave.id, name: wave.name }));
}

/** A wave list without a known order as one group newest first by visit number (see `newestWave`), for `trendWaves`. */
export function wavesByNumber(groups: readonly WaveGroupRef[]): WaveGroupRef[] {
  const waves = [...new Map(flatWaves(groups).map((wave) => [wave.id, wave])).values()].sort((a, b) => b.id - a.id);
  return waves.length ? [{ id: 0, name: '', waves }] : [];
}
