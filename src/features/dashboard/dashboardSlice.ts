import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import type { DashboardData, DashboardKind, DashboardOption, DashboardRequest, SchemeRef, WaveGroup, WaveRef } from './types';

/** The dashboard state (document 000 §4, 001 §4). */
export interface DashboardState {
  /** The dashboard the user picked in the scheme selector (null: the default one). */
  selection: { kind: DashboardKind; id: number } | null;
  /** The dashboard on screen, as the API answered. */
  current: { kind: DashboardKind; id: number } | null;
  /** The wave the user picked (null: the API's default wave). */
  requestedWaveId: number | null;
  scheme: SchemeRef | null;
  schemeGroup: SchemeRef | null;
  wave: WaveRef | null;
  waveGroup: WaveRef | null;
  previousWave: WaveRef | null;
  previousWaveGroup: WaveRef | null;
  /** Keep the chosen wave when the dashboard changes. */
  keepWave: boolean;
}

export const initialDashboardState: DashboardState = {
  selection: null,
  current: null,
  requestedWaveId: null,
  scheme: null,
  schemeGroup: null,
  wave: null,
  waveGroup: null,
  previousWave: null,
  previousWaveGroup: null,
  keepWave: false,
};

export interface WaveSelection {
  wave: WaveRef;
  waveGroup: WaveRef;
  previousWave: WaveRef | null;
  previousWaveGroup: WaveRef | null;
}

const ref = (item: { id: number; name: string }): WaveRef => ({ id: item.id, name: item.name });

/**
 * Picking a wave: its group, and the next older wave (the one after it, waves being newest first,
 * across group boundaries) as the previous wave. Null when the wave is not in the list.
 */
export function waveSelection(groups: readonly WaveGroup[], waveId: number): WaveSelection | null {
  const flat = groups.flatMap((group) => (group.waves ?? []).map((wave) => ({ wave, group })));
  const index = flat.findIndex((entry) => entry.wave.id === waveId);
  const picked = flat[index];
  if (!picked) return null;
  const older = flat[index + 1];
  return {
    wave: ref(picked.wave),
    waveGroup: ref(picked.group),
    previousWave: older ? ref(older.wave) : null,
    previousWaveGroup: older ? ref(older.group) : null,
  };
}

/** The kind of endpoint a loaded dashboard comes from. */
export function kindOf(data: Pick<DashboardData, 'scheme' | 'schemeGroup'>): { kind: DashboardKind; id: number } | null {
  if (data.scheme) return { kind: 'scheme', id: data.scheme.id };
  if (data.schemeGroup) return { kind: data.schemeGroup.type === 2 ? 'mcds' : 'multi-scheme', id: data.schemeGroup.id };
  return null;
}

/** The state after a dashboard loaded: its scheme, and its wave unless the keep-wave flag keeps ours. */
export function applyDashboard(state: DashboardState, data: DashboardData): DashboardState {
  const next: DashboardState = { ...state, scheme: data.scheme ?? null, schemeGroup: data.schemeGroup ?? null, current: kindOf(data) };
  const waves = data.waves ?? [];
  const kept = state.keepWave && state.wave ? waveSelection(waves, state.wave.id) : null;
  const fromServer = data.wave ? waveSelection(waves, data.wave.id) : null;
  const selection = kept ?? fromServer;
  if (selection) return { ...next, ...selection };
  return {
    ...next,
    wave: data.wave ?? null,
    waveGroup: data.waveGroup ?? null,
    previousWave: data.previousWave ?? null,
    previousWaveGroup: data.previousWaveGroup ?? null,
  };
}

/** What to ask the API for: the default dashboard until the user picks a dashboard or a wave. */
export function dashboardRequest(state: DashboardState): DashboardRequest {
  const target = state.selection ?? (state.requestedWaveId !== null ? state.current : null);
  if (!target) return { kind: 'default' };
  return { kind: target.kind, id: target.id, waveId: state.requestedWaveId };
}

const dashboardSlice = createSlice({
  name: 'dashboard',
  initialState: initialDashboardState,
  reducers: {
    dashboardLoaded(state, action: PayloadAction<DashboardData>) {
      return applyDashboard(state, action.payload);
    },
    dashboardPicked(state, action: PayloadAction<DashboardOption>) {
      state.selection = { kind: action.payload.kind, id: action.payload.id };
      if (!state.keepWave) state.requestedWaveId = null;
    },
    wavePicked(state, action: PayloadAction<{ groups: WaveGroup[]; waveId: number }>) {
      const selection = waveSelection(action.payload.groups, action.payload.waveId);
      if (!selection) return;
      Object.assign(state, selection);
      state.requestedWaveId = action.payload.waveId;
    },
    keepWaveSet(state, action: PayloadAction<boolean>) {
      state.keepWave = action.payload;
    },
    /** Become user / back to admin (the root reducer also resets every slice on identitySwitched). */
    dashboardReset() {
      return initialDashboardState;
    },
  },
});

export const { dashboardLoaded, dashboardPicked, wavePicked, keepWaveSet, dashboardReset } = dashboardSlice.actions;
export const dashboardReducer = dashboardSlice.reducer;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof dashboardSlice> {}
}
/** The area's state joins the store when this module loads (with the area's lazy chunk). */
const injected = dashboardSlice.injectInto(rootReducer);

export const selectDashboard = (state: Parameters<typeof injected.selectSlice>[0]) => injected.selectSlice(state);
