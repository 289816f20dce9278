import { ApiError, CANCELLED_MESSAGE } from './errors';

/**
 * The HTTP client's queue (api/http.ts): at most four requests in flight at once, a user's request
 * ahead of speculative prefetches. No axios here: http.ts takes a slot before it sends, and frees
 * it when the answer (or the failure) is in.
 */

/** At most this many requests are in flight at once. */
export const MAX_CONCURRENT_REQUESTS = 4;

/** Who is waiting for a request: the user (a page, a click) or a speculative prefetch. */
export type RequestPriority = 'user' | 'speculative';

/** What a request gets when it was cancelled (identity changed, signal aborted). */
export function cancelledError(): ApiError {
  return new ApiError({ status: 0, code: 'cancelled', message: CANCELLED_MESSAGE, fieldErrors: {} });
}

interface Waiter {
  grant: () => void;
  reject: (error: ApiError) => void;
  priority: () => RequestPriority;
}
let active = 0;
let activeSpeculative = 0;
const waiting: Waiter[] = [];
/** Speculative requests never take the last slot: a click always finds one free or next in line. */
const MAX_SPECULATIVE = MAX_CONCURRENT_REQUESTS - 1;

const canStart = (priority: RequestPriority) => active < MAX_CONCURRENT_REQUESTS && (priority === 'user' || activeSpeculative < MAX_SPECULATIVE);

/** The next waiter to start: the first user request, else the first speculative one that may start. */
function nextWaiter(): Waiter | undefined {
  let index = waiting.findIndex((waiter) => waiter.priority() === 'user');
  if (index < 0 && activeSpeculative < MAX_SPECULATIVE) index = waiting.length > 0 ? 0 : -1;
  if (index < 0 || active >= MAX_CONCURRENT_REQUESTS) return undefined;
  return waiting.splice(index, 1)[0];
}

/** Waits for one of the four slots; resolves with the function that frees it (idempotent). */
export function acquireSlot(signal?: AbortSignal, first = false, priority: RequestPriority | (() => RequestPriority) = 'user'): Promise<() => void> {
  const priorityOf = typeof priority === 'function' ? priority : () => priority;
  return new Promise((resolve, reject) => {
    let released = false;
    let speculative = false;
    const release = () => {
      if (released) return;
      released = true;
      active -= 1;
      if (speculative) activeSpeculative -= 1;
      nextWaiter()?.grant();
    };
    const waiter: Waiter = {
      grant: () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        speculative = priorityOf() === 'speculative';
        if (speculative) activeSpeculative += 1;
        resolve(release);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
      priority: priorityOf,
    };
    function onAbort() {
      const index = waiting.indexOf(waiter);
      if (index >= 0) waiting.splice(index, 1);
      reject(cancelledError());
    }
    if (signal?.aborted) {
      reject(cancelledError());
      return;
    }
    if (canStart(priorityOf()) && (waiting.length === 0 || priorityOf() === 'user')) waiter.grant();
    else {
      signal?.addEventListener('abort', onAbort, { once: true });
      if (first) waiting.unshift(waiter);
      else waiting.push(waiter);
    }
  });
}

/** Cancels every request still waiting for a slot (those in flight are the caller's to abort). */
export function rejectWaiting(): void {
  for (const waiter of waiting.splice(0)) waiter.reject(cancelledError());
}

/** Test hook: the queue's current occupancy. */
export function queueState(): { active: number; waiting: number } {
  return { active, waiting: waiting.length };
}

/** How long no API request may have been in flight or waiting before the page's requests count as settled. */
export const REQUESTS_QUIET_MS = 1_000;
/** The longest anything waits for that quiet (a page that keeps asking). */
export const REQUESTS_MAX_WAIT_MS = 15_000;
const QUIET_POLL_MS = 250;

/**
 * Resolves once no request of the client's queue (the boot script's adopted ones included) has been
 * in flight or waiting for `quietMs`, or after `maxMs`, and then in the browser's next idle period.
 * What waits for it: the service worker's start (app/serviceWorker.ts) and the HTTP client's chunk on
 * a signed-in load (api/bootAdoption.ts).
 */
export function afterRequestsSettle(state = queueState, quietMs = REQUESTS_QUIET_MS, maxMs = REQUESTS_MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now();
    let quietSince: number | null = null;
    const check = () => {
      const now = Date.now();
      const { active, waiting } = state();
      quietSince = active === 0 && waiting === 0 ? (quietSince ?? now) : null;
      if ((quietSince !== null && now - quietSince >= quietMs) || now - started >= maxMs) {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 });
        else resolve();
        return;
      }
      setTimeout(check, QUIET_POLL_MS);
    };
    check();
  });
}
