/**
 * The region hierarchy (000 "Maximum reporting level order", 001 §3 "Region hierarchy", 002 §3
 * "Filter options"): levels md, od, rbm, bdm, loc; the filter tree built from it, with node ids a
 * level prefix plus id; and node ids to and from the filter lists md…loc.
 */

/** Region levels from the top; the last level is the location. */
export const REGION_LEVELS = ['md', 'od', 'rbm', 'bdm', 'loc'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];

/** A region as the API sends it: id and name, children under the next level's plural. */
export interface RawRegionNode {
  id: number | string;
  name: string;
  mds?: RawRegionNode[];
  ods?: RawRegionNode[];
  rbms?: RawRegionNode[];
  bdms?: RawRegionNode[];
  locs?: RawRegionNode[];
}

/** A node of the regions filter tree: id prefixed by its level (md1, od3, rbm7, bdm12, loc101). */
export interface RegionTreeNode {
  id: string;
  label: string;
  children: RegionTreeNode[];
}

const CHILD_KEYS: Record<Exclude<RegionLevel, 'loc'>, keyof RawRegionNode> = { md: 'ods', od: 'rbms', rbm: 'bdms', bdm: 'locs' };

function isLevel(value: unknown): value is RegionLevel {
  return typeof value === 'string' && (REGION_LEVELS as readonly string[]).includes(value);
}

/** The level of a node from the child list it carries, when its level is not given. */
function inferLevel(node: RawRegionNode): RegionLevel | null {
  if (node.ods) return 'md';
  if (node.rbms) return 'od';
  if (node.bdms) return 'rbm';
  if (node.locs) return 'bdm';
  return null;
}

function buildNode(node: RawRegionNode, level: RegionLevel): RegionTreeNode | null {
  // An entry without an id or a name cannot be picked: skipped, its siblings stay.
  if (typeof node !== 'object' || node === null || (typeof node.id !== 'number' && typeof node.id !== 'string') || String(node.id) === '') return null;
  const label = typeof node.name === 'string' || typeof node.name === 'number' ? String(node.name) : '';
  if (label === '') return null;
  if (level === 'loc') return { id: `loc${node.id}`, label, children: [] };
  const childLevel = REGION_LEVELS[REGION_LEVELS.indexOf(level) + 1];
  const raw = node[CHILD_KEYS[level]];
  const children = sortNodes(
    (Array.isArray(raw) ? raw : []).map((child) => buildNode(child, childLevel)).filter((child): child is RegionTreeNode => child !== null),
  );
  // A region with nothing under it cannot narrow the list: it is dropped.
  return children.length > 0 ? { id: `${level}${node.id}`, label, children } : null;
}

// Made on first use and kept (lib/movers.ts says why).
let natural: Intl.Collator | undefined;
/** Names in natural order (digit runs by value), without regard to case; the collator made on first use and kept. */
export const byNatural = (a: string, b: string) => (natural ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })).compare(a, b);

function sortNodes(nodes: RegionTreeNode[]): RegionTreeNode[] {
  return nodes.sort((a, b) => byNatural(a.label, b.label));
}

/**
 * Builds the regions filter tree (002 §3): any level may be top (the answer's plural key, else the
 * user's reporting level, else read from the children a node carries), ids prefixed by level,
 * siblings sorted by label, empty branches dropped, entries without an id or a name skipped.
 */
export function buildRegionTree(regions: unknown, topLevel?: string | null): RegionTreeNode[] {
  const { nodes, level } = topOfRegions(regions);
  const top = level ?? (isLevel(topLevel) ? topLevel : null);
  return sortNodes(
    (nodes as RawRegionNode[]).map((node) => buildNode(node, top ?? inferLevel(node) ?? 'loc')).filter((node): node is RegionTreeNode => node !== null),
  );
}

const PLURAL_LEVELS: Record<string, RegionLevel> = { mds: 'md', ods: 'od', rbms: 'rbm', bdms: 'bdm', locs: 'loc' };

/**
 * The top nodes of a regions answer and, when the answer names it, their level: the spec's
 * hierarchy may come as an object keyed by the top level's plural (`{ rbms: [...] }`) or as a
 * bare array.
 */
export function topOfRegions(regions: unknown): { nodes: unknown[]; level: RegionLevel | null } {
  if (Array.isArray(regions)) return { nodes: regions, level: null };
  if (typeof regions === 'object' && regions !== null) {
    for (const [key, level] of Object.entries(PLURAL_LEVELS)) {
      const value = (regions as Record<string, unknown>)[key];
      if (Array.isArray(value)) return { nodes: value, level };
    }
  }
  return { nodes: [], level: null };
}

/** Every node of a tree, parents before their children (for looking labels up). */
export function flattenRegions(nodes: readonly RegionTreeNode[]): RegionTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenRegions(node.children)]);
}

/** The filter lists md…loc: comma-separated ids per level. */
export type RegionFilterLists = Partial<Record<RegionLevel, string>>;

/** Region node ids (`rbm12`, `loc101`) → the filter lists md…loc. */
export function regionFilters(nodeIds: readonly string[]): RegionFilterLists {
  const lists: Record<string, string[]> = { md: [], od: [], rbm: [], bdm: [], loc: [] };
  for (const nodeId of nodeIds) {
    const match = /^(md|od|rbm|bdm|loc)(\d+)$/.exec(nodeId);
    if (match) lists[match[1]]?.push(match[2]);
  }
  const result: RegionFilterLists = {};
  for (const level of REGION_LEVELS) if ((lists[level] ?? []).length) result[level] = lists[level].join(',');
  return result;
}

/** The filter lists md…loc → region node ids. */
export function regionNodeIds(filters: RegionFilterLists): string[] {
  return REGION_LEVELS.flatMap((level) => (filters[level] ? filters[level].split(',').map((id) => `${level}${id}`) : []));
}
