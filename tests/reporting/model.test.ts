// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { questionOptions, quickReports, splitQuestionValue, titleCase } from '@/features/reporting/reportCatalogue';
import { filterChips, waveStep, type FilterNames } from '@/features/reporting/reportChips';
import { levelChoices, levelDown, levelForReport, levelUp } from '@/features/reporting/reportLevels';
import { parseReportingView, reportParams, withDates, withWaves } from '@/features/reporting/reportingUrl';
import { canCompare, reportLayout } from '@/features/reporting/reportLayout';
import { columnOrder, npsTotals, numberRows, reportColumns, sortRows, subTitleTables, withNpsShares } from '@/features/reporting/resultTable';
import { reportingSearch } from '@/lib/reportingUrl';
import { siteResult } from '../support/fixtures';

const TODAY = '2026-11-23';
const view = (search: string) => parseReportingView(new URLSearchParams(search), TODAY);

describe('reporting URL', () => {
  it('reads scheme, report, filters, page, sort and find, and writes them back in order', () => {
    const parsed = view('scheme=-101&report=rank&level=loc&visitnum=12&md=1,2&page=3&sort=score.desc&find=bos');
    expect(parsed).toEqual({
      scheme: '-101',
      report: 'rank',
      filters: { level: 'loc', visitnum: '12', md: '1,2' },
      page: 3,
      sort: { column: 'score', direction: 'desc' },
      find: 'bos',
      compare: false,
    });
    expect(reportingSearch(parsed)).toBe('scheme=-101&report=rank&level=loc&visitnum=12&md=1,2&page=3&sort=score.desc&find=bos');
  });

  it('drops malformed values, future or reversed dates and a report without a scheme', () => {
    expect(view('scheme=abc&report=rank').scheme).toBeNull();
    expect(view('report=rank').report).toBeNull();
    expect(view('scheme=1&report=<b>&level=nope&visitnum=1;2&dow=8&nps=fans').filters).toEqual({});
    expect(view('scheme=1&report=rank&start_date=2026-11-01&end_date=2026-12-01').filters).toEqual({});
    expect(view('scheme=1&report=rank&start_date=2026-11-10&end_date=2026-11-01').filters).toEqual({});
    expect(view('scheme=1&report=rank&start_date=2026-02-30&end_date=2026-03-01').filters).toEqual({});
    expect(view('scheme=1&report=rank&start_date=2026-11-01&end_date=2026-11-20').filters).toEqual({ start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(view('scheme=1&report=rank&page=0&sort=x.up').page).toBe(1);
    expect(view('scheme=mcds102&report=rank').scheme).toBe('mcds102');
    expect(view('scheme=0').scheme).toBeNull();
  });

  it('sends the filters plus scheme_id (negated for a survey-data multi-scheme)', () => {
    expect(reportParams(view('scheme=-101&report=nps&level=rbm&nps=promoters'))).toEqual({ scheme_id: '-101', level: 'rbm', nps: 'promoters' });
    expect(reportParams(view('scheme=mcds102&report=rank'))).toEqual({ scheme_id: '102' });
  });

  it('a wave clears the dates and a start date clears the waves', () => {
    expect(withWaves({ start_date: '2026-01-01', end_date: '2026-01-31', level: 'loc' }, { visitnum: '4' })).toEqual({ level: 'loc', visitnum: '4' });
    expect(withDates({ visitnum: '4', visitgroup: '2' }, '2026-01-01', '2026-01-31')).toEqual({ start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(withDates({ visitnum: '4', start_date: '2026-01-01', end_date: '2026-01-31' }, null, null)).toEqual({ visitnum: '4' });
  });
});

describe('levels', () => {
  it('starts at the user level, adds cti/csi/grd and job only where allowed', () => {
    expect(levelChoices('rbm', 'rank')).toEqual(['rbm', 'bdm', 'loc', 'cti', 'csi', 'grd', 'job']);
    expect(levelChoices('md', 'nps')).toEqual(['md', 'od', 'rbm', 'bdm', 'loc', 'cti', 'csi', 'grd']);
    expect(levelChoices('md', 'trend')).toEqual([]);
    expect(levelChoices('md', 'cases-by-location')).toEqual([]);
  });

  it("uses the server's levels list in its order when sent (001 §3), still within the user level and the job rule", () => {
    expect(levelChoices('md', 'rank', ['loc', 'rbm', 'grd', 'job'])).toEqual(['loc', 'rbm', 'grd', 'job']);
    expect(levelChoices('md', 'nps', ['loc', 'rbm', 'grd', 'job'])).toEqual(['loc', 'rbm', 'grd']);
    expect(levelChoices('rbm', 'rank', ['md', 'od', 'rbm', 'loc'])).toEqual(['rbm', 'loc']);
    expect(levelChoices('md', 'trend', ['md', 'loc'])).toEqual([]);
    // An empty or absent list: computed.
    expect(levelChoices('rbm', 'nps', null)).toEqual(['rbm', 'bdm', 'loc', 'cti', 'csi', 'grd']);
    expect(levelChoices('rbm', 'nps', [])).toEqual(['rbm', 'bdm', 'loc', 'cti', 'csi', 'grd']);
    expect(levelForReport(undefined, 'md', 'rank', ['bdm', 'loc'])).toBe('bdm');
    expect(levelForReport('job', 'md', 'nps', ['rbm', 'job'])).toBe('rbm');
  });

  it('another report at job level falls back to location', () => {
    expect(levelForReport('job', 'md', 'nps')).toBe('loc');
    expect(levelForReport('job', 'md', 'category')).toBe('job');
    expect(levelForReport(undefined, 'od', 'rank')).toBe('od');
    expect(levelForReport('loc', 'md', 'trend')).toBeUndefined();
  });

  it.each([
    ['md', 'od', null],
    ['bdm', 'loc', 'rbm'],
    ['loc', 'job', 'bdm'],
    ['job', null, 'loc'],
    ['cti', 'loc', ''],
    ['grd', 'loc', ''],
  ])('from %s: down %s, up %s', (level, down, up) => {
    const choices = levelChoices('md', 'rank');
    expect(levelDown(level, choices)).toBe(down);
    expect(levelUp(level, choices)).toBe(up);
  });

  it('never goes above the user level or below location without job', () => {
    expect(levelUp('rbm', levelChoices('rbm', 'nps'))).toBeNull();
    expect(levelDown('loc', levelChoices('rbm', 'nps'))).toBeNull();
  });
});

describe('reports and questions', () => {
  const reports = ['rank', 'trend', 'competency', 'question results', 'score split'].map((name, id) => ({ id, name, slug: name.replace(/ /g, '-') }));
  const holder = (permissions: string[]) => ({ permissions, roles: [] });

  it('lists a quick report only with its permission (" - quick" stripped), competency only with competencies', () => {
    const user = holder([
      'reporting - view rank - quick',
      'reporting - view Trend',
      'reporting - view competency - quick',
      'reporting - view question results - quick',
    ]);
    expect(quickReports(reports, user, false).map((report) => report.slug)).toEqual(['rank', 'trend']);
    expect(quickReports(reports, user, true).map((report) => report.slug)).toEqual(['rank', 'trend', 'competency']);
    expect(quickReports(reports, holder([...user.permissions, 'view - question results']), true).map((report) => report.slug)).toContain('question-results');
  });

  it("lists an excel report ('cases excel download') to a user holding 'reporting - view cases excel download' (001 §4), and only then", () => {
    const excel = [{ id: 13, name: 'cases excel download', slug: 'cases-excel-download', is_excel_report: true }];
    expect(quickReports(excel, holder(['reporting - view cases excel download']), false).map((report) => report.slug)).toEqual(['cases-excel-download']);
    expect(quickReports(excel, holder(['reporting - view cases excel download - quick']), false)).toHaveLength(1);
    expect(quickReports(excel, holder(['reporting - view rank']), false)).toEqual([]);
  });

  it('filters questions per report and writes caret ids', () => {
    const questionnaires = [
      {
        id: 1,
        name: 'Shop',
        questions: [
          { id: 10, question_num: 1, question: 'Greeted?', answer_type: 1, is_scoring: true },
          { id: 11, question_num: 2, question: 'Comments', answer_type: 4, is_scoring: false },
          { id: 12, question_num: 3, question: 'Grid', answer_type: 7, is_scoring: true, grid: [{ id: 5, name: 'Row A' }] },
          { id: 13, question_num: 4, question: 'How likely', answer_type: 6, is_scoring: false },
        ],
      },
    ];
    expect(questionOptions('trend', questionnaires, false).map((option) => option.value)).toEqual(['10', '12^5']);
    expect(questionOptions('comparison', questionnaires, false).map((option) => option.value)).toEqual(['10', '12^5', '13']);
    expect(questionOptions('comments', questionnaires, true).map((option) => option.value)).toEqual(['11']);
    expect(questionOptions('comments', questionnaires, false)).toEqual([]);
    expect(questionOptions('rank', questionnaires, false)).toEqual([]);
    // Question versus NPS crosses a choice question's answers with the NPS groups.
    expect(questionOptions('question-versus-nps', questionnaires, false).map((option) => option.value)).toEqual(['10']);
    expect(splitQuestionValue('12^5')).toEqual({ question_id: '12', grid_id: '5' });
    expect(splitQuestionValue('10')).toEqual({ question_id: '10' });
  });

  it('title-cases report names', () => {
    expect(titleCase('rank for question')).toBe('Rank For Question');
    expect(titleCase('nps')).toBe('Nps');
    expect(titleCase('NPS by day')).toBe('NPS By Day');
  });
});

describe('results', () => {
  const result = siteResult(['loc1', 'Boston', 4, 0.8], ['loc2', 'austin', 2, null], ['loc3', 'Chicago', 4, 0.9], ['loc4', 'Denver', 1, 0.8]);
  // An entry it cannot read, between Chicago and Denver.
  (result.results as unknown[]).splice(3, 0, 'broken');

  it('numbers rows in server order, skipping entries it cannot read', () => {
    expect(numberRows(result.results).map((entry) => entry.index)).toEqual([1, 2, 3, 4]);
  });

  it('sorts typed, stable, with missing values last both ways; # restores server order', () => {
    const columns = reportColumns(result as never);
    expect(columns.map((column) => [column.key, column.numeric])).toEqual([
      ['label', false],
      ['visits', true],
      ['score', true],
    ]);
    const rows = numberRows(result.results);
    const labels = (sort: Parameters<typeof sortRows>[1]) => sortRows(rows, sort, columns).map((entry) => entry.row.label);
    expect(labels({ column: 'score', direction: 'asc' })).toEqual(['Boston', 'Denver', 'Chicago', 'austin']);
    expect(labels({ column: 'score', direction: 'desc' })).toEqual(['Chicago', 'Boston', 'Denver', 'austin']);
    expect(labels({ column: 'label', direction: 'asc' })).toEqual(['austin', 'Boston', 'Chicago', 'Denver']);
    expect(labels({ column: '#', direction: 'desc' })).toEqual(['Denver', 'Chicago', 'austin', 'Boston']);
  });
});

describe('chips and wave steps', () => {
  it('names every chip', () => {
    const names: FilterNames = {
      waves: new Map([['12', 'October 2026']]),
      groups: new Map([['4', 'Q4 2026']]),
      regions: new Map([['rbm3', 'Florida']]),
      types: new Map([['1', 'Express']]),
      subTypes: new Map(),
      grades: new Map(),
      categories: new Map([['2', 'Wash Quality']]),
      competencies: new Map(),
      questionnaires: new Map([['4', 'Customer Experience Survey']]),
      questions: new Map([['12^5', '3. Grid - Row A']]),
      labels: { wave: 'Month', location: 'Site', type: 'Type', subType: 'Sub type', grade: 'Grade' },
    };
    const chips = filterChips(
      { level: 'loc', visitnum: '12', rbm: '3', cti: '1', cat: '2', dow: '1,7', nps: 'promoters', questionnaire_id: '4', question_id: '12', grid_id: '5' },
      names,
      (iso) => iso,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Month: October 2026',
      'RBM: Florida',
      'Type: Express',
      'Categories: Wash Quality',
      'Days: Sunday, Saturday',
      'NPS: Promoters',
      'Questionnaires: Customer Experience Survey',
      'Question: 3. Grid - Row A',
    ]);
  });

  it('steps through waves and wave groups, stopping at the ends', () => {
    const groups = [
      { id: 2, waves: [{ id: 6 }, { id: 5 }] },
      { id: 1, waves: [{ id: 4 }] },
    ];
    expect(waveStep({ visitnum: '5' }, groups, -1)).toEqual({ visitnum: '4' });
    expect(waveStep({ visitnum: '6' }, groups, 1)).toBeNull();
    expect(waveStep({ visitgroup: '1' }, groups, 1)).toEqual({ visitgroup: '2' });
    expect(waveStep({ visitnum: '4,5' }, groups, 1)).toBeNull();
  });
});

describe('compare with the previous wave', () => {
  it('adds Previous and Change columns, matching rows by id, else by label; unmatched stay empty', async () => {
    const [{ compareResults }, { formatCell }] = await Promise.all([import('@/features/reporting/resultTable'), import('@/features/reporting/resultCells')]);
    const current = siteResult(['loc1', 'Boston', 5, 0.85], [null, 'Austin', 2, 0.7], ['loc9', 'New', 1, 0.5]);
    const previous = siteResult(['loc1', 'Boston (old name)', 3, 0.875], [null, 'Austin', 2, 0.6]);
    const { columns, rows } = compareResults(current, previous, 'September 2026');
    expect(columns.map((column) => column.label)).toEqual([
      'Site',
      'Visits',
      'Visits (September 2026)',
      'Visits change',
      'Score',
      'Score (September 2026)',
      'Score change',
    ]);
    const cells = rows.map((row) => columns.map((column) => formatCell(row[column.key], column)));
    expect(cells).toEqual([
      ['Boston', '5', '3', '▲ +2', '85.0%', '87.5%', '▼ \u22122.5'],
      ['Austin', '2', '2', '▶ 0', '70.0%', '60.0%', '▲ +10.0'],
      ['New', '1', '–', '–', '50.0%', '–', '–'],
    ]);
    expect(canCompare('rank', { visitnum: '5' })).toBe(true);
    expect(canCompare('trend', { visitnum: '5' })).toBe(false);
    expect(canCompare('rank', { visitnum: '4,5' })).toBe(false);
    expect(canCompare('rank', {})).toBe(false);
  });
});

describe('special layouts and fast sorting', () => {
  it('picks the layout: question-versus-NPS its own table, day-part (or rows with a sub title) a table per sub title', () => {
    expect(reportLayout('question-versus-nps', null)).toBe('question-nps');
    expect(reportLayout('category-day-part', { results: [] })).toBe('day-part');
    expect(reportLayout('rank', { results: [{ sub_title: 'Morning', label: 'A' }] })).toBe('day-part');
    expect(reportLayout('rank', { results: [{ label: 'A' }, 'broken' as never] })).toBe('default');
    expect(canCompare('category-day-part', { visitnum: '3' })).toBe(false);
    expect(canCompare('question-versus-nps', { visitnum: '3' })).toBe(false);
    expect(canCompare('rank', { visitnum: '3' })).toBe(true);
  });

  it('splits a day-part result by sub title in server order, each table numbered from 1', () => {
    const tables = subTitleTables([
      { sub_title: 'Morning', label: 'A' },
      { sub_title: 'Evening', label: 'B' },
      { sub_title: 'Morning', label: 'C' },
      null,
      { label: 'D' },
    ]);
    expect(tables.map((table) => [table.title, table.rows.map((entry) => `${entry.index}${entry.row.label}`)])).toEqual([
      ['Morning', ['1A', '2C']],
      ['Evening', ['1B']],
      ['–', ['1D']],
    ]);
  });

  it('adds NPS group shares and totals a question-versus-NPS table', () => {
    const rows = withNpsShares([
      { answer: 'Yes', responses: 10, promoters: 6, passives: 2, detractors: 2, nps: 0.4 },
      { answer: 'No', responses: 0, promoters: 0, passives: 0, detractors: 0, nps: null },
    ]);
    expect(rows[0]).toMatchObject({ promoters_pct: 0.6, passives_pct: 0.2, detractors_pct: 0.2 });
    expect(rows[1]).toMatchObject({ promoters_pct: null });
    expect(npsTotals(numberRows([...rows, { answer: 'Maybe', responses: 5, promoters: 0, passives: 0, detractors: 5 }]))).toEqual({
      responses: 15,
      promoters: 6,
      passives: 2,
      detractors: 7,
      nps: -0.0667,
    });
    expect(npsTotals([]).nps).toBeNull();
  });

  it('reads a cached column order for a filtered subset, stable both ways, missing last, numbers before text', () => {
    const all = numberRows([
      { v: 2, t: 'b' },
      { v: 1, t: 'A' },
      { v: null, t: 'c' },
      { v: 2, t: 'a' },
      { v: 1, t: '' },
      { v: 'x', t: 'B' },
    ]);
    const columns = [
      { key: 'v', label: 'V', numeric: false },
      { key: 't', label: 'T', numeric: false },
    ];
    const order = columnOrder(all, { key: 'v' });
    expect([...order.order]).toEqual([1, 4, 0, 3, 5, 2]);
    const positions = (rows: ReturnType<typeof numberRows>) => rows.map((entry) => entry.index);
    expect(positions(sortRows(all, { column: 'v', direction: 'asc' }, columns, all))).toEqual([2, 5, 1, 4, 6, 3]);
    // Descending: runs of equal keys reversed, each still in server order; missing values last.
    expect(positions(sortRows(all, { column: 'v', direction: 'desc' }, columns, all))).toEqual([6, 1, 4, 2, 5, 3]);
    const subset = all.filter((entry) => entry.index !== 1 && entry.index !== 5);
    expect(positions(sortRows(subset, { column: 'v', direction: 'desc' }, columns, all))).toEqual([6, 4, 2, 3]);
    expect(positions(sortRows(subset, { column: 't', direction: 'asc' }, columns, all))).toEqual([2, 4, 6, 3]);
    expect(positions(sortRows(subset, { column: '#', direction: 'desc' }, columns, all))).toEqual([6, 4, 3, 2]);
  });
});

describe('percentage columns', () => {
  it('one rule for the table, the comparison and the chart: scores, NPS and shares are fractions shown × 100', async () => {
    const { isPercentColumn } = await import('@/features/reporting/resultCells');
    for (const key of ['score', 'avg_score', 'nps', 'store_nps', 'promoters_pct', 'pct_pass']) expect(isPercentColumn(key)).toBe(true);
    for (const key of ['responses', 'subscore', 'nps_count', 'name', 'score__prev']) expect(isPercentColumn(key)).toBe(false);
  });
});
