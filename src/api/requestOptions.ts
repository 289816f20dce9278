import type { BootRecording } from './bootRequests';
import { ApiError } from './errors';
import type { RequestPriority } from './requestQueue';

/** What a call to the HTTP client (api/http.ts) may say about itself, and the client's fixed texts. No axios here. */

/** Header that marks the refresh call, so the API (and this client) never treat it as an ordinary call. */
export const REFRESH_MARKER_HEADER = 'X-Token-Refresh';
export const INACTIVITY_MESSAGE = 'You have been logged out due to a period of inactivity.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Readonly<Record<string, string>>;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  timeout?: number;
  /**
   * 'speculative' for prefetches nobody asked for yet (hover, focus): they take slots like any
   * request, but a user's request waiting for a slot always goes first, and they never hold the
   * last free slot. A function is read again whenever a slot frees (a prefetch the user then asks
   * for is promoted).
   */
  priority?: RequestPriority | (() => RequestPriority);
  /**
   * No bearer token, no refresh, never a logout: for public calls and other hosts (the crew
   * follow-up form, the external report generator). Still queued like every call.
   */
  anonymous?: boolean;
  /**
   * A GET of a route's declared data on a real navigation (not a hover): once it has answered, its
   * final URL joins the navigation's boot record, which the boot script replays on the next load of
   * the same address (api/bootScript.ts). Set by the base query, from app/routePrefetch.ts.
   */
  recordFor?: BootRecording;
}

/** What waiting callers get when the session ended under them (refresh failed, token rejected). */
export function sessionEndedError(): ApiError {
  return new ApiError({ status: 401, code: 'session_ended', message: INACTIVITY_MESSAGE, fieldErrors: {} });
}
