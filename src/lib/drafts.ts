/**
 * Drafts of free text (case notes and replies, query texts, critical focus responses...), kept in
 * localStorage per user under `portal.{namespace}.{userId}.{...parts}`. They outlive a failed send,
 * a reload and a sign-out for inactivity (that sign-out does not clear them), are cleared once
 * sent, and another user's key never matches, so nobody sees someone else's draft.
 */

/** The namespaces drafts are kept under (one per kind of owner). */
export type DraftNamespace = 'caseDraft' | 'queryDraft' | 'criticalFocusDraft' | 'createCaseDraft' | 'profileDraft';

/** The storage key of a draft: `portal.{namespace}.{userId}.{parts joined by '.'}`. */
export function draftStorageKey(namespace: DraftNamespace, userId: number, parts: ReadonlyArray<string | number>): string {
  return [`portal.${namespace}`, userId, ...parts].join('.');
}

/** Reads a stored draft (undefined when there is none or storage is unreadable). */
export function readStoredDraft<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** True for a value with nothing typed in it (blank strings, empty lists, objects of blanks). */
export function isBlankDraft(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isBlankDraft);
  return false;
}

/** Saves a draft; a blank value removes it. */
export function writeStoredDraft<T>(key: string, value: T, isEmpty: (value: T) => boolean = isBlankDraft): void {
  try {
    if (isEmpty(value)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft lasts as long as the page.
  }
}

/** Removes a draft (after it was sent or discarded). */
export function clearStoredDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

const NAMESPACES: DraftNamespace[] = ['caseDraft', 'queryDraft', 'criticalFocusDraft', 'createCaseDraft', 'profileDraft'];

/** The keys of every draft a user has stored, in every namespace. */
export function userDraftKeys(userId: number): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key && NAMESPACES.some((namespace) => key.startsWith(`portal.${namespace}.${userId}.`))) keys.push(key);
    }
  } catch {
    // unreadable storage: nothing to list
  }
  return keys;
}

// --- Case drafts (keys unchanged since case management II: portal.caseDraft.{userId}.{caseId}.{kind}) ---

/** The case view's drafted texts. */
export type DraftKind = 'note' | 'reply' | 'forward' | 'attachments';

/** The storage key of a case draft. */
export function draftKey(userId: number, caseId: number, kind: DraftKind): string {
  return draftStorageKey('caseDraft', userId, [caseId, kind]);
}

/** Reads a case draft. */
export function readDraft<T>(userId: number, caseId: number, kind: DraftKind): T | undefined {
  return readStoredDraft<T>(draftKey(userId, caseId, kind));
}

/** Saves a case draft; an empty value removes it. */
export function writeDraft<T>(userId: number, caseId: number, kind: DraftKind, value: T, isEmpty: (value: T) => boolean): void {
  writeStoredDraft(draftKey(userId, caseId, kind), value, isEmpty);
}

/** Removes a case draft. */
export function clearDraft(userId: number, caseId: number, kind: DraftKind): void {
  clearStoredDraft(draftKey(userId, caseId, kind));
}

/**
 * How many things a user has unsent text on: each case (any of its panels) counts once, and each
 * other draft (a query, a new case...) once.
 */
export function draftOwnerCount(keys: readonly string[]): number {
  const owners = new Set<string>();
  for (const key of keys) {
    const [, namespace, , first] = key.split('.');
    // Unsaved profile fields are no unsent text (the Log Out question counts texts); Log Out still deletes them.
    if (namespace === 'profileDraft') continue;
    owners.add(namespace === 'caseDraft' ? `case.${first}` : key);
  }
  return owners.size;
}

/** Deletes every draft a user has stored (an explicit Log Out on a shared device). */
export function clearUserDrafts(userId: number): void {
  for (const key of userDraftKeys(userId)) clearStoredDraft(key);
}

/**
 * Every key this browser keeps for one user: the portal's per-user keys are all
 * `portal.{name}.{userId}` or `portal.{name}.{userId}.{...}` (drafts and their "sending" marks, the
 * case list's remembered defaults, the critical focus threshold, the audio speed, ...).
 */
export function userStorageKeys(userId: number): string[] {
  const keys: string[] = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key && key.startsWith('portal.') && key.split('.')[2] === String(userId)) keys.push(key);
    }
  } catch {
    // unreadable storage: nothing to list
  }
  return keys;
}

/**
 * Removes everything this browser keeps for a user (drafts included): after the overall admin
 * acted as that user (Back to Admin, or a sign-out while acting), nothing of theirs stays behind.
 */
export function forgetUserStorage(userId: number): void {
  for (const key of userStorageKeys(userId)) clearStoredDraft(key);
}

/** The Log Out question when a user has drafts (n counted by `draftOwnerCount`). */
export function unsentTextQuestion(count: number): string {
  return `You have unsent text on ${count} ${count === 1 ? 'case' : 'cases'}. Log out and delete it?`;
}
