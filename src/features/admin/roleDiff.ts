import { menuLabelsFor } from '@/lib/permissionScreens';
import type { PermissionGroups } from './adminApi';

export interface GroupChange {
  group: string;
  added: string[];
  removed: string[];
}

export interface RoleDiff {
  added: string[];
  removed: string[];
  groups: GroupChange[];
  menuGained: string[];
  menuLost: string[];
}

/**
 * What saving a role's permissions changes: names added and removed (per group, in the server's
 * order; names the groups do not list go under 'Other') and the menu entries gained and lost.
 */
export function roleDiff(groups: PermissionGroups, before: Iterable<string>, after: Iterable<string>): RoleDiff {
  const was = new Set(before);
  const now = new Set(after);
  const added = [...now].filter((name) => !was.has(name));
  const removed = [...was].filter((name) => !now.has(name));
  const addedSet = new Set(added);
  const removedSet = new Set(removed);
  const listed = new Set<string>();
  const changes: GroupChange[] = [];
  for (const { group, permissions } of groups) {
    const names = permissions.map((permission) => permission.name);
    names.forEach((name) => listed.add(name));
    const change = { group, added: names.filter((name) => addedSet.has(name)), removed: names.filter((name) => removedSet.has(name)) };
    if (change.added.length || change.removed.length) changes.push(change);
  }
  const other = { group: 'Other', added: added.filter((name) => !listed.has(name)), removed: removed.filter((name) => !listed.has(name)) };
  if (other.added.length || other.removed.length) changes.push(other);
  const menuBefore = menuLabelsFor(was);
  const menuAfter = menuLabelsFor(now);
  return {
    added,
    removed,
    groups: changes,
    menuGained: menuAfter.filter((label) => !menuBefore.includes(label)),
    menuLost: menuBefore.filter((label) => !menuAfter.includes(label)),
  };
}

/** True when the diff changes nothing. */
export const isEmptyDiff = (diff: RoleDiff) => diff.added.length === 0 && diff.removed.length === 0;

/** '{n} added, {m} removed'. */
export const diffSummary = (diff: RoleDiff) => `${diff.added.length} added, ${diff.removed.length} removed`;

/** A group's box: all, none or some of its permissions ticked. */
export function groupState(names: readonly string[], selected: ReadonlySet<string>): 'all' | 'none' | 'mixed' {
  const ticked = names.filter((name) => selected.has(name)).length;
  if (ticked === 0) return 'none';
  return ticked === names.length ? 'all' : 'mixed';
}
