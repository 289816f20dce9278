import type { ClientUser } from './adminApi';

/** Users whose id, name, e-mail or roles contain the search text (case-insensitive). */
export function filterUsers(users: readonly ClientUser[], search: string): ClientUser[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) =>
    [String(user.id), user.name ?? '', user.email ?? '', ...(user.roles ?? [])].some((value) => value.toLowerCase().includes(needle)),
  );
}

