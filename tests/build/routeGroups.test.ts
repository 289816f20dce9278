// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeGroups, type GraphModule } from '../../scripts/vite/routeGroups';

/** A module graph from a compact description: id -> [size, static imports, dynamic imports]. */
function graph(spec: Record<string, [number, string[]?, string[]?]>): Map<string, GraphModule> {
  return new Map(Object.entries(spec).map(([id, [size, imports = [], dynamicImports = []]]) => [id, { size, imports, dynamicImports }]));
}

const group = (names: Map<string, string>, ...ids: string[]) => new Set(ids.map((id) => names.get(id)));

describe('route groups (vite.config.ts chunk groups, issue 30)', () => {
  const modules = graph({
    entry: [10, ['frame'], ['pageA', 'pageB', 'dialog']],
    frame: [10],
    pageA: [500, ['dataA', 'sharedSmall', 'onlyA']],
    dataA: [100, ['sharedSmall']],
    onlyA: [300],
    pageB: [500, ['sharedSmall', 'sharedBig', 'onlyB']],
    onlyB: [200],
    sharedSmall: [50],
    sharedBig: [90_000],
    dialog: [400, ['sharedBig']],
  });
  const input = {
    modules,
    frame: new Set(['entry', 'frame']),
    routes: [
      { name: '/a', roots: ['pageA', 'dataA'] },
      { name: '/b', roots: ['pageB'] },
    ],
    requestBytes: 1000,
    maxWaste: 2000,
  };
  const names = routeGroups(input);

  it("puts a route's page, its route data and the modules only it loads in one file named after the route", () => {
    expect(group(names, 'pageA', 'dataA', 'onlyA')).toEqual(new Set(['p-a']));
    expect(group(names, 'pageB', 'onlyB')).toEqual(new Set(['p-b']));
  });

  it('never groups the frame', () => {
    expect(names.has('entry')).toBe(false);
    expect(names.has('frame')).toBe(false);
  });

  it("never puts a module other routes need into one route's own file", () => {
    expect(names.get('sharedSmall')).not.toBe('p-a');
    expect(names.get('sharedSmall')).not.toBe('p-b');
  });

  it('does not merge a large module into what a route loads when the route would load it in vain', () => {
    // sharedBig is loaded by /b and the dialog; /a must not load it for sharedSmall's sake.
    expect(names.get('sharedBig')).not.toBe(names.get('sharedSmall'));
  });

  it('merges small shared modules with the same users into one file', () => {
    const shared = graph({
      pageA: [500, ['x', 'y']],
      pageB: [500, ['x', 'y']],
      x: [100],
      y: [100],
    });
    const grouped = routeGroups({
      modules: shared,
      frame: new Set(),
      routes: [
        { name: '/a', roots: ['pageA'] },
        { name: '/b', roots: ['pageB'] },
      ],
      requestBytes: 1000,
      maxWaste: 0,
    });
    expect(grouped.get('x')).toBe(grouped.get('y'));
    expect(grouped.get('x')).toMatch(/^s\d+$/);
  });

  it('is deterministic for the same graph', () => {
    const again = routeGroups({ ...input, modules: new Map(modules) });
    expect([...again]).toEqual([...names]);
  });
});
