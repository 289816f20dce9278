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
