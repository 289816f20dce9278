import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NpsMetricsSchema } from '@/api/npsMetricsSchemas';
import { NpsDashboardSchema, NpsResponsePageSchema, readFilterOptions } from '@/features/nps/npsSchemas';
import { dashboardMinimal } from '@/demo/contract/dashboard';
import { minimise } from '@/demo/contract/minimal';
import { decode } from '../support/decode';
import { named } from '../support/fixtures';

// Unreadable entries are logged (console.warn): keep the test output quiet, and check the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Our demo's default filters: data sources under `schemes`, wave groups holding waves under `waves`. */
const documented = {
  schemes: [
    { id: 1, name: 'Mystery Shop Program', type: 0 },
    { id: 4, name: 'Customer Experience Survey', type: 4 },
  ],
  waves: [
    { id: 2, name: 'Q2 2025', waves: named([6, 'June 2025'], [5, 'May 2025']) },
    { id: 1, name: 'Q1 2025', waves: named([3, 'March 2025']) },
  ],
};

// What the reader must give for them: the same groups and schemes (copies, so a reader that changed its input would not pass).
const expectedGroups = structuredClone(documented.waves);
const expectedSchemes = structuredClone(documented.schemes);

describe('readFilterOptions', () => {
  it('reads the demo shape: `schemes`, and `waves` as groups holding waves', () => {
    expect(readFilterOptions(documented)).toEqual({ schemes: expectedSchemes, waves: expectedGroups, ungroupedWaves: [] });
  });

  it('reads filters named after the request parameters: visit_groups + visit_nums (placed in their group) + scheme_ids', () => {
    const raw = {
      visit_groups: [
        { id: 2, name: 'Q2 2025' },
        { id: 1, name: 'Q1 2025' },
      ],
      visit_nums: [
        { id: 6, name: 'June 2025', visit_group_id: 2 },
        { id: 5, name: 'May 2025', visit_group_id: '2' },
        { id: 3, name: 'March 2025', visit_group_id: 1 },
        { id: 99, name: 'Pilot', visit_group_id: null },
      ],
      scheme_ids: [
        { id: '1', name: 'Mystery Shop Program', type: '0' },
        { id: 4, name: 'Customer Experience Survey', type: 4 },
      ],
    };
    expect(readFilterOptions(raw)).toEqual({ schemes: expectedSchemes, waves: expectedGroups, ungroupedWaves: [{ id: 99, name: 'Pilot' }] });
  });

  it('reads `waves` as a flat list (no groups): every wave ungrouped', () => {
    const raw = {
      schemes: documented.schemes,
      waves: [
        { id: 6, name: 'June 2025' },
        { id: 5, name: 'May 2025' },
      ],
    };
    expect(readFilterOptions(raw)).toEqual({
      schemes: expectedSchemes,
      waves: [],
      ungroupedWaves: [
        { id: 6, name: 'June 2025' },
        { id: 5, name: 'May 2025' },
      ],
    });
  });

  it('reads a flat `waves` list that names its groups, under visit_groups', () => {
    const raw = { visit_groups: [{ id: 1, name: 'Q1 2025' }], waves: [{ id: 3, name: 'March 2025', group_id: 1 }] };
    expect(readFilterOptions(raw)).toEqual({ schemes: [], waves: [{ id: 1, name: 'Q1 2025', waves: [{ id: 3, name: 'March 2025' }] }], ungroupedWaves: [] });
  });

  it('reads groups holding their waves under `visit_nums` or `wave_groups`', () => {
    expect(readFilterOptions({ visit_groups: [{ id: 1, name: 'Q1 2025', visit_nums: [{ id: 3, name: 'March 2025' }] }] }).waves).toEqual([
      { id: 1, name: 'Q1 2025', waves: [{ id: 3, name: 'March 2025' }] },
    ]);
    expect(readFilterOptions({ wave_groups: [{ id: 1, name: 'Q1 2025', waves: [{ id: 3, name: 'March 2025' }] }] }).waves).toEqual([
      { id: 1, name: 'Q1 2025', waves: [{ id: 3, name: 'March 2025' }] },
    ]);
  });

  it('keeps the other filters when one key is missing (no `waves`: the case that crashed with a TypeError)', () => {
    expect(readFilterOptions({ schemes: documented.schemes })).toEqual({ schemes: expectedSchemes, waves: [], ungroupedWaves: [] });
    expect(readFilterOptions({ waves: documented.waves })).toEqual({ schemes: [], waves: expectedGroups, ungroupedWaves: [] });
  });

  it('reads missing, null or empty filters as no options (the panel hides those filters)', () => {
    const none = { schemes: [], waves: [], ungroupedWaves: [] };
    for (const raw of [undefined, null, {}, { schemes: null, waves: null }, { schemes: [], waves: [] }]) expect(readFilterOptions(raw)).toEqual(none);
  });

  it('never throws on garbage: wrong types at the top or inside, bad entries left out', () => {
    const none = { schemes: [], waves: [], ungroupedWaves: [] };
    for (const raw of ['filters', 42, [], [{ id: 1 }], true]) expect(readFilterOptions(raw)).toEqual(none);
    // A list of the wrong type is no options; the others still read.
    expect(readFilterOptions({ schemes: 'all', waves: documented.waves })).toEqual({ schemes: [], waves: expectedGroups, ungroupedWaves: [] });
    expect(readFilterOptions({ schemes: documented.schemes, waves: 'all' })).toEqual({ schemes: expectedSchemes, waves: [], ungroupedWaves: [] });
    // One unreadable entry is left out (and logged), its neighbours stay.
    const options = readFilterOptions({ schemes: [{ name: 'no id' }, ...documented.schemes], waves: [{ id: 'x' }, ...documented.waves] });
    expect(options.schemes).toEqual(expectedSchemes);
    expect(options.waves).toEqual(expectedGroups);
    expect(console.warn).toHaveBeenCalled();
  });

  it('reads what the minimal-contract demo sends (the filters named after the request parameters)', () => {
    const body = { metrics: {}, responses: { data: [] }, filters: documented };
    const minimal = minimise(body, dashboardMinimal['GET /nps-dashboard']) as { data: { filters: Record<string, unknown> } };
    expect(Object.keys(minimal.data.filters).sort()).toEqual(['scheme_ids', 'visit_groups', 'visit_nums']);
    expect(readFilterOptions(minimal.data.filters)).toEqual({ schemes: expectedSchemes, waves: expectedGroups, ungroupedWaves: [] });
  });
});

