import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardMinimal } from '@/demo/contract/dashboard';
import { minimise } from '@/demo/contract/minimal';
import { DashboardSchema, EMPTY_CONTENT, readDashboardContent } from '@/api/dashboardSchemas';
import type { DashboardData } from '@/features/dashboard/types';
import { decode, decoded } from '../support/decode';
import { named } from '../support/fixtures';

// Unreadable blocks and entries are logged (console.warn): keep the output quiet, and check the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const read = (raw: unknown): DashboardData => decoded(DashboardSchema, raw);

const trendPoint = { wave_id: 9, wave_name: 'September', score: 0.8, nps: 0.3, responses: 12 };
const content = {
  score: { value: 0.84, previous: 0.8, visits: 30 },
  sections: [{ id: 11, name: 'Greeting', value: 0.9, previous: 0.85 }],
  trend: [{ wave_id: 8, wave_name: 'August', score: 0.8, nps: 0.2, responses: 10 }, trendPoint],
  league: [{ id: 501, name: 'Main Street', value: 0.9, previous: 0.8, responses: 3 }],
  latest: [{ job_id: 50001, location_name: 'Main Street', visit_date: '2025-09-03 10:00:00', score: 0.9, is_survey: false }],
  nps: { value: 0.3, previous: 0.2, responses: 12, detractor_count: 2, passive_count: 4, promoter_count: 6 },
  schemes: [],
  widgets: [],
};

/** The documented shape (001 §3) as the demo sends it by default, with the assumed `body` and `content`. */
const documented = {
  scheme: { id: 1, name: 'Mystery Shop Program', type: 0, has_nps: true },
  schemeGroup: null,
  schemes: [{ id: 1, name: 'Mystery Shop Program', type: 0, has_nps: true }],
  wave: { id: 9, name: 'September' },
  waveGroup: { id: 3, name: 'Q3' },
  previousWave: { id: 8, name: 'August' },
  previousWaveGroup: { id: 3, name: 'Q3' },
  waves: [
    { id: 3, name: 'Q3', waves: named([9, 'September'], [8, 'August']) },
    { id: 2, name: 'Q2', waves: named([6, 'June']) },
  ],
  name: 'Mystery Shop Program',
  dashboards: [
    { id: 1, name: 'Mystery Shop Program', type: 0, kind: 'scheme' },
    { id: 2, name: 'Site Safety Audit', type: 1, kind: 'scheme' },
    { id: 101, name: 'All Survey Data', type: 1, kind: 'multi-scheme' },
    { id: 102, name: 'Combined Shop & Survey', type: 2, kind: 'mcds' },
  ],
  labels: { regions: ['md', 'od'], types: [], grades: [] },
  body: 'mystery-shopping',
  content,
};

/** What the decoder must give for it: the same frame (a copy), with the content's list of unreadable blocks. */
const expectedFrame = { ...structuredClone(documented), content: { ...structuredClone(content), unreadable: [] } } as DashboardData;

