import { describe, expect, it } from 'vitest';
import { biggestMovers, compareWaves, mostDeclined, mostImproved, sortByImprovement, weightedMean } from '@/lib/movers';
import { isNewSince, isNewWave, parseLastVisit, sinceLastVisitSummary } from '@/features/today/lastVisit';
import { reportColumns, resultsModel, snippet } from '@/features/today/todayModel';

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

  it('reads a location report by its headings and compares two waves without NaN', () => {
    const report = (scores: Array<[string, number, number]>) => ({
      rows: scores.map(([name, score, visits]) => ({ id: `loc-${name}`, label: name, visits, score, cat_1_score: score })),
      labels: [
        { key: 'label', label: 'Site' },
        { key: 'visits', label: 'Visits' },
        { key: 'score', label: 'Score' },
        { key: 'cat_1_score', label: 'Speed' },
      ],
    });
    const current = report([
      ['North', 0.9, 4],
      ['South', 0.5, 4],
    ]);
    expect(reportColumns(current)).toEqual({ name: 'label', visits: 'visits', score: 'score', sections: [{ key: 'cat_1_score', label: 'Speed' }] });
    const model = resultsModel(
      current,
      report([
        ['North', 0.8, 4],
        ['South', 0.6, 4],
      ]),
    );
    expect(model.score).toBe(0.7);
    expect(model.previousScore).toBe(0.7);
    expect(model.improved.map((mover) => mover.name)).toEqual(['North']);
    expect(model.declined.map((mover) => mover.name)).toEqual(['South']);
    expect(model.sections).toEqual([]);
    const alone = resultsModel(current, null);
    expect(alone.previousScore).toBeNull();
    expect(alone.improved).toEqual([]);
  });
});
