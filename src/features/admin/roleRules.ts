import { OVERALL_ADMIN_ROLE } from '@/lib/permissions';

/** The role id of the edit-role address (0 when not a number, like the case route). */
export function roleIdFrom(value: string | undefined): number {
  return /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
}

/** True for the role the portal knows the admin by: it can be neither renamed nor deleted. */
export const isProtectedRole = (role: { name: string }) => role.name === OVERALL_ADMIN_ROLE;