describe('DashboardSchema: the documented shape and its variants', () => {
  it('reads the documented answer', () => {
    expect(read(documented)).toEqual(expectedFrame);
  });

  it('reads it under { data } too', () => {
    expect(read({ data: documented })).toEqual(expectedFrame);
  });

  it('reads numbers as numeric strings and booleans as 1/0', () => {
    const data = read({
      ...documented,
      scheme: { id: '1', type: '0', has_nps: 1 },
      wave: { id: '9', name: 'September' },
      waves: [{ id: '3', name: 'Q3', waves: [{ id: '9', name: 'September' }] }],
      content: { ...content, score: { value: '0.84', previous: null, visits: '30' } },
    });
    expect(data.scheme).toEqual({ id: 1, type: 0, has_nps: true });
    expect(data.wave).toEqual({ id: 9, name: 'September' });
    expect(data.waves).toEqual([{ id: 3, name: 'Q3', waves: [{ id: 9, name: 'September' }] }]);
    expect(data.content?.score).toEqual({ value: 0.84, previous: null, visits: 30 });
  });

  it('reads only the spec fields (minimal contract): no body, no content, no scheme name, no kinds', () => {
    const minimal = minimise(documented, dashboardMinimal['GET /dashboard/:id']);
    expect(Object.keys((minimal as { data: object }).data).sort()).toEqual(
      ['dashboards', 'labels', 'name', 'previousWave', 'previousWaveGroup', 'scheme', 'schemeGroup', 'schemes', 'wave', 'waveGroup', 'waves'].sort(),
    );
    const data = read(minimal);
    expect(data.content).toBeNull();
    expect(data.body).toBeNull();
    expect(data.scheme).toEqual({ id: 1, type: 0, has_nps: true });
    expect(data.name).toBe('Mystery Shop Program');
    // The selector's entries keep their endpoint: a negated id for survey data, the mcds marker.
    expect(data.dashboards).toEqual(expectedFrame.dashboards);
  });

  it('fills missing keys: no scheme group, no waves, no dashboards, no labels; the title from the scheme', () => {
    const data = read({ scheme: { id: 4, name: 'Survey', type: 4, has_nps: true } });
    expect(data).toEqual({
      scheme: { id: 4, name: 'Survey', type: 4, has_nps: true },
      schemeGroup: null,
      schemes: [],
      wave: null,
      waveGroup: null,
      previousWave: null,
      previousWaveGroup: null,
      waves: [],
      name: 'Survey',
      dashboards: [],
      labels: { regions: null, types: null, grades: null },
      body: null,
      content: null,
    });
    expect(read({ scheme: { id: 4, type: 4 } }).name).toBe('Dashboard');
  });

  it('reads null lists and objects as empty, an unreadable wave reference as none', () => {
    const data = read({ ...documented, schemes: null, waves: null, dashboards: null, labels: null, wave: { name: 'no id' }, previousWave: 'August' });
    expect(data.schemes).toEqual([]);
    expect(data.waves).toEqual([]);
    expect(data.dashboards).toEqual([]);
    expect(data.wave).toBeNull();
    expect(data.previousWave).toBeNull();
  });

  it('leaves out an unreadable wave group, wave or dashboard entry, and keeps the others', () => {
    const data = read({
      ...documented,
      waves: [{ name: 'no id' }, { id: 3, name: 'Q3', waves: [{ id: 'x' }, { id: 9, name: 'September' }] }],
      dashboards: [{ name: 'no id' }, { id: 2, name: 'Site Safety Audit', type: 1 }],
    });
    expect(data.waves).toEqual([{ id: 3, name: 'Q3', waves: [{ id: 9, name: 'September' }] }]);
    expect(data.dashboards).toEqual([{ id: 2, name: 'Site Safety Audit', type: 1, kind: 'scheme' }]);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reads its own output unchanged (RTK Query decodes the data a page seeds with upsertQueryData again)', () => {
    const once = read({ ...documented, content: { ...content, league: 'top ten' } });
    expect(once.content?.unreadable).toEqual(['league']);
    expect(read(once)).toEqual(once);
    const minimal = read(minimise(documented, dashboardMinimal['GET /dashboard']));
    expect(read(minimal)).toEqual(minimal);
  });

  it('fails (the one decoding error), never throws, on garbage at the top or a scheme without an id', () => {
    for (const raw of [[], [documented], 'dashboard', 42, null, { scheme: { name: 'no id' } }, { schemeGroup: { id: 'abc', type: 1 } }]) {
      expect(decode(DashboardSchema, raw).success).toBe(false);
    }
  });
});

