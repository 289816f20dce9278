// @vitest-environment node
import type * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { decodeOrThrow, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { isSurveySource, shownSource } from '@/features/reporting/reportCatalogue';
import { currentWave } from '@/lib/currentWave';
import { REPORT_ROW_CAP, ReportResultSchema } from '@/api/reportTableSchemas';
import { DashboardWaveSchema, ReportingFiltersSchema, SavedReportSchema, sourceKind, sourceValue } from '@/api/reportingSchemas';

afterEach(() => vi.restoreAllMocks());

/** Decodes or returns the one decoding error (never throws anything else). */
function decode<T extends v.GenericSchema>(schema: T, raw: unknown): v.InferOutput<T> | ApiError {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return decodeOrThrow(schema, raw, 'GET /api/test');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

/** The filter data exactly as 001 §3 names it (nothing assumed). */
const SPEC_FILTERS = {
  levels: ['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd', 'job'],
  waves: [{ id: 4, name: 'Q4 2026', waves: [{ id: 12, name: 'October 2026' }] }],
  regions: { rbms: [{ id: 3, name: 'Florida', bdms: [] }] },
  types: [{ id: 1, name: 'Express' }],
  sub_types: [],
  grades: [{ id: '2', name: 'Gold' }],
  categories: [{ id: 5, name: 'Wash Quality' }],
  competencies: [],
  questionnaires: [
    {
      id: 1,
      name: 'Shop',
      questions: [
        { id: 10, question_num: 1, question: 'Greeted?', answer_type: 1 },
        { id: 11, question_num: '2', question: 'Name?', answer_type: 3 },
      ],
    },
  ],
  saved_reports: [{ id: 7, name: 'Mine', report: 'rank', params: { level: 'loc', visitnum: 12 }, created_by: 2, created_date: '2026-10-02 16:40:00' }],
  reports: [
    { id: 1, name: 'rank', slug: 'rank', is_excel_report: 0 },
    { id: 13, name: 'cases excel download', slug: 'cases-excel-download', is_excel_report: 1 },
  ],
  schemes: [
    { id: 1, name: 'Shop', type: 0 },
    { id: 4, name: 'Survey', type: 4 },
    { id: 101, name: 'All Survey Data', type: 1 },
    { id: 102, name: 'Combined', type: 2 },
  ],
};

describe('data sources (001 §3)', () => {
  it('reads the kind from multi_scheme_type when sent, else from a negated id or type 1 / 2', () => {
    expect(sourceKind({ id: 2, type: 1, multi_scheme_type: null })).toBe('scheme');
    expect(sourceKind({ id: 101, type: 4, multi_scheme_type: 1 })).toBe('multi-scheme');
    expect(sourceKind({ id: 102, type: 4, multi_scheme_type: 2 })).toBe('mcds');
    expect(sourceKind({ id: 101, type: 1 })).toBe('multi-scheme');
    expect(sourceKind({ id: -101, type: 0 })).toBe('multi-scheme');
    expect(sourceKind({ id: 102, type: 2 })).toBe('mcds');
    expect(sourceKind({ id: 4, type: 4 })).toBe('scheme');
    expect(sourceValue('multi-scheme', -101)).toBe('-101');
    expect(sourceValue('multi-scheme', 101)).toBe('-101');
    expect(sourceValue('mcds', 102)).toBe('mcds102');
  });
});

describe('ReportingFiltersSchema', () => {
  it('decodes the spec-only shape: sources from type, no scheme object, the server levels, defaults for the rest', () => {
    const data = decode(ReportingFiltersSchema, SPEC_FILTERS);
    if (data instanceof ApiError) throw data;
    expect(data.scheme).toBeNull();
    expect(data.current_wave).toBeNull();
    expect(data.level_names).toBeNull();
    expect(data.schemes.map((scheme) => scheme.value)).toEqual(['1', '4', '-101', 'mcds102']);
    expect(data.levels).toEqual(SPEC_FILTERS.levels);
    expect(data.grades).toEqual([{ id: 2, name: 'Gold' }]);
    expect(data.reports.map((report) => report.is_excel_report)).toEqual([false, true]);
    expect(data.saved_reports[0]?.params).toEqual({ level: 'loc', visitnum: '12' });
    // is_scoring is assumed: without it, non-text questions count as scoring.
    expect(data.questionnaires[0]?.questions.map((question) => question.is_scoring)).toEqual([true, false]);
    expect(data.questionnaires[0]?.questions[1]?.question_num).toBe(2);
    // The shown source: the URL's entry; without one and without `scheme`, the first entry.
    expect(shownSource(data, '-101')?.name).toBe('All Survey Data');
    expect(shownSource(data, null)?.value).toBe('1');
    expect(isSurveySource(shownSource(data, '-101'))).toBe(true);
    expect(isSurveySource(shownSource(data, '4'))).toBe(true);
    expect(isSurveySource(shownSource(data, '1'))).toBe(false);
    // A value the list does not hold still names a source (never a throw).
    expect(shownSource(data, 'mcds9')).toMatchObject({ kind: 'mcds', id: 9, value: 'mcds9' });
  });

  it('accepts the demo shape under data, with the assumed fields', () => {
    const data = decode(ReportingFiltersSchema, {
      data: {
        ...SPEC_FILTERS,
        scheme: { id: 101, name: 'All Survey Data', type: 4, multi_scheme_type: 1, has_competencies: false },
        schemes: [
          { id: 2, name: 'Audit', type: 1, multi_scheme_type: null },
          { id: 101, name: 'All Survey Data', type: 4, multi_scheme_type: 1 },
        ],
        current_wave: { id: '12', name: 'October 2026' },
        level_names: { cti: 'Format', csi: null, grd: 'Tier' },
      },
    });
    if (data instanceof ApiError) throw data;
    expect(data.scheme?.value).toBe('-101');
    expect(data.schemes.map((scheme) => scheme.value)).toEqual(['2', '-101']);
    expect(data.current_wave).toEqual({ id: 12, name: 'October 2026' });
    expect(data.level_names).toEqual({ cti: 'Format', csi: undefined, grd: 'Tier' });
    expect(shownSource(data, null)?.value).toBe('-101');
    expect(currentWave({ filtersWave: data.current_wave, mayReadDashboard: true, dashboardWave: { id: 99, name: 'Dashboard wave' } })).toEqual({
      status: 'known',
      wave: { id: 12, name: 'October 2026' },
      from: 'filters',
    });
  });

  it('the default flag picks the shown source when there is no scheme object', () => {
    const data = decode(ReportingFiltersSchema, {
      ...SPEC_FILTERS,
      schemes: [
        { id: 1, name: 'A', type: 0 },
        { id: 4, name: 'B', type: 4, is_default: 1 },
      ],
    });
    if (data instanceof ApiError) throw data;
    expect(shownSource(data, null)?.value).toBe('4');
  });

  it('empty, null or missing lists are empty; paginated lists are read; levels absent or empty are null (computed)', () => {
    const data = decode(ReportingFiltersSchema, {
      schemes: { data: [{ id: 1, name: 'Shop', type: 0 }] },
      waves: null,
      reports: { data: [], current_page: 1, last_page: 1 },
      levels: [],
    });
    if (data instanceof ApiError) throw data;
    expect(data.schemes).toHaveLength(1);
    expect(data.waves).toEqual([]);
    expect(data.reports).toEqual([]);
    expect(data.questionnaires).toEqual([]);
    expect(data.levels).toBeNull();
    const none = decode(ReportingFiltersSchema, {});
    if (none instanceof ApiError) throw none;
    expect(none.levels).toBeNull();
    expect(none.schemes).toEqual([]);
    expect(shownSource(none, null)).toBeNull();
  });

  it('reads levels sent as objects and drops unknown codes', () => {
    const data = decode(ReportingFiltersSchema, { levels: [{ id: 'RBM' }, 'loc', 'planet', { key: 'job' }, 3] });
    if (data instanceof ApiError) throw data;
    expect(data.levels).toEqual(['rbm', 'loc', 'job']);
  });

  it('leaves out unreadable entries (one bad row never hides the others) and keeps HTML in names as text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = decode(ReportingFiltersSchema, {
      ...SPEC_FILTERS,
      schemes: [
        { id: 'x', name: 'Bad' },
        { id: 1, name: '<b>Shop</b>', type: '0' },
      ],
      reports: [{ name: 'no slug' }, { slug: 'rank' }],
    });
    if (data instanceof ApiError) throw data;
    expect(data.schemes).toEqual([expect.objectContaining({ id: 1, name: '<b>Shop</b>', value: '1' })]);
    expect(data.reports).toEqual([{ id: 0, name: 'rank', slug: 'rank', is_excel_report: false }]);
  });

  it('garbage at the top is the one decoding error', () => {
    for (const raw of [null, 'html', 42, [1, 2]]) {
      const result = decode(ReportingFiltersSchema, raw);
      expect(result).toBeInstanceOf(ApiError);
      expect((result as ApiError).message).toBe(UNREADABLE_DATA_MESSAGE);
    }
  });
});

