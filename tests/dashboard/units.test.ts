// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyKindOf } from '@/features/dashboard/bodyKind';
import {
  dashboardRequestFor,
  dashboardSearch,
  keepingLeagueOrder,
  leagueOrderValue,
  parseLeagueOrder,
  parseWaveParam,
  withLeagueOrder,
} from '@/features/dashboard/dashboardUrl';
import { derivedScope, figuresToDraw } from '@/features/dashboard/derivedFigures';
import type { DashboardData } from '@/features/dashboard/types';
import { hasComparableRows, orderLeague, rankRows, sortByMostImproved, sortLeague } from '@/features/dashboard/league';
import { kpiDelta } from '@/lib/delta';

const scheme = (type: number) => ({ id: 1, type, has_nps: false });

describe('body choice', () => {
  it('follows the body field when it names a known body', () => {
    expect(bodyKindOf({ body: 'crew-satisfaction', scheme: scheme(4), schemeGroup: null })).toBe('crew-satisfaction');
    expect(bodyKindOf({ body: 'override', scheme: scheme(0), schemeGroup: null })).toBe('override');
  });
  it('falls back to the scheme or group type', () => {
    expect([0, 1, 2, 4, 12, 99].map((type) => bodyKindOf({ body: 'bogus', scheme: scheme(type), schemeGroup: null }))).toEqual([
      'mystery-shopping',
      'audit',
      'mystery-shopping',
      'survey',
      'case-management',
      null,
    ]);
    expect(bodyKindOf({ scheme: null, schemeGroup: scheme(1) })).toBe('multi-scheme');
    expect(bodyKindOf({ scheme: null, schemeGroup: scheme(2) })).toBe('mcds');
    expect(bodyKindOf({ scheme: null, schemeGroup: null })).toBeNull();
  });
});

describe('KPI deltas', () => {
  it('shows the arrow, the signed points and a label naming the previous wave', () => {
    expect(kpiDelta(0.874, 0.85, 'March 2025', 'Month')).toEqual({ direction: 'up', arrow: '▲', text: '+2.4', label: 'up 2.4 points vs March 2025' });
    expect(kpiDelta(0.5, 0.51, 'March 2025')).toEqual({ direction: 'down', arrow: '▼', text: '−1.0', label: 'down 1.0 points vs March 2025' });
    expect(kpiDelta(0.5, 0.5004, 'March 2025')).toMatchObject({ direction: 'same', arrow: '▶', text: '0.0', label: 'no change vs March 2025' });
  });
  it('says there is nothing to compare without a previous value', () => {
    expect(kpiDelta(0.5, null, null, 'Month')).toEqual({ direction: 'none', arrow: null, text: 'No previous Month', label: 'No previous Month' });
    expect(kpiDelta(null, 0.5, 'March 2025', 'Month').text).toBe('No previous Month');
    expect(kpiDelta(Number.NaN, 0.5, 'March 2025').arrow).toBeNull();
  });
});

