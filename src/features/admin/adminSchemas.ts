import * as v from 'valibot';
import { nameList } from '@/api/authSchemas';
import { describeIssues, id, listSkipping, numOr, text, textOr, UNREADABLE_DATA_MESSAGE, unwrapData } from '@/api/schema';

/*
 * Decoders of the admin screens' answers (documents 000 §3 and §7, 002 §3 and §7). The spec names
 * the user record (id, name, email, roles, company_id; GET /api/clients answers the list as
 * `data.data`), the role (id, name), the permission (id, name, short_name, grouped by group name)
 * and a role's permissions (a list of names). How the groups are laid out is not shown: every
 * plausible layout is read (see `PermissionGroupsSchema`).
 */

/** A client user (document 000 §3): roles are names (objects with a `name` are read as their name). */
const ClientUserSchema = v.object({
  id,
  name: textOr(),
  email: textOr(),
  roles: nameList,
  company_id: numOr(0),
});

/** GET /api/clients: `{ data: [...] }` (the spec's data.data), a bare list or a paginator; unreadable rows are left out. */
export const ClientsSchema = listSkipping(ClientUserSchema, 'user');

/** A client user as the admin screens read it. */
export type ClientUser = v.InferOutput<typeof ClientUserSchema>;

const RoleSchema = v.object({ id, name: text });

/** GET /api/roles: a list of `{ id, name }` (under `data`, bare, or a paginator); unreadable rows are left out. */
export const RolesSchema = listSkipping(RoleSchema, 'role');

/** A role (document 002 §3). */
export type Role = v.InferOutput<typeof RoleSchema>;

/** A permission of the catalogue: `short_name` (spec) falls back to the name when a server leaves it out. */
const PermissionSchema = v.pipe(
  v.object({ id, name: text, short_name: v.nullish(text, null), group: v.nullish(text, null), group_name: v.nullish(text, null) }),
  v.transform((item) => ({ id: item.id, name: item.name, short_name: item.short_name || item.name, group: item.group || item.group_name || null })),
);

/** A permission of the catalogue, as the role editor shows it. */
export interface PermissionItem {
  id: number;
  name: string;
  short_name: string;
}

/** Permission groups in the server's order: [group name, its permissions]. */
export type PermissionGroups = Array<{ group: string; permissions: PermissionItem[] }>;

/** Group for permissions a flat list sends without one: their area, the part before ' - '. */
function areaOf(name: string): string {
  const area = name.split(' - ')[0]?.trim() ?? '';
  return area === '' ? 'Other' : area.replace(/^./, (first) => first.toUpperCase());
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the permissions of one group, leaving out (and logging) the unreadable ones; a group that is no list is empty. */
function readPermissions(items: unknown, what: string): Array<v.InferOutput<typeof PermissionSchema>> {
  const result = v.safeParse(listSkipping(PermissionSchema, what), items);
  if (result.success) return result.output;
  console.warn(`${UNREADABLE_DATA_MESSAGE} A ${what} list was left out: ${describeIssues(result.issues)}`);
  return [];
}

/**
 * GET /api/permissions ("grouped"). Read, in this order:
 * - an object of groups `{ group name: [permissions] }` (flat or under `data`; the demo's form);
 * - a list of groups `[{ name | group, permissions: [...] }]`;
 * - a flat list of permissions, grouped by their `group` (or `group_name`), else by their area.
 * A server answer of none of these forms (a string, a number) is the one decoding error.
 */
export const PermissionGroupsSchema = v.pipe(
  v.unknown(),
  v.transform(unwrapData),
  v.transform((value) => (isPlainObject(value) && Array.isArray(value.data) ? value.data : value)),
  v.check((value) => value === null || value === undefined || Array.isArray(value) || isPlainObject(value), 'Expected the permission groups'),
  v.transform((value): PermissionGroups => {
    const groups = new Map<string, PermissionItem[]>();
    const add = (group: string, items: ReadonlyArray<v.InferOutput<typeof PermissionSchema>>) => {
      const list = groups.get(group) ?? [];
      for (const { id: itemId, name, short_name } of items) list.push({ id: itemId, name, short_name });
      groups.set(group, list);
    };
    if (isPlainObject(value)) {
      for (const [group, items] of Object.entries(value)) add(group, readPermissions(items, `permission of ${group}`));
    } else if (Array.isArray(value)) {
      for (const entry of value) {
        if (isPlainObject(entry) && ('permissions' in entry || !('id' in entry))) {
          const group = typeof entry.name === 'string' ? entry.name : typeof entry.group === 'string' ? entry.group : 'Other';
          add(group, readPermissions(entry.permissions, `permission of ${group}`));
        } else {
          const [item] = readPermissions([entry], 'permission');
          if (item) add(item.group ?? areaOf(item.name), [item]);
        }
      }
    }
    return [...groups].map(([group, permissions]) => ({ group, permissions }));
  }),
);

/** GET /api/roles/{id}/permissions: the role's permission names (a list, under `data` or bare; objects read as their name). */
export const RolePermissionsSchema = nameList;
