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
  const label = String(node.name ?? '');
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
export function buildRegionTree(regions: RegionNode[] | null | undefined, topLevel?: string | null): TreeNode[] {
  if (!Array.isArray(regions)) return [];
  return sortNodes(
    regions
      .map((node) => buildNode(node, isLevel(topLevel) ? topLevel : (inferLevel(node) ?? 'loc')))
      .filter((node): node is TreeNode => node !== null),
  );
}

/** Every node id in the tree, for looking labels up. */
export function flattenTree(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
