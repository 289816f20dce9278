// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryReading,
  locationResults,
  numeric,
  reportColumns,
  sectionResults,
  trendPoints,
  waveResults,
  waveScore,
  type ReportAnswer,
} from '@/lib/waveResults';
import { waveChanges } from '@/lib/waveChanges';

// The three report shapes the figures read (001 §3 "Report result": results and data_labels), as
// our demo sends them and as a server may send them instead.

const rank = (rows: Array<Record<string, string | number | null>>): ReportAnswer => ({
  results: rows,
  data_labels: { label: 'Site', visits: 'Visits', score: 'Score' },
});

describe('numbers as a server may send them', () => {
  it('reads numbers, numeric strings, grouped thousands and percentages; anything else is none', () => {
    expect([0.8123, '0.8123', ' 42 ', '-0.5', '1,234', '85.3%', '.5'].map(numeric)).toEqual([0.8123, 0.8123, 42, -0.5, 1234, 0.853, 0.5]);
    expect(['', 'n/a', 'abc', '12abc', true, null, undefined, Number.NaN, {}].map(numeric)).toEqual([null, null, null, null, null, null, null, null, null]);
  });
});

describe('the columns, by what data_labels say', () => {
  it('finds the name (first heading), the count and the score by key or heading, and the sections', () => {
    const table: ReportAnswer = {
      results: [{ id: 'loc1', label: 'North', visits: 4, score: 0.8, cat_1_score: 0.7, nps: 0.2 }],
      data_labels: { label: 'Site', visits: 'Visits', score: 'Score', cat_1_score: 'Greeting', nps: 'NPS' },
    };
    const columns = reportColumns(table);
    expect(columns.name?.key).toBe('label');
    expect(columns.count?.key).toBe('visits');
    expect(columns.score?.key).toBe('score');
    expect(columns.sections.map((column) => column.label)).toEqual(['Greeting']);
    // Keys a server chose, headings ours: read by heading; a column of fractions is a section.
    const other = reportColumns({
      results: [{ a: 'North', n: '12', s: '0.81', g1: '0.9' }],
      data_labels: [
        { key: 'a', label: 'Location' },
        { key: 'n', label: 'Responses' },
        { key: 's', label: 'Score' },
        { key: 'g1', label: 'Speed' },
      ],
    });
    expect([other.name?.key, other.count?.key, other.score?.key, other.sections.map((column) => column.key)]).toEqual(['a', 'n', 's', ['g1']]);
  });

  it('tells a location × section table from one row per category', () => {
    const table: ReportAnswer = {
      results: [{ label: 'North', visits: 2, score: 0.8, cat_1_score: 0.7 }],
      data_labels: { label: 'Site', visits: 'Visits', score: 'Score', cat_1_score: 'Greeting' },
    };
    const perCategory: ReportAnswer = {
      results: [{ id: 'cat1', category: 'Greeting', visits: '9', score: '0.7' }],
      data_labels: { category: 'Category', visits: 'Visits', score: 'Score' },
    };
    const plain: ReportAnswer = { results: [{ name: 'Greeting', score: 0.7 }], data_labels: { name: 'Name', score: 'Score' } };
    expect(categoryReading(table)).toBe('table');
    expect(categoryReading(perCategory)).toBe('per-category');
    expect(categoryReading(plain)).toBe('per-category');
  });
});

