// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { npsDashboardLink, reportingLink, reportingSearch, type ReportingView } from '@/lib/reportingUrl';

describe('reportingLink', () => {
  it('builds the reporting address with the filters in order, lists comma-separated', () => {
    expect(reportingLink(-101, 'category', { cat: 7, visitnum: 13, level: 'loc', loc: [101, 102] })).toBe(
      '/reporting?scheme=-101&report=category&level=loc&visitnum=13&loc=101,102&cat=7',
    );
    expect(reportingLink(1, 'rank', { level: 'loc', visitnum: 13, md: [], nps: null })).toBe('/reporting?scheme=1&report=rank&level=loc&visitnum=13');
  });
  it('builds the NPS dashboard address under the API names', () => {
    expect(npsDashboardLink({ scheme_ids: 4, visit_nums: 13, types: 'promoters' })).toBe('/nps-dashboard?scheme_ids=4&visit_nums=13&types=promoters');
  });
});

describe('reporting search string', () => {
  const base: ReportingView = { scheme: '-101', report: 'rank', filters: {}, page: 1, sort: null, find: '', compare: false };
  it("writes the page's own address with the same key order and encoding as links", () => {
    const view: ReportingView = { ...base, filters: { cat: '7', visitnum: '13', level: 'loc', loc: '101,102' } };
    expect(reportingSearch(view)).toBe('scheme=-101&report=rank&level=loc&visitnum=13&loc=101,102&cat=7');
    expect(`/reporting?${reportingSearch(view)}`).toBe(reportingLink(-101, 'rank', { cat: 7, visitnum: 13, level: 'loc', loc: [101, 102] }));
    expect(reportingSearch({ ...view, compare: true, page: 2, sort: { column: 'score', direction: 'desc' }, find: 'a b&c' })).toBe(
      'scheme=-101&report=rank&level=loc&visitnum=13&loc=101,102&cat=7&compare=1&page=2&sort=score.desc&find=a%20b%26c',
    );
  });
  it('leaves out the report without a scheme, and the filters without a report', () => {
    expect(reportingSearch({ ...base, scheme: null })).toBe('');
    expect(reportingSearch({ ...base, report: null, filters: { level: 'loc' } })).toBe('scheme=-101');
  });
});
