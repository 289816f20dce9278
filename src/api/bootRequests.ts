import { BOOT_MAX_REQUESTS, BOOT_RECORD_KEY, type BootAnswer, type BootRecord, type BootRequest, type PortalBoot } from './bootScript';
import { ApiError, UNREADABLE_RESPONSE_MESSAGE, apiErrorFromBody, parseJsonText } from './errors';
import { acquireSlot } from './requestQueue';

/*
 * The HTTP client's side of the boot script (api/bootScript.ts), without axios:
 * - the answers the boot script has in flight are held here, each taking one of the four slots
 *   until it is in; the client claims one (once) when it sends the same GET with the same token;
 *   unclaimed ones are dropped after BOOT_HOLD_MS, and all of them when the identity changes;
 * - the record the boot script replays: the GET requests a route's declared data sent for an
 *   address, per user and API base, in localStorage (`portal.boot`);
 * - the final URL of a request, built as axios builds it, for the record and for the lookup.
 */

/** How long an unclaimed boot answer waits for the client's request before it is dropped. */
export const BOOT_HOLD_MS = 15_000;
/** The record keeps the most recent addresses, at most this many. */
export const BOOT_RECORD_ADDRESSES = 12;

interface Held extends BootRequest {
  claimed: boolean;
  /** Frees its queue slot (idempotent). */
  free: () => void;
}

let held = new Map<string, Held>();
let heldToken: string | null = null;
let holdTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Takes over the boot script's requests when the HTTP client starts: each one still pending holds a
 * slot of the queue until its answer is in. Requests sent with another token than the client's are
 * cancelled and never adopted. Returns how many it holds.
 */
export function takeBootRequests(boot: PortalBoot | undefined, token: string | null): number {
  dropBootRequests();
  if (!boot) return 0;
  const requests = Object.entries(boot.requests ?? {});
  if (!token || boot.token !== token) {
    for (const [, request] of requests) request.abort();
    return 0;
  }
  heldToken = token;
  for (const [url, request] of requests.slice(0, BOOT_MAX_REQUESTS)) {
    const slot = acquireSlot(undefined, true);
    const free = () =>
      void slot.then(
        (release) => release(),
        () => undefined,
      );
    request.answer.then(free, free);
    held.set(url, { ...request, claimed: false, free });
  }
  holdTimer = setTimeout(() => {
    holdTimer = null;
    for (const [url, entry] of held) {
      if (entry.claimed) continue;
      held.delete(url);
      entry.abort();
      entry.free();
    }
  }, BOOT_HOLD_MS);
  return held.size;
}

/**
 * The boot request for `url`, when one is held, unclaimed, and was sent with `token` (the token the
 * client would send); it is then the caller's, and no one else's.
 */
export function claimBootRequest(url: string, token: string | null): BootRequest | null {
  const entry = held.get(url);
  if (!entry || entry.claimed || token === null || token !== heldToken) return null;
  entry.claimed = true;
  return entry;
}

/** Cancels and forgets every boot request (an identity change, a sign-out): none is adopted later. */
export function dropBootRequests(): void {
  if (holdTimer !== null) clearTimeout(holdTimer);
  holdTimer = null;
  for (const entry of held.values()) {
    entry.abort();
    entry.free();
  }
  held = new Map();
  heldToken = null;
}

/** Settles once every boot request held now has its answer (or has failed, or was dropped). */
export function bootAnswersIn(): Promise<void> {
  return Promise.allSettled([...held.values()].map((entry) => entry.answer)).then(() => undefined);
}

/** Test hook: the URLs of boot requests still waiting to be claimed. */
export function heldBootRequests(): string[] {
  return [...held].filter(([, entry]) => !entry.claimed).map(([url]) => url);
}

/** The `/config.json` fetch the boot script started, taken once (null when there is none). */
export function claimBootConfig(): Promise<Response> | null {
  const boot = typeof window === 'undefined' ? undefined : window.__portalBoot;
  const config = boot?.config ?? null;
  if (boot) boot.config = undefined;
  return config;
}

/**
 * What a boot answer means, exactly as axios would have read it for the client: a 2xx JSON body
 * (an empty one reads as ''), or the client's `invalid_response` error for a 2xx body that is not
 * JSON, or the ApiError of a failed call (the token codes included, so the normal refresh runs).
 */