describe('ReportResultSchema', () => {
  it('decodes the spec fields; large and report_name are optional (large from the row cap)', () => {
    const result = decode(ReportResultSchema, {
      results: [{ id: 'loc1', label: 'Boston', score: 0.9 }],
      data_labels: { label: 'Site', score: 'Score' },
      question: null,
    });
    if (result instanceof ApiError) throw result;
    expect(result).toEqual({
      results: [{ id: 'loc1', label: 'Boston', score: 0.9 }],
      data_labels: { label: 'Site', score: 'Score' },
      question: null,
      question_b: null,
      large: false,
      report_name: undefined,
    });
    const capped = decode(ReportResultSchema, {
      data: { results: Array.from({ length: REPORT_ROW_CAP }, (_, index) => ({ n: index })), data_labels: { n: 'N' } },
    });
    if (capped instanceof ApiError) throw capped;
    expect(capped.large).toBe(true);
    const flagged = decode(ReportResultSchema, { data: { results: [], data_labels: {}, large: 1, report_name: 'Rank' } });
    if (flagged instanceof ApiError) throw flagged;
    expect(flagged.large).toBe(true);
    expect(flagged.report_name).toBe('Rank');
  });

  it('reads labels as a list, names columns from the rows when labels are missing, and empties odd cells', () => {
    const listed = decode(ReportResultSchema, { results: [], data_labels: [{ key: 'a', label: 'A' }, { key: 'b' }, 'junk'] });
    if (listed instanceof ApiError) throw listed;
    expect(listed.data_labels).toEqual({ a: 'A', b: 'b' });
    const bare = decode(ReportResultSchema, [{ id: 'md1', label: 'North', visits: 3, extra: { nested: true } }]);
    if (bare instanceof ApiError) throw bare;
    expect(bare.data_labels).toEqual({ label: 'label', visits: 'visits', extra: 'extra' });
    expect(bare.results[0]).toEqual({ id: 'md1', label: 'North', visits: 3, extra: null });
  });

  it('reads figures sent as numeric strings as numbers; the name column, ids and other text stay text', () => {
    const result = decode(ReportResultSchema, {
      results: [{ id: '101', category: '2024', visits: '40', score: '0.8123', lead: '007', note: '1e3', date: '2026-01-02' }],
      data_labels: { category: 'Category', visits: 'Visits', score: 'Score', lead: 'Lead', note: 'Note', date: 'Date' },
    });
    if (result instanceof ApiError) throw result;
    expect(result.results[0]).toEqual({ id: '101', category: '2024', visits: 40, score: 0.8123, lead: '007', note: '1e3', date: '2026-01-02' });
    // Its own output reads the same (RTK Query decodes seeded data again).
    expect(decode(ReportResultSchema, result)).toEqual(result);
  });

  it('skips rows that are not objects and fails as a whole only on garbage', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = decode(ReportResultSchema, { results: [null, 3, { label: 'ok' }], data_labels: { label: 'L' } });
    if (result instanceof ApiError) throw result;
    expect(result.results).toEqual([{ label: 'ok' }]);
    expect(decode(ReportResultSchema, { results: 'rows' })).toBeInstanceOf(ApiError);
    expect(decode(ReportResultSchema, 'oops')).toBeInstanceOf(ApiError);
  });
});

