import type { ClientUser } from '../adminApi';

/** The user's first role, or a red 'Unassigned'. */
export function RoleText({ user }: { user: ClientUser }) {
  return user.roles?.[0] ? <>{user.roles[0]}</> : <span className="text-danger fw-semibold">Unassigned</span>;
}