export function readBootAnswer(answer: BootAnswer): { status: number; data: unknown } {
  let data: unknown = answer.text;
  if (answer.text !== '') {
    try {
      data = JSON.parse(answer.text);
    } catch {
      // axios keeps a body it cannot parse as its text
    }
  }
  if (answer.status >= 200 && answer.status < 300) {
    if (typeof data === 'string' && data !== '') {
      throw new ApiError({ status: answer.status, code: 'invalid_response', message: UNREADABLE_RESPONSE_MESSAGE, fieldErrors: {} });
    }
    return { status: answer.status, data };
  }
  throw apiErrorFromBody(answer.status, typeof data === 'string' ? parseJsonText(data) : data);
}

// ---------------------------------------------------------------- the record

/** The requests one navigation's declared data sends, recorded for its address. */
export interface BootRecording {
  address: string;
  user: number;
  urls: string[];
}

/** Starts recording a navigation to `address` (pathname + search) by `user`. */
export function bootRecording(address: string, user: number): BootRecording {
  return { address, user, urls: [] };
}

/** Reads a stored record; anything unreadable reads as none. */
export function parseBootRecord(raw: string | null): BootRecord | null {
  try {
    // No record yet (a first visit) is null without an exception.
    const value = JSON.parse(raw ?? 'null') as Partial<BootRecord> | null;
    if (!value || typeof value.user !== 'number' || typeof value.base !== 'string' || typeof value.entries !== 'object' || value.entries === null) return null;
    return { user: value.user, base: value.base, entries: value.entries };
  } catch {
    return null;
  }
}

/**
 * Adds a GET the navigation sent (and that answered 2xx) to its address's entry, which then holds
 * this navigation's requests only. A record of another user or API base starts afresh.
 */
export function recordBootRequest(recording: BootRecording, url: string, base: string): void {
  if (recording.urls.includes(url) || recording.urls.length >= BOOT_MAX_REQUESTS || !url.startsWith(`${base}/`)) return;
  recording.urls.push(url);
  try {
    const stored = parseBootRecord(localStorage.getItem(BOOT_RECORD_KEY));
    const record: BootRecord = stored && stored.user === recording.user && stored.base === base ? stored : { user: recording.user, base, entries: {} };
    // The most recent address last; the oldest ones go.
    delete record.entries[recording.address];
    record.entries[recording.address] = [...recording.urls];
    const addresses = Object.keys(record.entries);
    for (const old of addresses.slice(0, Math.max(0, addresses.length - BOOT_RECORD_ADDRESSES))) delete record.entries[old];
    localStorage.setItem(BOOT_RECORD_KEY, JSON.stringify(record));
  } catch {
    // Storage full or disabled: the next load simply starts nothing.
  }
}

/** Forgets the record (sign-in, sign-out, identity switch: it is one user's). */
export function forgetBootRecord(): void {
  try {
    localStorage.removeItem(BOOT_RECORD_KEY);
  } catch {
    // nothing to forget
  }
}

// ---------------------------------------------------------------- the final URL

/** axios's parameter encoding (helpers/buildURL.js `encode`). */
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

function paramValue(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * The URL a request goes to, built as axios builds it from baseURL, url and params (the record, the
 * lookup and the request itself use this one string). Null when the parameters hold more than flat
 * values and arrays of them, or a list under a key with brackets (axios then serialises them itself,
 * and no boot request is adopted).
 */
export function requestUrl(base: string, url: string, params?: Record<string, unknown>): string | null {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  let full = absolute ? url : url ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : base;
  if (!params) return full;
  if (Object.getPrototypeOf(params) !== Object.prototype && Object.getPrototypeOf(params) !== null) return null;
  const pairs: string[] = [];
  for (const [rawKey, value] of Object.entries(params)) {
    const key = rawKey.trim();
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value);
    // A key with brackets takes a single value as it is (`filter[isResolved]=false`, as the case
    // list's filters are sent); for a list, axios rewrites the key itself.
    if (list && /[[\]{}]/.test(key)) return null;
    for (const item of list ? value : [value]) {
      if (item === undefined || item === null) continue;
      const text = paramValue(item);
      if (text === null) return null;
      pairs.push(`${encode(list ? `${key}[]` : key)}=${encode(text)}`);
    }
  }
  if (pairs.length === 0) return full;
  const hash = full.indexOf('#');
  if (hash !== -1) full = full.slice(0, hash);
  return `${full}${full.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