describe('SavedReportSchema and DashboardWaveSchema', () => {
  it('reads the saved report flat or under data; name falls back to report_name; params as JSON text', () => {
    const saved = decode(SavedReportSchema, {
      data: { id: '8', report_name: 'Monthly', report: 'trend', params: '{"level":"loc","md":[1,2]}', created_by: 2, created_date: '2026-11-01 10:00:00' },
    });
    expect(saved).toEqual({ id: 8, name: 'Monthly', report: 'trend', params: { level: 'loc', md: '1,2' }, created_by: 2, created_date: '2026-11-01 10:00:00' });
    const bare = decode(SavedReportSchema, { id: 9, report: 'rank' });
    expect(bare).toEqual({ id: 9, name: 'rank', report: 'rank', params: {}, created_by: null, created_date: '' });
    expect(decode(SavedReportSchema, { id: 9 })).toBeInstanceOf(ApiError);
  });

  it("reads the dashboard state's wave (flat or under data; null or missing is none)", () => {
    expect(decode(DashboardWaveSchema, { wave: { id: '12', name: 'October 2026' }, scheme: {} })).toEqual({ id: 12, name: 'October 2026' });
    expect(decode(DashboardWaveSchema, { data: { wave: { id: 3, name: 'March' } } })).toEqual({ id: 3, name: 'March' });
    expect(decode(DashboardWaveSchema, { wave: null })).toBeNull();
    expect(decode(DashboardWaveSchema, {})).toBeNull();
    expect(decode(DashboardWaveSchema, { wave: { name: 'no id' } })).toBeNull();
    expect(decode(DashboardWaveSchema, [])).toBeInstanceOf(ApiError);
  });
});