describe('the scheme selector entries: which endpoint serves each', () => {
  const entries = (dashboards: unknown[], extra: object = {}) => read({ ...documented, ...extra, dashboards }).dashboards;

  it('follows `kind` when sent', () => {
    expect(entries([{ id: 101, name: 'A', type: 1, kind: 'multi-scheme' }])).toEqual([{ id: 101, name: 'A', type: 1, kind: 'multi-scheme' }]);
  });

  it('reads `multi_scheme_type` 1 or 2 (number or string)', () => {
    expect(
      entries([
        { id: 101, name: 'A', type: 4, multi_scheme_type: '1' },
        { id: 102, name: 'B', type: 4, multi_scheme_type: 2 },
      ]),
    ).toEqual([
      { id: 101, name: 'A', type: 1, kind: 'multi-scheme' },
      { id: 102, name: 'B', type: 2, kind: 'mcds' },
    ]);
  });

  it('reads a negative id as a survey-data multi-scheme (the negated id rule of 001 §3)', () => {
    expect(
      entries([
        { id: -101, name: 'A', type: 1 },
        { id: '-7', name: 'B', type: 4 },
      ]),
    ).toEqual([
      { id: 101, name: 'A', type: 1, kind: 'multi-scheme' },
      { id: 7, name: 'B', type: 1, kind: 'multi-scheme' },
    ]);
  });

  it('reads the group on screen as that group, whatever else the entry lacks', () => {
    const onScreen = { scheme: null, schemeGroup: { id: 102, type: 2, has_nps: true } };
    expect(
      entries(
        [
          { id: 102, name: 'Combined', type: 2 },
          { id: 3, name: 'Imported', type: 2 },
        ],
        onScreen,
      ),
    ).toEqual([
      { id: 102, name: 'Combined', type: 2, kind: 'mcds' },
      { id: 3, name: 'Imported', type: 2, kind: 'scheme' },
    ]);
  });

  it('reads an unmarked entry as a scheme, and `mcds{id}` as a multi-company one', () => {
    expect(
      entries([
        { id: 3, name: 'Imported', type: 2, kind: 'bogus' },
        { id: 'mcds102', name: 'Combined' },
      ]),
    ).toEqual([
      { id: 3, name: 'Imported', type: 2, kind: 'scheme' },
      { id: 102, name: 'Combined', type: 2, kind: 'mcds' },
    ]);
  });
});

describe('the body content (assumed): each block on its own', () => {
  it('is null when missing, null or not an object (the body is then composed from documented calls)', () => {
    for (const raw of [undefined, null, 'content', 42, [content]]) expect(readDashboardContent(raw)).toBeNull();
    expect(read({ ...documented, content: undefined }).content).toBeNull();
  });

  it('reads an empty object as empty blocks', () => {
    expect(readDashboardContent({})).toEqual(EMPTY_CONTENT);
  });

  it('names an unreadable block and keeps the others', () => {
    const result = readDashboardContent({ ...content, league: 'top ten', score: 0.8, nps: [], trend: { wave: 9 } });
    expect(result?.unreadable).toEqual(['score', 'trend', 'league', 'nps']);
    expect(result?.league).toEqual([]);
    expect(result?.score).toBeNull();
    expect(result?.nps).toBeNull();
    expect(result?.sections).toEqual(content.sections);
    expect(result?.latest).toEqual(content.latest);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/content\.league/));
  });

  it('leaves out an unreadable row of a block, keeps its neighbours', () => {
    const result = readDashboardContent({ league: [{ name: 'no id', value: 0.5 }, ...content.league], sections: [{ id: 'x' }, ...content.sections] });
    expect(result?.league).toEqual(content.league);
    expect(result?.sections).toEqual(content.sections);
    expect(result?.unreadable).toEqual([]);
  });

  it('fills the optional parts of rows: member schemes without KPIs, league rows without responses or scheme', () => {
    const result = readDashboardContent({
      schemes: [{ id: 4, name: 'Survey' }],
      league: [{ id: 1, name: 'A', value: '0.5', previous: null }],
      latest: [{ job_id: '7', location_name: 'A', visit_date: '2025-01-01', score: null }],
    });
    expect(result?.schemes).toEqual([
      { id: 4, name: 'Survey', type: 0, responses: 0, nps: { value: null, previous: null }, score: { value: null, previous: null, visits: 0 }, trend: [] },
    ]);
    expect(result?.league).toEqual([{ id: 1, name: 'A', value: 0.5, previous: null }]);
    expect(result?.latest).toEqual([{ job_id: 7, location_name: 'A', visit_date: '2025-01-01', score: null, is_survey: false }]);
  });

  it('never lets garbage in a block fail the whole answer', () => {
    const data = read({ ...documented, content: { score: 'x', sections: 'x', trend: 'x', league: 'x', latest: 'x', nps: 'x', schemes: 'x', widgets: 'x' } });
    expect(data.content?.unreadable).toEqual(['score', 'sections', 'trend', 'league', 'latest', 'nps', 'schemes', 'widgets']);
  });
});
