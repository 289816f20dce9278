/*
 * Which wave is "the current wave" (001 §2 quick reports, saved reports' 'run for the current wave';
 * Today): one pure rule, unit-tested once, so Reporting and Today read it the same way
 * (docs/api-contract.md "The current wave"). The waves around a wave are lib/waveOrder's.
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