describe('locations: the rank report at the location level', () => {
  it('reads one row per store in numeric strings and compares the waves by id, else by name', () => {
    const now = rank([
      { id: 'loc1', label: 'North', visits: '5', score: '0.9' },
      { id: 'loc2', label: 'South', visits: '2', score: '0.6' },
      { label: 'East', visits: '4', score: '0.7' },
    ]);
    const before = rank([
      { id: 'loc1', label: 'North (old name)', visits: '6', score: '0.8' },
      { label: 'East', visits: '1', score: '0.75' },
      { id: 'loc9', label: 'Closed', visits: '3', score: '0.5' },
    ]);
    expect(locationResults(now, before)).toEqual([
      { key: 'id:loc1', id: 1, name: 'North', value: 0.9, previous: 0.8, visits: 5, previousVisits: 6 },
      { key: 'id:loc2', id: 2, name: 'South', value: 0.6, previous: null, visits: 2, previousVisits: 0 },
      { key: 'name:east', id: null, name: 'East', value: 0.7, previous: 0.75, visits: 4, previousVisits: 1 },
      { key: 'id:loc9', id: 9, name: 'Closed', value: null, previous: 0.5, visits: 0, previousVisits: 3 },
    ]);
  });

  it('flags small samples over both waves; a store missing from the previous wave had no visits there', () => {
    const now = rank([
      { id: 'loc1', label: 'North', visits: 5, score: 0.9 },
      { id: 'loc2', label: 'South', visits: 2, score: 0.6 },
      { id: 'loc3', label: 'West', visits: 8, score: 0.5 },
      { id: 'loc4', label: 'New', visits: 9, score: 0.8 },
    ]);
    const before = rank([
      { id: 'loc1', label: 'North', visits: 7, score: 0.8 },
      { id: 'loc2', label: 'South', visits: 6, score: 0.5 },
      { id: 'loc3', label: 'West', visits: 1, score: 0.7 },
    ]);
    const changes = waveChanges(locationResults(now, before), []);
    expect(changes.sampleBasis).toBe('both');
    expect(changes.improved.map((mover) => [mover.name, mover.change, mover.smallSample])).toEqual([
      ['North', 0.1, false],
      ['South', 0.1, true],
    ]);
    expect(changes.declined.map((mover) => [mover.name, mover.smallSample])).toEqual([['West', true]]);
    expect(changes.locations.find((mover) => mover.name === 'New')?.smallSample).toBe(true);
    expect(changes.compared).toBe(3);
  });

  it('without a count column, flags nothing and still compares', () => {
    const answer = (score: number): ReportAnswer => ({ results: [{ id: 'loc1', name: 'North', score }], data_labels: { name: 'Site', score: 'Score' } });
    const changes = waveChanges(locationResults(answer(0.9), answer(0.8)), []);
    expect(changes.sampleBasis).toBe('none');
    expect(changes.improved.map((mover) => [mover.name, mover.smallSample])).toEqual([['North', null]]);
  });
});

describe('sections: the category report in either reading', () => {
  const categories = [
    { id: 11, name: 'Greeting' },
    { id: 12, name: 'Speed' },
  ];

  it('a location × section table: each section is its column, weighted by the visits', () => {
    const table = (greeting: [number, number], speed: [number, number]): ReportAnswer => ({
      results: [
        { id: 'loc1', label: 'North', visits: 3, score: 0.8, cat_11_score: greeting[0], cat_12_score: speed[0] },
        { id: 'loc2', label: 'South', visits: 1, score: 0.6, cat_11_score: greeting[1], cat_12_score: speed[1] },
      ],
      data_labels: { label: 'Site', visits: 'Visits', score: 'Score', cat_11_score: 'Greeting', cat_12_score: 'Speed' },
    });
    expect(sectionResults(table([0.8, 0.4], [0.5, 0.9]), table([0.6, 0.6], [0.5, 0.9]), categories)).toEqual([
      { key: 'name:greeting', id: 11, name: 'Greeting', value: 0.7, previous: 0.6 },
      { key: 'name:speed', id: 12, name: 'Speed', value: 0.6, previous: 0.6 },
    ]);
  });

  it('one row per category: its own score; non-scoring and total rows left out, ids by name or `cat{n}`', () => {
    const perCategory = (greeting: string): ReportAnswer => ({
      results: [
        { id: 'cat11', category: 'Greeting', visits: '40', score: greeting },
        { id: 'cat13', category: 'Cleanliness', visits: '40', score: '0.9' },
        { id: 'cat14', category: 'Comments', visits: '40', score: null, is_scoring: '0' },
        { id: 'cat15', category: 'Visit details', visits: '40', score: '' },
        { category: 'Overall', visits: '40', score: '0.8' },
      ],
      data_labels: { category: 'Category', visits: 'Visits', score: 'Score' },
    });
    expect(sectionResults(perCategory('0.75'), perCategory('0.7'), categories)).toEqual([
      { key: 'id:cat11', id: 11, name: 'Greeting', value: 0.75, previous: 0.7 },
      { key: 'id:cat13', id: 13, name: 'Cleanliness', value: 0.9, previous: 0.9 },
    ]);
  });
});

