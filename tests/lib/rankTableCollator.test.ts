import { afterEach, describe, expect, it, vi } from 'vitest';

// features/cases/rankTable.ts loads ICU's collation data in a task of its own as soon as it loads
// (the case dashboard loads it before its answer), not in the render that ranks the rows (issue 30).
// Today and the dashboard sort names without it where they can (lib/nameOrder.ts).

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the case dashboard’s rank order', () => {
  it('loads ICU’s data in a task of its own, when its module loads', async () => {
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
