import { normalisePermission, OVERALL_ADMIN_ROLE } from '@/lib/permissions';

/** True when two permission or role names are the same name (compared as `normalisePermission` does, 000 §6). */
export const samePermission = (a: string, b: string) => normalisePermission(a) === normalisePermission(b);

/** The role id of the edit-role address (0 when not a number, like the case route). */
export function roleIdFrom(value: string | undefined): number {
  return /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
}

/** True for the role the portal knows the admin by: it can be neither renamed nor deleted. */
export const isProtectedRole = (role: { name: string }) => samePermission(role.name, OVERALL_ADMIN_ROLE);

/**
 * A role's granted permission names in the catalogue's spelling (GET /permissions), so a grant sent
 * as 'View - dashboard' ticks the catalogue's 'view - dashboard' box; names the catalogue does not
 * list stay as sent (kept, and sent back unchanged when the role is saved).
 */
export function grantedInCatalogue(granted: readonly string[], catalogue: readonly string[]): string[] {
  const byName = new Map(catalogue.map((name) => [normalisePermission(name), name]));
  return [...new Set(granted.map((name) => byName.get(normalisePermission(name)) ?? name))];
}