describe('the trend report: one row per wave', () => {
  const waves = [
    { id: 10, name: 'March 2026' },
    { id: 11, name: 'April 2026' },
    { id: 12, name: 'May 2026' },
  ];

  it('names a row’s wave by `w{id}` or by name, in the waves’ order, and leaves other waves out', () => {
    const trend: ReportAnswer = {
      results: [
        { id: 'w12', label: 'May 2026', visits: '30', score: '0.81' },
        { label: 'March 2026', visits: '28', score: '0.7' },
        { id: 'w99', label: 'Some other wave', visits: '1', score: '0.1' },
        { id: 'w11', label: 'April 2026', visits: '31', score: '0.75' },
      ],
      data_labels: { label: 'Month', visits: 'Visits', score: 'Score' },
    };
    expect(trendPoints(trend, waves).map((point) => [point.waveId, point.name, point.score, point.count])).toEqual([
      [10, 'March 2026', 0.7, 28],
      [11, 'April 2026', 0.75, 31],
      [12, 'May 2026', 0.81, 30],
    ]);
  });

  it("gives the wave's score from its trend row, else the rank report's visit-weighted mean", () => {
    const trend = trendPoints(
      { results: [{ id: 'w12', label: 'May 2026', visits: 30, score: 0.81 }], data_labels: { label: 'Month', visits: 'Visits', score: 'Score' } },
      waves,
    );
    const stores = rank([
      { id: 'loc1', label: 'North', visits: '3', score: '0.9' },
      { id: 'loc2', label: 'South', visits: '1', score: '0.5' },
    ]);
    expect(waveScore(waves[2] ?? null, trend, stores)).toEqual({ score: 0.81, count: 30, from: 'trend' });
    expect(waveScore(waves[1] ?? null, trend, stores)).toEqual({ score: 0.8, count: 4, from: 'rank' });
    expect(waveScore(waves[1] ?? null, null, rank([]))).toEqual({ score: null, count: null, from: 'rank' });
    // No count column: the plain mean.
    expect(
      waveScore(null, null, {
        results: [
          { n: 'A', s: 0.5 },
          { n: 'B', s: 0.7 },
        ],
        data_labels: { n: 'Site', s: 'Score' },
      }).score,
    ).toBe(0.6);
  });
});

describe('a wave’s results, all together', () => {
  it('reads the score, stores and sections of both waves, with missing columns and reports', () => {
    const results = waveResults({
      wave: { id: 12, name: 'May 2026' },
      previousWave: { id: 11, name: 'April 2026' },
      rank: rank([{ id: 'loc1', label: 'North', visits: '4', score: '0.9' }]),
      previousRank: rank([{ id: 'loc1', label: 'North', visits: '4', score: '0.8' }]),
      category: { results: [{ category: 'Greeting', score: '0.9' }], data_labels: { category: 'Category', score: 'Score' } },
      previousCategory: null,
      trend: null,
    });
    expect(results.score).toEqual({ score: 0.9, count: 4, from: 'rank' });
    expect(results.previousScore.score).toBe(0.8);
    expect(results.changes.improved.map((mover) => mover.name)).toEqual(['North']);
    expect(results.sections).toEqual([{ key: 'name:greeting', id: null, name: 'Greeting', value: 0.9, previous: null }]);
    expect(results.trend).toEqual([]);
  });
});
