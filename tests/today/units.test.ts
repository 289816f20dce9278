// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { biggestMovers, compareWaves, mostDeclined, mostImproved, sortByImprovement, weightedMean } from '@/lib/movers';
import { isNewSince, isNewWave, parseLastVisit, sinceLastVisitSummary } from '@/features/today/lastVisit';
import { dashboardState, lastPageOf, oldestCase, overdueCaseParams, snippet, todayWaves } from '@/features/today/todayModel';
import { overdueCreated } from '@/features/today/todayUrl';

const entry = (key: string, score: number | null, visits?: number | null) => ({ key, name: key.toUpperCase(), score, visits });

describe('movers', () => {
  it('pairs by key, orders most improved and most declined, ties by name', () => {
    const movers = compareWaves(
      [entry('b', 0.8, 5), entry('a', 0.8, 5), entry('c', 0.5, 5), entry('d', 0.7, 5)],
      [entry('a', 0.7, 5), entry('b', 0.7, 5), entry('c', 0.6, 5), entry('d', 0.7, 5)],
    );
    expect(mostImproved(movers).map((mover) => mover.key)).toEqual(['a', 'b']);
    expect(mostDeclined(movers).map((mover) => mover.key)).toEqual(['c']);
    expect(movers.find((mover) => mover.key === 'a')?.change).toBe(0.1);
    expect(biggestMovers(movers).map((mover) => mover.key)).toEqual(['a', 'b', 'c']);
    expect(sortByImprovement(movers).map((mover) => mover.key)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('gives a location missing from one wave no change and keeps it out of the lists', () => {
    const movers = compareWaves([entry('new', 0.9, 5), entry('both', 0.5, 5)], [entry('both', 0.4, 5), entry('gone', 0.2, 5)]);
    expect(movers.map((mover) => [mover.key, mover.change, mover.missing])).toEqual([
      ['new', null, 'previous'],
      ['both', 0.1, null],
      ['gone', null, 'current'],
    ]);
    expect(mostImproved(movers).map((mover) => mover.key)).toEqual(['both']);
    expect(mostDeclined(movers)).toEqual([]);
  });

  it('flags a small sample below 3 visits in either wave, and says nothing when no count is known', () => {
    const movers = compareWaves(
      [entry('a', 0.9, 2), entry('b', 0.9, 3), entry('c', 0.9), entry('d', 0.9, 9)],
      [entry('a', 0.5, 8), entry('b', 0.5, 1), entry('c', 0.5)],
    );
    expect(movers.map((mover) => mover.smallSample)).toEqual([true, true, null, true]);
    expect(compareWaves([entry('a', 0.9, 3)], [entry('a', 0.5, 3)])[0]?.smallSample).toBe(false);
  });

  it('weights a mean by visits and ignores rows without either', () => {
    expect(
      weightedMean([
        { score: 1, visits: 3 },
        { score: 0.5, visits: 1 },
        { score: null, visits: 4 },
        { score: 0.1, visits: 0 },
      ]),
    ).toBe(0.875);
    expect(weightedMean([])).toBeNull();
  });
});

describe('since the last visit', () => {
  const now = new Date('2026-03-10T12:00:00');
  it('reads only a sound mark: corrupted, foreign or future marks are none', () => {
    expect(parseLastVisit(JSON.stringify({ at: now.getTime() - 1000, waveId: 7 }), now)).toEqual({ at: now.getTime() - 1000, waveId: 7 });
    expect(parseLastVisit('not json', now)).toBeNull();
    expect(parseLastVisit('{"at":"yesterday"}', now)).toBeNull();
    expect(parseLastVisit('null', now)).toBeNull();
    expect(parseLastVisit(JSON.stringify({ at: now.getTime() + 3_600_000 }), now)).toBeNull();
  });

  it('marks new only what came after a trusted mark and not after now', () => {
    const last = { at: new Date('2026-03-09T12:00:00').getTime(), waveId: 3 };
    expect(isNewSince(new Date('2026-03-10T08:00:00'), last, now)).toBe(true);
    expect(isNewSince(new Date('2026-03-08T08:00:00'), last, now)).toBe(false);
    expect(isNewSince(new Date('2026-03-12T08:00:00'), last, now)).toBe(false);
    expect(isNewSince(new Date('2026-03-10T08:00:00'), null, now)).toBe(false);
    expect(isNewSince(null, last, now)).toBe(false);
    expect(isNewWave(4, last)).toBe(true);
    expect(isNewWave(3, last)).toBe(false);
    expect(isNewWave(4, null)).toBe(false);
  });

  it('sums up in one line', () => {
    expect(sinceLastVisitSummary({ alerts: 3, referred: 1, newWave: 'Autumn Visit 3' })).toBe(
      '3 new alerts, 1 query referred back, Autumn Visit 3 results are in',
    );
    expect(sinceLastVisitSummary({ alerts: 1, referred: 2, newWave: null })).toBe('1 new alert, 2 queries referred back');
    expect(sinceLastVisitSummary({ alerts: 0, referred: 0, newWave: null })).toBeNull();
  });
});

describe('Today model', () => {
  it('cuts customer text at a word with an ellipsis', () => {
    expect(snippet('The  wash\nwas fine', 90)).toBe('The wash was fine');
    expect(snippet('one two three four five six', 12)).toBe('one two…');
    expect(snippet(null)).toBe('');
  });

  it("takes the previous wave and the trend's waves from the dashboard state, else from the filters by visit number", () => {
    const wave = (id: number) => ({ id, name: `W${id}` });
    const dashboard = { wave: wave(8), previousWave: wave(7), waves: [{ id: 2, name: 'Q2', waves: [wave(8), wave(7), wave(5)] }] };
    expect(todayWaves(wave(8), dashboard, [])).toEqual({ previousWave: wave(7), trendWaves: [wave(5), wave(7), wave(8)] });
    const filterWaves = [{ id: 1, name: 'Q1', waves: [wave(2), wave(9), wave(4)] }];
    expect(todayWaves(wave(9), null, filterWaves)).toEqual({ previousWave: wave(4), trendWaves: [wave(2), wave(4), wave(9)] });
  });

  it('reads the dashboard state: the next older wave of its waves, and the data source as Reporting names it', () => {
    const wave = (id: number) => ({ id, name: `W${id}` });
    const base = {
      scheme: null,
      schemeGroup: null,
      schemes: [{ id: 4, type: 4, has_nps: true }],
      wave: wave(8),
      waveGroup: null,
      previousWave: wave(1),
      previousWaveGroup: null,
      name: 'x',
      dashboards: [],
      labels: { regions: null, types: null, grades: null },
    };
    const waves = [{ id: 2, name: 'Q2', waves: [wave(8), wave(7)] }];
    expect(dashboardState({ ...base, waves, schemeGroup: { id: 102, type: 2, has_nps: true } })).toMatchObject({
      previousWave: wave(7),
      reportingScheme: 'mcds102',
      schemeIds: [4],
    });
    expect(dashboardState({ ...base, waves: [], schemeGroup: { id: 101, type: 1, has_nps: true } })).toMatchObject({
      previousWave: wave(1),
      reportingScheme: '-101',
    });
  });
});

describe('the oldest overdue case', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  const page = (count: number, meta: { from: number | null; to: number | null; total: number }, next: string | null) => ({
    data: rows(count),
    meta,
    links: { prev: null, next },
  });

  it('asks the case list for open cases created 365 to 2 days ago, as the case list sends it', () => {
    expect(overdueCreated(new Date(2026, 2, 10, 9))).toBe('2025-03-10,2026-03-08');
    expect(overdueCaseParams('2025-03-10,2026-03-08', 3)).toEqual({
      initial: '1',
      page: '3',
      sort: 'created date',
      'filter[isResolved]': 'false',
      'filter[created_between]': '2025-03-10,2026-03-08',
    });
  });

  it("finds the last page from the first page's from, to and total; none when the meta cannot say", () => {
    expect(lastPageOf(page(10, { from: 1, to: 10, total: 37 }, 'http://x/api/case-management/cases?page=2'))).toBe(4);
    expect(lastPageOf(page(10, { from: 1, to: 10, total: 40 }, 'http://x/api/case-management/cases?page=2'))).toBe(4);
    // No next page: the first page is the whole list.
    expect(lastPageOf(page(7, { from: 1, to: 7, total: 7 }, null))).toBe(1);
    // Meta missing (the decoder then counts this page only) but a next page: which page is last is unknown.
    expect(lastPageOf(page(10, { from: 1, to: 10, total: 10 }, 'http://x/api/case-management/cases?page=2'))).toBeNull();
    expect(lastPageOf(page(10, { from: null, to: null, total: 25 }, 'http://x/api/case-management/cases?page=2'))).toBeNull();
    expect(lastPageOf(page(0, { from: null, to: null, total: 0 }, null))).toBeNull();
  });

  it('takes the earliest created date of the pages read, whichever way they are sorted; the lower id on a tie', () => {
    const row = (id: number, created: string) => ({ id, created_date: created, location: { id: 1, name: `Site ${id}`, bdm: null } });
    const newestFirst = [row(9, '2026-03-01 10:00:00'), row(4, '2026-01-05 08:00:00')];
    const oldestPage = [row(3, '2025-12-01 09:00:00'), row(2, '2025-11-20 07:30:00'), row(1, '2025-11-20 07:30:00')];
    expect(oldestCase([newestFirst, oldestPage])).toMatchObject({ id: 1, location: 'Site 1' });
    expect(oldestCase([[...oldestPage].reverse(), newestFirst])?.id).toBe(1);
    expect(oldestCase([[row(5, 'not a date'), row(6, '2026-02-01 00:00:00')]])?.id).toBe(6);
    expect(oldestCase([[row(5, '')], []])).toBeNull();
  });
});
