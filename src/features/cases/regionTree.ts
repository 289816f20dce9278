import type { RegionNode } from './types';

/** Region levels from the top; the last level is the location. */
export const REGION_LEVELS = ['md', 'od', 'rbm', 'bdm', 'loc'] as const;
export type RegionTreeLevel = (typeof REGION_LEVELS)[number];

/** A node of the regions filter tree: id prefixed by its level (md1, od3, rbm7, bdm12, loc101). */
export interface TreeNode {
  id: string;
  label: string;
  children: TreeNode[];
}

const CHILD_KEYS: Record<Exclude<RegionTreeLevel, 'loc'>, keyof RegionNode> = { md: 'ods', od: 'rbms', rbm: 'bdms', bdm: 'locs' };

function isLevel(value: unknown): value is RegionTreeLevel {
  return typeof value === 'string' && (REGION_LEVELS as readonly string[]).includes(value);
}

/** The level of a node from the child list it carries, when its level is not given. */
function inferLevel(node: RegionNode): RegionTreeLevel | null {
  if (node.ods) return 'md';
  if (node.rbms) return 'od';
  if (node.bdms) return 'rbm';
  if (node.locs) return 'bdm';
  return null;
}

function buildNode(node: RegionNode, level: RegionTreeLevel): TreeNode | null {
  // An entry without an id or a name cannot be picked: skipped, its siblings stay.
  if (typeof node !== 'object' || node === null || (typeof node.id !== 'number' && typeof node.id !== 'string') || String(node.id) === '') return null;
  const label = typeof node.name === 'string' || typeof node.name === 'number' ? String(node.name) : '';
  if (label === '') return null;
  if (level === 'loc') return { id: `loc${node.id}`, label, children: [] };
  const childLevel = REGION_LEVELS[REGION_LEVELS.indexOf(level) + 1] as RegionTreeLevel;
  const raw = node[CHILD_KEYS[level]];
  const children = sortNodes((Array.isArray(raw) ? (raw as RegionNode[]) : []).map((child) => buildNode(child, childLevel)).filter((child): child is TreeNode => child !== null));
  // A region with nothing under it cannot narrow the list: it is dropped.
  return children.length > 0 ? { id: `${level}${node.id}`, label, children } : null;
}

function sortNodes(nodes: TreeNode[]): TreeNode[] {
  return nodes.sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true, sensitivity: 'base' }));
}

/**
 * Builds the regions filter tree (document 002 §3): any level may be top (the user's reporting
 * level, else read from the children a node carries), ids prefixed by level, siblings sorted by
 * label, empty branches dropped.
 */
export function buildRegionTree(regions: unknown, topLevel?: string | null): TreeNode[] {
  const { nodes, level } = topOfRegions(regions);
  const top = level ?? (isLevel(topLevel) ? topLevel : null);
  return sortNodes(
    nodes
      .map((node) => buildNode(node, top ?? inferLevel(node) ?? 'loc'))
      .filter((node): node is TreeNode => node !== null),
  );
}

const PLURAL_LEVELS: Record<string, RegionTreeLevel> = { mds: 'md', ods: 'od', rbms: 'rbm', bdms: 'bdm', locs: 'loc' };

/**
 * The top nodes of a regions answer and, when the answer names it, their level: the spec's
 * hierarchy may come as an object keyed by the top level's plural (`{ rbms: [...] }`) or as a
 * bare array.
 */
export function topOfRegions(regions: unknown): { nodes: RegionNode[]; level: RegionTreeLevel | null } {
  if (Array.isArray(regions)) return { nodes: regions as RegionNode[], level: null };
  if (typeof regions === 'object' && regions !== null) {
    for (const [key, level] of Object.entries(PLURAL_LEVELS)) {
      const value = (regions as Record<string, unknown>)[key];
      if (Array.isArray(value)) return { nodes: value as RegionNode[], level };
    }
  }
  return { nodes: [], level: null };
}

/** Every node id in the tree, for looking labels up. */
export function flattenTree(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
