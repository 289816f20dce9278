// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { flipEnvelope, minimise } from '@/demo/contract/minimal';
import { reportingMinimal } from '@/demo/contract/reporting';

describe("the demo's minimal contract", () => {
  it('flips every envelope to the other conventional form, keeping paginators', () => {
    expect(flipEnvelope({ data: { a: 1 } })).toEqual({ a: 1 });
    expect(flipEnvelope({ a: 1 })).toEqual({ data: { a: 1 } });
    expect(flipEnvelope({ data: [1, 2] })).toEqual([1, 2]);
    expect(flipEnvelope([1, 2])).toEqual({ data: [1, 2] });
    const paginator = { data: [1], current_page: 1, last_page: 2 };
    expect(flipEnvelope(paginator)).toEqual(paginator);
    const collection = { data: [1], meta: { total: 1 }, links: { next: null } };
    expect(flipEnvelope(collection)).toEqual(collection);
  });

  it('drops the assumed fields by path, through arrays, without touching the original', () => {
    const body = {
      current_wave: { id: 1 },
      schemes: [
        { id: 1, type: 1, multi_scheme_type: 1 },
        { id: 2, type: 2, multi_scheme_type: 2 },
      ],
      filters: { waves: [1], schemes: [] },
    };
    const out = minimise(body, { drop: ['current_wave', 'schemes.*.multi_scheme_type', 'filters.waves'], envelope: 'keep' });
    expect(out).toEqual({
      schemes: [
        { id: 1, type: 1 },
        { id: 2, type: 2 },
      ],
      filters: { schemes: [] },
    });
    expect(body.current_wave).toEqual({ id: 1 });
    expect(minimise({ data: { a: 1, b: 2 } }, { drop: ['data.b'] })).toEqual({ a: 1 });
  });

  it('answers report runs in a second reading: the category report one row per category, figures as text', () => {
    const table = {
      data: {
        results: [
          { id: 'loc1', label: 'North', visits: 3, score: 0.8, cat_11_score: 0.9, cat_12_score: null, is_survey: false },
          { id: 'loc2', label: 'South', visits: 1, score: 0.6, cat_11_score: 0.5, cat_12_score: 0.7, is_survey: true },
        ],
        data_labels: { label: 'Site', visits: 'Visits', score: 'Score', cat_11_score: 'Greeting', cat_12_score: 'Speed' },
        large: false,
        report_name: 'category',
      },
    };
    const rule = reportingMinimal['GET /reporting/:slug'];
    expect(minimise(table, rule, new URL('http://demo/api/reporting/category'))).toEqual({
      results: [
        { id: 'cat11', category: 'Greeting', visits: '4', score: '0.8' },
        { id: 'cat12', category: 'Speed', visits: '1', score: '0.7' },
      ],
      data_labels: { category: 'Category', visits: 'Visits', score: 'Score' },
    });
    const rank = minimise(table, rule, new URL('http://demo/api/reporting/rank')) as { results: Array<Record<string, unknown>> };
    expect(rank.results[1]).toEqual({ id: 'loc2', label: 'South', visits: '1', score: '0.6', cat_11_score: '0.5', cat_12_score: '0.7', is_survey: 1 });
  });
});
