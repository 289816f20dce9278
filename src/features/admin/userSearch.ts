import type { ClientUser } from './adminApi';

// Each user's searchable text, lower-cased once per user object (the list is re-searched on every
// keystroke; RTK Query hands out new objects when the list changes, so entries never go stale).
const haystacks = new WeakMap<ClientUser, string>();

function haystackOf(user: ClientUser): string {
  let text = haystacks.get(user);
  if (text === undefined) {
    text = [String(user.id), user.name ?? '', user.email ?? '', ...(user.roles ?? [])].map((value) => value.toLowerCase()).join('\n');
    haystacks.set(user, text);
  }
  return text;
}

/** Users whose id, name, e-mail or roles contain the search text (case-insensitive). */
export function filterUsers(users: readonly ClientUser[], search: string): ClientUser[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...users];
  // The fields are joined by a line break, which a search box cannot hold: no match spans two fields.
  return users.filter((user) => haystackOf(user).includes(needle));
}