const metrics = {
  score: 0.25,
  responses: 8,
  detractor_count: 2,
  passive_count: 2,
  promoter_count: 4,
  detractor_percent: 25,
  passive_percent: 25,
  promoter_percent: 50,
};

const card = {
  job_id: 50001,
  JobID: '50001',
  nps_score: 9,
  location_name: 'Main Street',
  visit_date: '2025-06-03 10:00:00',
  scheme_name: 'Customer Experience Survey',
  scheme_type: 4,
  comments: 'Great',
  addition_question: { label: 'Would you return?', answer: 'Yes' },
};

describe('NpsMetricsSchema', () => {
  it('reads the documented metrics, flat or under data', () => {
    expect(decode(NpsMetricsSchema, metrics).output).toEqual(metrics);
    expect(decode(NpsMetricsSchema, { data: metrics }).output).toEqual(metrics);
  });
  it('reads numeric strings, and missing counts or percents as 0 / absent', () => {
    const result = decode(NpsMetricsSchema, { score: '0.25', responses: '8' });
    expect(result.output).toEqual({
      score: 0.25,
      responses: 8,
      detractor_count: 0,
      passive_count: 0,
      promoter_count: 0,
      detractor_percent: undefined,
      passive_percent: undefined,
      promoter_percent: undefined,
    });
  });
  it('fails (the one decoding error) on garbage, without throwing', () => {
    for (const raw of [[metrics], 'metrics', { score: 'high' }, { responses: {} }]) expect(decode(NpsMetricsSchema, raw).success).toBe(false);
  });
});

describe('NpsResponsePageSchema', () => {
  it('reads the documented page', () => {
    expect(decode(NpsResponsePageSchema, { data: [card], current_page: 1, last_page: 3 }).output).toEqual({
      data: [card],
      current_page: 1,
      last_page: 3,
      total: undefined,
    });
  });
  it('reads a resource collection (meta), a bare list, and fills JobID and the optional fields', () => {
    const { JobID: _jobId, addition_question: _extra, comments: _comments, ...bare } = card;
    const meta = v.parse(NpsResponsePageSchema, { data: [bare], meta: { current_page: '2', last_page: '4', total: '31' } });
    expect(meta).toMatchObject({ current_page: 2, last_page: 4, total: 31 });
    expect(meta?.data[0]).toEqual({ ...bare, JobID: 50001, comments: null, addition_question: null });
    expect(decode(NpsResponsePageSchema, [card]).output).toEqual({ data: [card], current_page: 1, last_page: 1, total: undefined });
  });
  it('leaves out an unreadable card and keeps the others', () => {
    const page = v.parse(NpsResponsePageSchema, { data: [{ job_id: 'x' }, card], current_page: 1, last_page: 1 });
    expect(page?.data).toEqual([card]);
  });
  it('fails on garbage at the top, without throwing', () => {
    for (const raw of ['page', 42, { data: 'cards' }]) expect(decode(NpsResponsePageSchema, raw).success).toBe(false);
  });
});

describe('NpsDashboardSchema', () => {
  const page = { data: [card], current_page: 1, last_page: 1 };
  it('reads { metrics, responses, filters }, flat or under data', () => {
    const expected = { metrics, responses: { ...page, total: undefined }, filters: { schemes: expectedSchemes, waves: expectedGroups, ungroupedWaves: [] } };
    expect(decode(NpsDashboardSchema, { metrics, responses: page, filters: documented }).output).toEqual(expected);
    expect(decode(NpsDashboardSchema, { data: { metrics, responses: page, filters: documented } }).output).toEqual(expected);
  });
  it('reads each part alone: an unreadable part is null, missing filters are no options', () => {
    const result = decode(NpsDashboardSchema, { metrics: { score: 'high' }, responses: 'none' });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ metrics: null, responses: null, filters: { schemes: [], waves: [], ungroupedWaves: [] } });
    // A part missing or null is not a part with nothing in it (the page asks /metrics and /responses).
    expect(v.parse(NpsDashboardSchema, { filters: documented })).toMatchObject({ metrics: null, responses: null });
    expect(v.parse(NpsDashboardSchema, { metrics: null, responses: null })).toMatchObject({ metrics: null, responses: null });
    // No `waves` key at all (a server naming the filters its own way).
    expect(v.parse(NpsDashboardSchema, { metrics, responses: page, filters: { scheme_ids: documented.schemes } }).filters).toEqual({
      schemes: expectedSchemes,
      waves: [],
      ungroupedWaves: [],
    });
  });
  it('fails on an answer of the wrong type at the top, without throwing', () => {
    for (const raw of [[], 'dashboard', 42]) expect(decode(NpsDashboardSchema, raw).success).toBe(false);
  });
});
