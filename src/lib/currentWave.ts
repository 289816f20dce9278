/*
 * Which wave is "the current wave" (001 §2 quick reports, saved reports' 'run for the current wave';
 * Today), and the waves around a wave: the previous one and the trend's. Pure, so the rules are
 * unit-tested once and the dashboards, Reporting and Today read waves the same way
 * (docs/api-contract.md "The current wave").
 */

import type { WaveRef } from './dashboardTypes';

export type { WaveRef };

/** A wave group holding its waves (001 §3 "Wave group: id, name, waves (id, name)"). */
export interface WaveGroupRef {
  id: number;
  name: string;
  waves: readonly WaveRef[];
}

const flatWaves = (groups: readonly WaveGroupRef[]): WaveRef[] => groups.flatMap((group) => group.waves ?? []);

/**
 * The newest wave of a wave list (the reporting filters' `waves`): the one with the highest visit
 * number (wave id). 001 §3 gives the list no order; 001 §4 steps a report's previous and next wave
 * "through the available visit numbers", so a higher visit number is a later wave (Reporting's own
 * previous/next wave reads them so). Null for an empty list.
 */
export function newestWave(groups: readonly WaveGroupRef[]): WaveRef | null {
  let newest: WaveRef | null = null;
  for (const wave of flatWaves(groups)) if (!newest || wave.id > newest.id) newest = wave;
  return newest ? { id: newest.id, name: newest.name } : null;
}

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

/** What the current-wave rule reads. */
export interface CurrentWaveInputs {
  /** The reporting filters' `current_wave` (assumed: a server that names it knows best). */
  filtersWave?: WaveRef | null;
  /** The user holds 'view - dashboard', so the shared dashboard state may be read. */
  mayReadDashboard: boolean;
  /** The dashboard state's `wave` (000 §3), once it is known; undefined while it loads. */
  dashboardWave?: WaveRef | null;
  /** The dashboard state is still loading (the rule waits for it rather than guess). */
  dashboardPending?: boolean;
  /** The reporting filters' `waves` (wave groups). */
  filterWaves?: readonly WaveGroupRef[];
}

/** The current wave, or why there is none: still waiting for the dashboard state, or none at all (a source without waves). */
export type CurrentWave = { status: 'known'; wave: WaveRef; from: 'filters' | 'dashboard' | 'newest' } | { status: 'pending' } | { status: 'none' };

/**
 * The current wave (issue 29 item 3): the reporting filters' `current_wave` when the server sends it
 * (assumed); else the dashboard state's `wave` when the user may read it ('view - dashboard'); else
 * the newest wave of the reporting filters' `waves` (`newestWave`). A data source without waves has
 * none: its reports run without a wave.
 */
export function currentWave({ filtersWave, mayReadDashboard, dashboardWave, dashboardPending = false, filterWaves = [] }: CurrentWaveInputs): CurrentWave {
  if (filtersWave) return { status: 'known', wave: filtersWave, from: 'filters' };
  if (mayReadDashboard) {
    if (dashboardWave) return { status: 'known', wave: dashboardWave, from: 'dashboard' };
    if (dashboardPending) return { status: 'pending' };
  }
  const newest = newestWave(filterWaves);
  return newest ? { status: 'known', wave: newest, from: 'newest' } : { status: 'none' };
}

/** A wave list without a known order as one group newest first by visit number (see `newestWave`), for `trendWaves`. */
export function wavesByNumber(groups: readonly WaveGroupRef[]): WaveGroupRef[] {
  const waves = [...new Map(flatWaves(groups).map((wave) => [wave.id, wave])).values()].sort((a, b) => b.id - a.id);
  return waves.length ? [{ id: 0, name: '', waves }] : [];
}
