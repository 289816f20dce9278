// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyDashboard,
  dashboardLoaded,
  dashboardPicked,
  dashboardReducer,
  dashboardRequest,
  initialDashboardState,
  keepWaveSet,
  kindOf,
  wavePicked,
  waveSelection,
  type DashboardState,
} from '@/features/dashboard/dashboardSlice';
import type { DashboardData, WaveGroup } from '@/features/dashboard/types';
import { named } from '../support/fixtures';

const groups: WaveGroup[] = [
  { id: 3, name: 'Q3', waves: named([9, 'September'], [8, 'August']) },
  { id: 2, name: 'Q2', waves: named([6, 'June']) },
  { id: 1, name: 'Q1', waves: named([3, 'March']) },
];

function data(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    scheme: { id: 1, name: 'Shop', type: 0, has_nps: true },
    schemeGroup: null,
    schemes: [],
    wave: { id: 9, name: 'September' },
    waveGroup: { id: 3, name: 'Q3' },
    previousWave: { id: 8, name: 'August' },
    previousWaveGroup: { id: 3, name: 'Q3' },
    waves: groups,
    name: 'Shop',
    dashboards: [],
    labels: { regions: [], types: [], grades: [] },
    ...overrides,
  };
}

describe('waveSelection', () => {
  const table: Array<[number, ReturnType<typeof waveSelection>]> = [
    [
      9,
      {
        wave: { id: 9, name: 'September' },
        waveGroup: { id: 3, name: 'Q3' },
        previousWave: { id: 8, name: 'August' },
        previousWaveGroup: { id: 3, name: 'Q3' },
      },
    ],
    [8, { wave: { id: 8, name: 'August' }, waveGroup: { id: 3, name: 'Q3' }, previousWave: { id: 6, name: 'June' }, previousWaveGroup: { id: 2, name: 'Q2' } }],
    [6, { wave: { id: 6, name: 'June' }, waveGroup: { id: 2, name: 'Q2' }, previousWave: { id: 3, name: 'March' }, previousWaveGroup: { id: 1, name: 'Q1' } }],
    [3, { wave: { id: 3, name: 'March' }, waveGroup: { id: 1, name: 'Q1' }, previousWave: null, previousWaveGroup: null }],
    [42, null],
  ];
  it.each(table)('wave %i', (waveId, expected) => {
    expect(waveSelection(groups, waveId)).toEqual(expected);
  });
  it('copes with no groups', () => {
    expect(waveSelection([], 1)).toBeNull();
  });
});

describe('dashboard state', () => {
  it('takes the scheme and the server wave on load', () => {
    const state = dashboardReducer(initialDashboardState, dashboardLoaded(data({ wave: { id: 8, name: 'August' } })));
    expect(state.scheme?.id).toBe(1);
    expect(state.current).toEqual({ kind: 'scheme', id: 1 });
    expect(state.wave).toEqual({ id: 8, name: 'August' });
    expect(state.waveGroup).toEqual({ id: 3, name: 'Q3' });
    expect(state.previousWave).toEqual({ id: 6, name: 'June' });
    expect(state.previousWaveGroup).toEqual({ id: 2, name: 'Q2' });
  });

  it('picking a wave sets its group, the next older wave as previous, and asks for it', () => {
    let state = dashboardReducer(initialDashboardState, dashboardLoaded(data()));
    state = dashboardReducer(state, wavePicked({ groups, waveId: 6 }));
    expect(state.wave?.id).toBe(6);
    expect(state.waveGroup?.id).toBe(2);
    expect(state.previousWave?.id).toBe(3);
    expect(dashboardRequest(state)).toEqual({ kind: 'scheme', id: 1, waveId: 6 });
  });

  it('an unknown wave changes nothing', () => {
    const loaded = dashboardReducer(initialDashboardState, dashboardLoaded(data()));
    expect(dashboardReducer(loaded, wavePicked({ groups, waveId: 99 }))).toEqual(loaded);
  });

  it('changing dashboard drops the picked wave unless the keep-wave flag is set', () => {
    let state: DashboardState = dashboardReducer(initialDashboardState, dashboardLoaded(data()));
    state = dashboardReducer(state, wavePicked({ groups, waveId: 6 }));
    const dropped = dashboardReducer(state, dashboardPicked({ id: 4, name: 'Survey', type: 4, kind: 'scheme' }));
    expect(dashboardRequest(dropped)).toEqual({ kind: 'scheme', id: 4, waveId: null });
    const afterLoad = dashboardReducer(dropped, dashboardLoaded(data({ scheme: { id: 4, name: 'Survey', type: 4, has_nps: true } })));
    expect(afterLoad.wave?.id).toBe(9);

    const keeping = dashboardReducer(state, keepWaveSet(true));
    const kept = dashboardReducer(keeping, dashboardPicked({ id: 4, name: 'Survey', type: 4, kind: 'scheme' }));
    expect(dashboardRequest(kept)).toEqual({ kind: 'scheme', id: 4, waveId: 6 });
    const keptAfterLoad = dashboardReducer(kept, dashboardLoaded(data({ scheme: { id: 4, name: 'Survey', type: 4, has_nps: true } })));
    expect(keptAfterLoad.wave?.id).toBe(6);
    expect(keptAfterLoad.previousWave?.id).toBe(3);
  });

  it('the default dashboard is asked for until something is picked', () => {
    expect(dashboardRequest(initialDashboardState)).toEqual({ kind: 'default' });
    const loaded = applyDashboard(initialDashboardState, data());
    expect(dashboardRequest(loaded)).toEqual({ kind: 'default' });
  });

  it('knows the endpoint kind of scheme groups', () => {
    expect(kindOf({ scheme: null, schemeGroup: { id: 101, type: 1, has_nps: true } })).toEqual({ kind: 'multi-scheme', id: 101 });
    expect(kindOf({ scheme: null, schemeGroup: { id: 102, type: 2, has_nps: true } })).toEqual({ kind: 'mcds', id: 102 });
    expect(kindOf({ scheme: null, schemeGroup: null })).toBeNull();
  });

  it('a dashboard without waves keeps the server values', () => {
    const state = applyDashboard(initialDashboardState, data({ waves: [], wave: null, waveGroup: null, previousWave: null, previousWaveGroup: null }));
    expect(state.wave).toBeNull();
    expect(state.previousWave).toBeNull();
  });
});
