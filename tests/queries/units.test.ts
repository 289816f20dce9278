import { describe, expect, it } from 'vitest';
import { matchesQuerySearch, percent, splitOpenQueries, windowOf, windowsBySchemeName } from '@/features/queries/queryLists';
import { readQueriesView, withView } from '@/features/queries/queryUrl';
import { queryWindowChip } from '@/lib/queryWindowChip';
import type { QueryListRow } from '@/features/queries/types';
import { addedQuestionQueries, hasQuestionQueryText, queryTextProblem } from '@/components/report/QuestionQueryComposer';
import { queryOutcomeTone, queryScore, queryStatusTone } from '@/lib/queryTypes';

const at = (day: number, hour = 10) => new Date(2026, 0, day, hour);

describe('queryWindowChip', () => {
  it.each([
    [1, 1, 14, 'Opened today · 14 days left', 'success'],
    [1, 2, 14, 'Opened 1 day ago · 13 days left', 'success'],
    [1, 11, 14, 'Opened 10 days ago · 4 days left', 'success'],
    [1, 12, 14, 'Opened 11 days ago · 3 days left', 'warning'],
    [1, 14, 14, 'Opened 13 days ago · 1 day left', 'warning'],
    [1, 15, 14, 'Opened 14 days ago · last day', 'warning'],
    [1, 16, 14, 'Opened 15 days ago · 1 day over', 'danger'],
    [1, 20, 14, 'Opened 19 days ago · 5 days over', 'danger'],
  ])('created Jan %i, now Jan %i, window %i: %s', (created, now, window, text, tone) => {
    const chip = queryWindowChip(at(created, 23), window, at(now, 1));
    expect(chip.text).toBe(text);
    expect(chip.tone).toBe(tone);
    expect(chip.label).toContain('window closes');
  });
});

const row = (id: number, status: number, resolved = false): QueryListRow => ({
  id,
  job_id: id * 10,
  location_name: `Site ${id}`,
  scheme_name: 'Shop',
  created_by: 'A',
  created_date: '2026-01-01 10:00:00',
  updated_by: null,
  updated_date: null,
  status_id: status,
  status_name: 'x',
  is_resolved: resolved,
  resolved_date: resolved ? '2026-01-05 10:00:00' : null,
  query_window_length: null,
});

describe('lists', () => {
  it('splits open (2, 11) and referred (9), disjoint, without resolved', () => {
    const { open, referred } = splitOpenQueries([row(1, 2), row(2, 9), row(3, 11), row(4, 9, true)]);
    expect(open.map((item) => item.id)).toEqual([1, 3]);
    expect(referred.map((item) => item.id)).toEqual([2]);
  });
  it('lists an unresolved query of any other status as open, so the counts add up to every unresolved query', () => {
    const rows = [row(1, 2), row(2, 5), row(3, 9), row(4, 0), row(5, 14), row(6, 7, true), row(7, 11)];
    const { open, referred } = splitOpenQueries(rows);
    expect(open.map((item) => item.id)).toEqual([1, 2, 4, 5, 7]);
    expect(referred.map((item) => item.id)).toEqual([3]);
    expect(open.length + referred.length).toBe(rows.filter((item) => !item.is_resolved).length);
  });
  it("takes a query's window from the query, else from its scheme by name, else none", () => {
    const windows = windowsBySchemeName([
      { id: null, scheme_name: 'Shop', has_nps: false, query_window_length: 14, scheme_type: 0 },
      { id: null, scheme_name: 'Audit', has_nps: false, query_window_length: null, scheme_type: 1 },
    ]);
    expect(windowOf({ ...row(1, 2), query_window_length: 7 }, windows)).toBe(7);
    expect(windowOf(row(1, 2), windows)).toBe(14);
    expect(windowOf({ ...row(1, 2), scheme_name: 'Audit' }, windows)).toBeNull();
    expect(windowOf({ ...row(1, 2), scheme_name: 'Other' }, windowsBySchemeName(undefined))).toBeNull();
  });
  it('searches by query id, job id or location', () => {
    expect(matchesQuerySearch(row(12, 2), 'site 12')).toBe(true);
    expect(matchesQuerySearch(row(12, 2), '120')).toBe(true);
    expect(matchesQuerySearch(row(12, 2), 'nope')).toBe(false);
  });
  it('formats scores and tones', () => {
    expect(percent(0.8567)).toBe('85.7%');
    expect(percent(null)).toBe('n/a');
    expect(queryScore(7, 8)).toBe('87.5%');
    expect(queryScore(1, 0)).toBe('n/a');
    expect(queryStatusTone({ is_resolved: false, status_id: 2 })).toBe('danger');
    expect(queryStatusTone({ is_resolved: false, status_id: 9 })).toBe('warning');
    expect(queryStatusTone({ is_resolved: true, status_id: 2 })).toBe('success');
    expect([0, 1, 2, 3, 4].map(queryOutcomeTone)).toEqual(['danger', 'success', 'success', 'danger', 'danger']);
  });
});

describe('queryUrl', () => {
  const today = new Date(2026, 5, 15);
  const all = ['create', 'open', 'referred', 'resolved'] as const;
  it('keeps valid values and other parameters', () => {
    const { view, changed } = readQueriesView(new URLSearchParams('tab=resolved&q=x&page=2&from=2026-06-01&to=2026-06-15&job=4'), all, today);
    expect(view).toEqual({ tab: 'resolved', q: 'x', page: 2, from: '2026-06-01', to: '2026-06-15', query: null });
    expect(changed).toBe(false);
  });
  it('corrects unpermitted tabs, future and reversed dates, bad pages and ids', () => {
    expect(readQueriesView(new URLSearchParams('tab=create'), ['resolved'], today).search.toString()).toBe('tab=resolved');
    expect(readQueriesView(new URLSearchParams('tab=resolved&from=2026-06-10&to=2026-06-16'), all, today).search.toString()).toBe('tab=resolved');
    expect(readQueriesView(new URLSearchParams('tab=resolved&from=2026-06-10&to=2026-06-01'), all, today).search.toString()).toBe('tab=resolved');
    expect(readQueriesView(new URLSearchParams('tab=open&page=0'), all, today).search.toString()).toBe('tab=open');
    const bad = readQueriesView(new URLSearchParams('tab=open&query=abc&survey=3'), all, today);
    expect(bad.badQuery).toBe(true);
    expect(bad.search.toString()).toBe('tab=open&survey=3');
  });
  it('withView drops defaults and keeps the rest', () => {
    expect(withView(new URLSearchParams('tab=open&page=3&job=1'), { page: 1, q: 'a' }).toString()).toBe('tab=open&job=1&q=a');
  });
});

describe('question query draft helpers', () => {
  it('lists added queries by number and knows typed text', () => {
    const draft = {
      '7': { question_id: 7, question_num: 5, question_text: 'Q5', question_query_text: ' Five ', editing: null },
      '3': { question_id: 3, question_num: 2, question_text: 'Q2', question_query_text: '', editing: 'typing' },
      '4': { question_id: 4, question_num: 1, question_text: 'Q1', question_query_text: 'One one', editing: null },
    };
    expect(addedQuestionQueries(draft).map((item) => [item.question_num, item.question_query_text])).toEqual([
      [1, 'One one'],
      [5, 'Five'],
    ]);
    expect(hasQuestionQueryText(draft)).toBe(true);
    expect(hasQuestionQueryText({})).toBe(false);
    expect(queryTextProblem('abcd')).toBe('short');
    expect(queryTextProblem('x'.repeat(5001))).toBe('long');
    expect(queryTextProblem('abcde')).toBeNull();
  });
});
