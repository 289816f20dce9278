// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentWave, newestWave } from '@/lib/currentWave';
import { olderWaveByNumber, previousWaveOf, trendWaves, wavesByNumber } from '@/lib/waveOrder';
import { figureReportsOf, figureRequests, findReport, npsMetricsParams, reportRequest } from '@/lib/figureReports';

const wave = (id: number) => ({ id, name: `Wave ${id}` });
// The reporting filters' waves in no particular order (001 §3 gives none).
const shuffled = [
  { id: 2, name: 'Q2', waves: [wave(5), wave(4)] },
  { id: 3, name: 'Q3', waves: [wave(7), wave(8)] },
  { id: 1, name: 'Q1', waves: [wave(1), wave(3), wave(2)] },
];
// The dashboard's waves, newest first.
const dashboardWaves = [
  { id: 3, name: 'Q3', waves: [wave(8), wave(7)] },
  { id: 2, name: 'Q2', waves: [wave(5), wave(4)] },
];

describe('the newest wave', () => {
  it('is the highest visit number, whatever the order of the list', () => {
    expect(newestWave(shuffled)).toEqual(wave(8));
    expect(newestWave([])).toBeNull();
    expect(newestWave([{ id: 1, name: 'Empty', waves: [] }])).toBeNull();
    expect(olderWaveByNumber(shuffled, 7)).toEqual(wave(5));
    expect(olderWaveByNumber(shuffled, 1)).toBeNull();
    expect(wavesByNumber(shuffled)[0]?.waves.map((entry) => entry.id)).toEqual([8, 7, 5, 4, 3, 2, 1]);
  });
});

describe('the current wave', () => {
  it("takes the filters' current_wave, else the dashboard's wave when the user may read it, else the newest", () => {
    const dashboardWave = wave(7);
    expect(currentWave({ filtersWave: wave(5), mayReadDashboard: true, dashboardWave, filterWaves: shuffled })).toEqual({
      status: 'known',
      wave: wave(5),
      from: 'filters',
    });
    expect(currentWave({ mayReadDashboard: true, dashboardWave, filterWaves: shuffled })).toEqual({ status: 'known', wave: dashboardWave, from: 'dashboard' });
    expect(currentWave({ mayReadDashboard: false, dashboardWave, filterWaves: shuffled })).toEqual({ status: 'known', wave: wave(8), from: 'newest' });
    expect(currentWave({ mayReadDashboard: true, dashboardPending: true, filterWaves: shuffled })).toEqual({ status: 'pending' });
    // The dashboard failed or names no wave: the newest; a source without waves has none.
    expect(currentWave({ mayReadDashboard: true, dashboardWave: null, filterWaves: shuffled })).toEqual({ status: 'known', wave: wave(8), from: 'newest' });
    expect(currentWave({ mayReadDashboard: false, filterWaves: [] })).toEqual({ status: 'none' });
  });

  it("takes the previous wave and the trend's waves from the dashboard's list, newest first", () => {
    expect(previousWaveOf(dashboardWaves, 7)).toEqual(wave(5));
    expect(previousWaveOf(dashboardWaves, 4, wave(3))).toEqual(wave(3));
    expect(previousWaveOf(dashboardWaves, 99, null)).toBeNull();
    expect(trendWaves(dashboardWaves, 7).map((entry) => entry.id)).toEqual([4, 5, 7]);
    expect(trendWaves(dashboardWaves, 99)).toEqual([{ id: 99, name: '' }]);
    expect(trendWaves(dashboardWaves, null)).toEqual([]);
  });
});

describe("the figures' reports", () => {
  const reports = [
    { id: 1, name: ' Rank ', slug: 'rank-by-site' },
    { id: 2, name: 'CATEGORY', slug: 'cat' },
    { id: 3, name: 'NPS', slug: 'nps' },
    { id: 4, name: 'trend', slug: 'wave-trend', is_excel_report: true },
    { id: 5, name: 'trend group', slug: 'trend-group' },
  ];

  it("are found by the spec's names in the server's list, never guessed", () => {
    expect(findReport(reports, 'rank')?.slug).toBe('rank-by-site');
    expect(findReport([{ name: 'The NPS', slug: 'the-nps' }], 'nps')?.slug).toBe('the-nps');
    const found = figureReportsOf(reports);
    expect([found.rank?.slug, found.category?.slug, found.nps?.slug, found.trend]).toEqual(['rank-by-site', 'cat', 'nps', null]);
  });

  it('run as Reporting runs them: scheme_id negated for survey data, the trend over its waves', () => {
    expect(reportRequest('-101', 'rank', { level: 'loc', visitnum: 5, cat: null })).toEqual({
      scheme: '-101',
      slug: 'rank',
      params: { scheme_id: '-101', level: 'loc', visitnum: '5' },
    });
    expect(reportRequest('mcds102', 'rank', {}).params).toEqual({ scheme_id: '102' });
    expect(reportRequest(null, 'rank', {}).params).toEqual({});
    const calls = figureRequests(
      { scheme: '1', wave: wave(8), previousWave: wave(7), trendWaves: [wave(7), wave(8)] },
      { rank: { name: 'rank', slug: 'rank' }, trend: { name: 'trend', slug: 'trend' }, category: null },
    );
    expect(calls.rank?.params).toEqual({ scheme_id: '1', level: 'loc', visitnum: '8' });
    expect(calls.previousRank?.params.visitnum).toBe('7');
    expect(calls.trend?.params).toEqual({ scheme_id: '1', visitnum: '7,8' });
    expect([calls.category, calls.previousCategory]).toEqual([null, null]);
    expect(npsMetricsParams([1, 4], 8)).toEqual({ scheme_ids: '1,4', visit_nums: '8' });
    expect(npsMetricsParams([], null)).toEqual({});
  });
});
