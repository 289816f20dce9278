/**
 * One session across tabs (house rule 13). Every tab of the portal shares the token in
 * localStorage; this module is the protocol between them, used by the HTTP client:
 * - the stored token carries an `epoch` that a sign-in, Become User or Back to Admin renews and a
 *   refresh keeps, so a tab can tell "another tab refreshed" (adopt the newer token) from "another
 *   tab changed who is signed in" (follow it) and "another tab signed out" (follow it);
 * - refreshes run under one cross-tab lock (the Web Locks API, or a lease in localStorage where it
 *   is missing), and whoever holds it first re-reads storage, so one refresh serves every tab;
 * - `storage` events tell every other tab at once when the token is rotated, replaced or removed.
 * No axios here: the HTTP client's token and refresh (api/token.ts, api/refresh.ts) call in at a few points.
 */

/** The token as every tab stores it. */
export interface SharedToken {
  token: string;
  expiresAt: number;
  /** Renewed for every new identity; kept by refreshes. */
  epoch: string;
}

/** How the stored token relates to the one a tab holds. */
export type SharedChange = 'same' | 'rotated' | 'signed-out' | 'identity';

export const TOKEN_STORAGE_KEY = 'portal.token';
const LOCK_NAME = 'portal.token.refresh';
const LEASE_KEY = 'portal.token.refreshLease';
/** A lease older than this is abandoned (its tab was closed mid-refresh). */
const LEASE_MS = 15_000;
const LEASE_POLL_MS = 50;

/** Reads the shared token; anything corrupt reads as none. */
export function readSharedToken(): SharedToken | null {
  try {
    return parseSharedToken(globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

/** Parses a stored token (tokens stored before epochs existed get the empty epoch). */
export function parseSharedToken(raw: string | null): SharedToken | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SharedToken> | null;
    if (!parsed || typeof parsed.token !== 'string' || parsed.token === '' || typeof parsed.expiresAt !== 'number') return null;
    return { token: parsed.token, expiresAt: parsed.expiresAt, epoch: typeof parsed.epoch === 'string' ? parsed.epoch : '' };
  } catch {
    return null;
  }
}

/** Writes (or removes) the shared token; other tabs hear of it through `storage` events. */
export function writeSharedToken(value: SharedToken | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage full or disabled: this tab's session still works until it is reloaded.
  }
}

/** A fresh epoch for a new identity. */
export function newEpoch(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}

/** Compares the token a tab holds with the stored one (pure). */
export function compareShared(mine: SharedToken | null, stored: SharedToken | null): SharedChange {
  if (!mine) return stored ? 'identity' : 'same';
  if (!stored) return 'signed-out';
  if (stored.epoch !== mine.epoch) return 'identity';
  return stored.token === mine.token ? 'same' : 'rotated';
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
  query?: () => Promise<{ held?: Array<{ name?: string }> }>;
}

function lockManager(): LockManagerLike | null {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** How long a tab that renewed a token keeps saying so (see `markRenewed`). */
const RENEWED_MARK_MS = 15_000;
const RENEWED_PREFIX = 'portal.renewed:';

/** A short, non-reversible name for a token (lock names are visible to every tab of the origin). */
function tokenMark(token: string): string {
  let hash = 5381;
  for (let index = 0; index < token.length; index += 1) hash = ((hash * 33) ^ token.charCodeAt(index)) >>> 0;
  return `${RENEWED_PREFIX}${hash.toString(36)}.${token.length}`;
}

/**
 * Says, to every tab, that `staleToken` has just been renewed here. Call it while holding the
 * refresh lock: the mark is a Web Lock, and locks (unlike localStorage, which reaches another
 * renderer asynchronously) are kept in one place, so a tab that takes the refresh lock next is sure
 * to see it. Resolves once the mark is held; it lapses by itself after RENEWED_MARK_MS.
 */
export function markRenewed(staleToken: string): Promise<void> {
  const locks = lockManager();
  if (!locks) return Promise.resolve();
  return new Promise<void>((held) => {
    locks
      .request(tokenMark(staleToken), () => {
        held();
        return new Promise<void>((lapse) => setTimeout(lapse, RENEWED_MARK_MS));
      })
      .catch(() => held());
  });
}

/** True when a tab has just renewed `staleToken` (its new token may not have reached this tab's storage yet). */
export async function renewedElsewhere(staleToken: string): Promise<boolean> {
  const locks = lockManager();
  if (!locks?.query) return false;
  try {
    const { held = [] } = await locks.query();
    const mark = tokenMark(staleToken);
    return held.some((lock) => lock.name === mark);
  } catch {
    return false;
  }
}

/**
 * Runs `work` while no other tab refreshes: the Web Locks API where the browser has it, otherwise
 * a lease in localStorage (best effort: two tabs could both win the same millisecond, and the
 * second then finds a rotated token and retries with it). `work` learns whether it had to wait for
 * another tab: that tab has most likely just stored a new token, and a write to localStorage can
 * reach this tab's renderer a moment after the lock does.
 */
export async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) {
    const NOT_TAKEN = Symbol('lock held elsewhere');
    const free = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock): Promise<T | typeof NOT_TAKEN> => (lock ? work(false) : NOT_TAKEN));
    return free === NOT_TAKEN ? locks.request(LOCK_NAME, () => work(true)) : free;
  }
  const owner = newEpoch();
  let waited = false;
  for (;;) {
    if (takeLease(owner)) break;
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
  }
  try {
    return await work(waited);
  } finally {
    releaseLease(owner);
  }
}

function takeLease(owner: string): boolean {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return true;
    const held = JSON.parse(storage.getItem(LEASE_KEY) ?? 'null') as { owner?: string; until?: number } | null;
    if (held && typeof held.until === 'number' && held.until > Date.now() && held.owner !== owner) return false;
    storage.setItem(LEASE_KEY, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
    return (JSON.parse(storage.getItem(LEASE_KEY) ?? 'null') as { owner?: string } | null)?.owner === owner;
  } catch {
    return true; // no storage: no other tab can share a token either
  }
}

function releaseLease(owner: string): void {
  try {
    const held = JSON.parse(globalThis.localStorage?.getItem(LEASE_KEY) ?? 'null') as { owner?: string } | null;
    if (held?.owner === owner) globalThis.localStorage?.removeItem(LEASE_KEY);
  } catch {
    // nothing to release
  }
}

/**
 * Listens for another tab changing the shared token and hands the change over (`rotated`,
 * `signed-out` or `identity`); returns the function that stops listening.
 */
export function watchSharedToken(
  onChange: (stored: SharedToken | null) => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.window,
): () => void {
  if (!target) return () => {};
  const listener = (event: Event) => {
    const key = (event as StorageEvent).key;
    // key null: another tab cleared the whole storage.
    if (key === TOKEN_STORAGE_KEY || key === null) onChange(readSharedToken());
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
