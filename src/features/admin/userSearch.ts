import type { ClientUser } from './adminApi';

/** Users whose id, name, e-mail or roles contain the search text (case-insensitive). */
export function filterUsers(users: readonly ClientUser[], search: string): ClientUser[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) =>
    [String(user.id), user.name ?? '', user.email ?? '', ...(user.roles ?? [])].some((value) => value.toLowerCase().includes(needle)),
  );
}

/** Up to `count` page numbers around the current page (1-based). */
export function pageWindow(page: number, pageCount: number, count = 5): number[] {
  if (pageCount <= 0) return [];
  const size = Math.min(count, pageCount);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  return Array.from({ length: size }, (_, index) => start + index);
}
