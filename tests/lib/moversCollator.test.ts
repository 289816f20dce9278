import { afterEach, describe, expect, it, vi } from 'vitest';

// lib/movers.ts (and features/cases/rankTable.ts) makes its name collator in a task of its own as soon as it loads (Today and the
// dashboard load it before their answers arrive): ICU's collation data then loads while the page
// waits for the network, not in the render that sorts the stores (issue 30).

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the movers’ name order', () => {
  it('is made after the module loads, in a later task, once; sorting then makes no other', async () => {
    vi.resetModules();
    const made = vi.fn();
    const Real = Intl.Collator;
    vi.spyOn(Intl, 'Collator').mockImplementation(function Counted(...args: ConstructorParameters<typeof Intl.Collator>) {
      made(...args);
      return new Real(...args);
    } as never);
    const movers = await import('@/lib/movers');
    expect(made).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledWith(undefined, { sensitivity: 'base' });
    const entry = (key: string, name: string, change: number) => ({ key, name, current: 50 + change, previous: 50, change, smallSample: false, missing: null });
    const improved = movers.mostImproved([entry('b', 'beta', 5), entry('a', 'Alpha', 5), entry('c', 'gamma', 9)] as never, 3);
    expect(improved.map((mover) => mover.name)).toEqual(['gamma', 'Alpha', 'beta']);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('the case dashboard’s rank order loads ICU’s data in a task of its own too, when its module loads', async () => {
    vi.resetModules();
    const compared = vi.spyOn(String.prototype, 'localeCompare');
    const { rankRows } = await import('@/features/cases/rankTable');
    expect(compared).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(compared).toHaveBeenCalledTimes(1);
    expect(
      rankRows([
        { name: 'b', cases_count: 1 },
        { name: 'A', cases_count: 1 },
      ]).map((row) => row.name),
    ).toEqual(['A', 'b']);
  });
});
