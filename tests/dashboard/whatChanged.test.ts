// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { whatChanged } from '@/features/dashboard/whatChanged';

const row = (id: number, value: number | null, previous: number | null, responses?: number) => ({
  id,
  name: `Site ${id}`,
  value,
  previous,
  ...(responses === undefined ? {} : { responses }),
});

describe("dashboard 'What changed'", () => {
  it('says when there is nothing to compare, or no previous wave', () => {
    expect(whatChanged([], [])).toEqual({ kind: 'no-data' });
    expect(whatChanged([row(1, 0.8, null)], []).kind).toBe('no-previous');
  });

  it('lists movers by location and section, most improved first, small samples flagged on this wave', () => {
    const model = whatChanged(
      [row(1, 0.9, 0.7, 2), row(2, 0.6, 0.8, 5), row(3, 0.7, null, 4), row(4, 0.75, 0.7, 9)],
      [{ id: 5, name: 'Speed', value: 0.5, previous: 0.6 }],
    );
    if (model.kind !== 'ready') throw new Error(model.kind);
    expect(model.changes.improved.map((mover) => [mover.name, mover.smallSample])).toEqual([
      ['Site 1', true],
      ['Site 4', false],
    ]);
    expect(model.changes.declined.map((mover) => mover.name)).toEqual(['Site 2']);
    expect(model.changes.biggest.map((mover) => mover.name)).toEqual(['Site 1', 'Site 2', 'Site 4']);
    expect(model.changes.sections.map((mover) => [mover.name, mover.change])).toEqual([['Speed', -0.1]]);
    expect(model.changes.sampleBasis).toBe('current');
  });

  it("judges 'Small sample' on both waves once the previous wave's league is known", () => {
    const current = [row(1, 0.9, 0.7, 4), row(2, 0.6, 0.8, 5), row(3, 0.8, 0.75, 6)];
    // Site 1 had 2 visits last wave; site 3 is not in the previous league (its count there is unknown,
    // so this wave's count decides); a row without a count counts as unknown too.
    const model = whatChanged(current, [], [row(1, 0.7, null, 2), row(2, 0.8, null, 7), { id: 3, name: 'Site 3', value: 0.75, previous: null }]);
    if (model.kind !== 'ready') throw new Error(model.kind);
    expect(model.changes.sampleBasis).toBe('both');
    expect(Object.fromEntries(model.changes.locations.map((mover) => [mover.name, mover.smallSample]))).toEqual({
      'Site 1': true,
      'Site 2': false,
      'Site 3': false,
    });
  });

  it('says when no counts are known, and keeps to this wave when the previous league has none', () => {
    const none = whatChanged([row(1, 0.9, 0.7)], [], [row(1, 0.7, null, 1)]);
    if (none.kind !== 'ready') throw new Error(none.kind);
    expect(none.changes.sampleBasis).toBe('none');
    expect(none.changes.locations[0]?.smallSample).toBeNull();
    const currentOnly = whatChanged([row(1, 0.9, 0.7, 8)], [], [row(1, 0.7, null)]);
    if (currentOnly.kind !== 'ready') throw new Error(currentOnly.kind);
    expect(currentOnly.changes.sampleBasis).toBe('current');
    expect(currentOnly.changes.locations[0]?.smallSample).toBe(false);
  });
});
