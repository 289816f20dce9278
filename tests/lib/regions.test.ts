// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildRegionTree, flattenRegions, REGION_LEVELS, regionFilters, regionNodeIds } from '@/lib/regions';
import { named } from '../support/fixtures';

describe('region tree', () => {
  it('prefixes ids by level, sorts siblings, drops empty branches, any level on top', () => {
    const tree = buildRegionTree(
      [
        { id: 2, name: 'West', ods: [{ id: 5, name: 'Pacific', rbms: [{ id: 9, name: 'Empty', bdms: [] }] }] },
        {
          id: 1,
          name: 'East',
          ods: [
            {
              id: 3,
              name: 'Atlantic',
              rbms: [
                {
                  id: 7,
                  name: 'NE',
                  bdms: [
                    { id: 12, name: 'District 2', locs: named([102, 'Zeta'], [101, 'Alpha']) },
                    { id: 11, name: 'District 10', locs: named([103, 'Beta']) },
                  ],
                },
              ],
            },
          ],
        },
      ],
      'md',
    );
    expect(tree.map((node) => node.id)).toEqual(['md1']);
    const rbm = tree[0]?.children[0]?.children[0];
    expect(rbm?.id).toBe('rbm7');
    expect(rbm?.children.map((node) => node.label)).toEqual(['District 2', 'District 10']);
    expect(rbm?.children[0]?.children.map((node) => node.id)).toEqual(['loc101', 'loc102']);
    expect(buildRegionTree([{ id: 12, name: 'D', locs: [{ id: 1, name: 'L' }] }], 'bdm')[0]?.id).toBe('bdm12');
    expect(buildRegionTree([{ id: 12, name: 'D', locs: [{ id: 1, name: 'L' }] }])[0]?.id).toBe('bdm12');
    expect(buildRegionTree(null)).toEqual([]);
  });

  it("reads the spec's object form, keyed by the top level's plural, at any level", () => {
    const rbms = { rbms: [{ id: 7, name: 'NE', bdms: [{ id: 12, name: 'District 2', locs: [{ id: 101, name: 'Alpha' }] }] }] };
    expect(buildRegionTree(rbms).map((node) => node.id)).toEqual(['rbm7']);
    expect(buildRegionTree(rbms, 'md')[0]?.children[0]?.children[0]?.id).toBe('loc101');
    const mds = {
      mds: [{ id: 1, name: 'East', ods: [{ id: 3, name: 'A', rbms: [{ id: 7, name: 'NE', bdms: [{ id: 12, name: 'D', locs: [{ id: 1, name: 'L' }] }] }] }] }],
    };
    expect(buildRegionTree(mds)[0]?.id).toBe('md1');
    expect(buildRegionTree({ bdms: [{ id: 12, name: 'D', locs: [{ id: 1, name: 'L' }] }] })[0]?.id).toBe('bdm12');
    expect(buildRegionTree({ locs: [{ id: 5, name: 'Solo' }] })).toEqual([{ id: 'loc5', label: 'Solo', children: [] }]);
    expect(buildRegionTree({ unexpected: true })).toEqual([]);
  });

  it('skips entries it cannot read and keeps their siblings', () => {
    const tree = buildRegionTree({
      bdms: [null, { name: 'No id', locs: [{ id: 1, name: 'L' }] }, { id: 12, name: 'D', locs: [{ id: 2 }, 'x', { id: 3, name: 'Kept' }] }],
    });
    expect(tree).toEqual([{ id: 'bdm12', label: 'D', children: [{ id: 'loc3', label: 'Kept', children: [] }] }]);
  });

  it('reads a reporting tree whose top is any level, and bare lists (one rule for cases and reporting)', () => {
    const tree = buildRegionTree({
      rbms: [{ id: 3, name: 'Florida', bdms: [{ id: 9, name: 'District 01', locs: [{ id: 101, name: 'Miami' }, { bad: true }] }] }, null],
    });
    expect(tree).toEqual([
      { id: 'rbm3', label: 'Florida', children: [{ id: 'bdm9', label: 'District 01', children: [{ id: 'loc101', label: 'Miami', children: [] }] }] },
    ]);
    expect(
      buildRegionTree([
        { id: 1, name: 'East', ods: [{ id: 3, name: 'A', rbms: [{ id: 7, name: 'NE', bdms: [{ id: 12, name: 'D', locs: [{ id: 1, name: 'L' }] }] }] }] },
      ])[0]?.id,
    ).toBe('md1');
    // 002 §3: an empty branch is dropped, whichever area builds the tree.
    expect(buildRegionTree([{ id: 1, name: 'East', ods: [] }])).toEqual([]);
    expect(buildRegionTree('nonsense')).toEqual([]);
    expect(flattenRegions(tree).map((node) => node.id)).toEqual(['rbm3', 'bdm9', 'loc101']);
  });
});

describe('region filters', () => {
  it('turns node ids into the filter lists md…loc and back', () => {
    expect(REGION_LEVELS).toEqual(['md', 'od', 'rbm', 'bdm', 'loc']);
    expect(regionFilters(['rbm3', 'loc101', 'loc102'])).toEqual({ rbm: '3', loc: '101,102' });
    expect(regionFilters(['x1', 'loc', 'md2'])).toEqual({ md: '2' });
    expect(regionNodeIds({ md: '2', loc: '101,102' })).toEqual(['md2', 'loc101', 'loc102']);
  });
});