describe('league ranks', () => {
  it('shares a rank between ties (1, 2, 2, 4) and puts rows without a result last', () => {
    const rows = rankRows([
      { name: 'D', value: 0.5 },
      { name: 'Z', value: null },
      { name: 'A', value: 0.9 },
      { name: 'C', value: 0.7 },
      { name: 'B', value: 0.7 },
    ]);
    expect(rows.map((row) => [row.name, row.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
      ['D', 4],
      ['Z', null],
    ]);
  });
  it('sorts bottom first with the unranked still last', () => {
    const rows = rankRows([
      { name: 'A', value: 0.9, previous: null },
      { name: 'B', value: null, previous: null },
      { name: 'C', value: 0.1, previous: null },
    ]);
    expect(sortLeague(rows, 'rank', 'descending').map((row) => row.name)).toEqual(['C', 'A', 'B']);
  });
});

describe("the league's 'Most improved' order", () => {
  const row = (name: string, value: number | null, previous: number | null) => ({ name, value, previous });
  const league = [
    row('Bravo', 0.6, 0.75),
    row('Delta', 0.7, null),
    row('Foxtrot', 0.75, 0.65),
    row('Echo', null, 0.6),
    row('Alpha', 0.8, 0.7),
    row('Charlie', 0.9, 0.85),
    row('Able', 0.5, null),
  ];

  it('puts the largest rise first (ties by name), falls after rises, then every row without both figures by name', () => {
    expect(sortByMostImproved(league).map((item) => item.name)).toEqual(['Alpha', 'Foxtrot', 'Charlie', 'Bravo', 'Able', 'Delta', 'Echo']);
    expect(orderLeague(rankRows(league), { key: 'improved' }).map((item) => item.name)).toEqual([
      'Alpha',
      'Foxtrot',
      'Charlie',
      'Bravo',
      'Able',
      'Delta',
      'Echo',
    ]);
    // Two rows of one name (two member schemes of a multi-company league) are both kept.
    expect(sortByMostImproved([row('Same', 0.5, 0.4), row('Same', 0.9, 0.4)]).map((item) => item.value)).toEqual([0.9, 0.5]);
  });

  it('is available only when a row has both figures; without, every row is kept, by name, with no NaN', () => {
    expect(hasComparableRows(league)).toBe(true);
    const noPrevious = league.map((item) => ({ ...item, previous: null }));
    expect(hasComparableRows(noPrevious)).toBe(false);
    expect(hasComparableRows([row('A', Number.NaN, 0.5)])).toBe(false);
    expect(sortByMostImproved(noPrevious).map((item) => item.name)).toEqual(['Able', 'Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot']);
  });

  it('lives in the address as `league`: Top is left out, unknown values read as Top, other parameters stay', () => {
    for (const value of ['bottom', 'name', 'name-desc', 'change', 'change-desc', 'improved']) expect(leagueOrderValue(parseLeagueOrder(value))).toBe(value);
    expect(parseLeagueOrder(null)).toEqual({ key: 'rank', direction: 'ascending' });
    for (const bad of ['', 'IMPROVED', 'constructor', 'rank']) expect(parseLeagueOrder(bad)).toEqual({ key: 'rank', direction: 'ascending' });
    const search = new URLSearchParams('scheme=1&wave=7&job=5');
    expect(withLeagueOrder(search, { key: 'improved' })).toBe('?scheme=1&wave=7&job=5&league=improved');
    expect(withLeagueOrder(new URLSearchParams('scheme=1&league=improved'), { key: 'rank', direction: 'ascending' })).toBe('?scheme=1');
    expect(keepingLeagueOrder('?scheme=2&wave=3', new URLSearchParams('scheme=1&league=improved'))).toBe('?scheme=2&wave=3&league=improved');
    expect(keepingLeagueOrder('?scheme=2', new URLSearchParams('scheme=1&league=nonsense'))).toBe('?scheme=2');
  });
});

describe('dashboard URL', () => {
  it('reads the wave and drops malformed values', () => {
    expect(parseWaveParam('13')).toBe(13);
    for (const bad of ['-3', 'x', '0', '99999999999999999999']) expect(parseWaveParam(bad)).toBeNull();
  });
  it('turns the URL into the API request (first of repeated keys) and back', () => {
    expect(dashboardRequestFor(new URLSearchParams('scheme=mcds102&wave=12&scheme=4'))).toEqual({ kind: 'mcds', id: 102, waveId: 12 });
    expect(dashboardRequestFor(new URLSearchParams('scheme=oops&wave=-1'))).toEqual({ kind: 'default', waveId: null });
    expect(dashboardSearch({ kind: 'multi-scheme', id: 101 }, 9)).toBe('?scheme=-101&wave=9');
    expect(dashboardSearch({ kind: 'scheme', id: 1 }, null)).toBe('?scheme=1');
  });
});

describe('chart PNG names', () => {
  it('joins dashboard, chart and wave with the YYYYMMDDHHMMSS stamp', async () => {
    const { chartPngName } = await import('@/lib/fileStamp');
    expect(chartPngName(['Combined Shop & Survey', 'Trend', 'March 2026', null], new Date(2026, 2, 7, 9, 5, 3))).toBe(
      'combined-shop-survey-trend-march-2026-20260307090503.png',
    );
  });
});

describe('the derived body between two picks', () => {
  const figuresOf = (schemeId: number, waveId: number) => ({
    scope: derivedScope({
      scheme: { id: schemeId, name: 'S', type: 1, has_nps: false },
      wave: { id: waveId, name: 'W' },
      waves: [],
    } as unknown as DashboardData),
  });
  it("draws the deferred figures only while they are the dashboard's and wave's on screen", () => {
    const shown = figuresOf(1, 11);
    expect(figuresToDraw(shown, null)).toEqual({ figures: shown, pending: true });
    // The same dashboard and wave (an answer came in): the deferred copy, drawn.
    const again = figuresOf(1, 11);
    expect(figuresToDraw(again, shown)).toEqual({ figures: shown, pending: false });
    // Another dashboard, or another wave: the cards load, never the last pick's figures.
    for (const picked of [figuresOf(2, 11), figuresOf(1, 10)]) {
      const drawn = figuresToDraw(picked, shown);
      expect(drawn.pending).toBe(true);
      expect(drawn.figures).toBe(picked);
    }
  });
});
