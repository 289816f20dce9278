import axios, { isAxiosError, isCancel, type AxiosRequestConfig, type AxiosResponse, type RawAxiosRequestHeaders } from 'axios';
import {
  ApiError,
  CANCELLED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
  apiErrorFromBody,
  isTokenProblem,
  parseJsonText,
  statusMessage,
} from './errors';

/** Where the API lives: `${VITE_API_BASE_URL}/api/...`, same origin when unset (made absolute for fetch). */
export const API_BASE_URL = new URL(
  `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')}/api`,
  globalThis.location?.origin ?? 'http://localhost',
).href;
/** At most this many requests are in flight at once. */
export const MAX_CONCURRENT_REQUESTS = 4;
/** Header that marks the refresh call, so the API (and this client) never treat it as an ordinary call. */
export const REFRESH_MARKER_HEADER = 'X-Token-Refresh';
export const INACTIVITY_MESSAGE = 'You have been logged out due to a period of inactivity.';
const REQUEST_TIMEOUT_MS = 60_000;
const TOKEN_STORAGE_KEY = 'portal.token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: RawAxiosRequestHeaders;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  timeout?: number;
  /**
   * No bearer token, no refresh, never a logout: for public calls and other hosts (the crew
   * follow-up form, the external report generator). Still queued like every call.
   */
  anonymous?: boolean;
}

interface StoredToken {
  token: string;
  expiresAt: number;
}

/** The single axios instance of the portal. */
const client = axios.create({
  baseURL: API_BASE_URL,
  // The fetch adapter: abortable with signals, and blobs behave the same in browsers and tests.
  adapter: 'fetch',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});

// ---------------------------------------------------------------- token state

let current: StoredToken | null = readStoredToken();
/** Bumped whenever the identity changes: work started for an older identity is dropped. */
let generation = 0;
let refreshing: Promise<string> | null = null;
let loggedOutGeneration = -1;
let authFailureHandler: (message: string) => void = () => {};
const inFlight = new Map<number, AbortController>();
let nextRequestId = 1;

function readStoredToken(): StoredToken | null {
  try {
    const raw = globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof parsed.token !== 'string' || parsed.token === '' || typeof parsed.expiresAt !== 'number') return null;
    return { token: parsed.token, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

function writeStoredToken(value: StoredToken | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(value));
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the session still works until the page is reloaded.
  }
}

function setToken(token: string, expiresInSeconds: number): void {
  current = { token, expiresAt: Date.now() + Math.max(0, expiresInSeconds) * 1000 };
  writeStoredToken(current);
}

/**
 * Starts a new identity (sign-in, become user, back to admin): requests still waiting or in flight
 * for the previous identity are cancelled, so none of them goes out with the old token.
 */
export function startSession(token: string, expiresInSeconds: number): void {
  dropPendingWork();
  setToken(token, expiresInSeconds);
}

/** Forgets the token and cancels everything queued or in flight. */
export function endSession(): void {
  dropPendingWork();
  current = null;
  writeStoredToken(null);
}

/** True when a token is stored (it may be expired; the next request refreshes it). */
export function hasToken(): boolean {
  return current !== null;
}

/** The app registers what "log out for a token problem" means (store + navigation). */
export function onAuthFailure(handler: (message: string) => void): void {
  authFailureHandler = handler;
}

function dropPendingWork(): void {
  generation += 1;
  refreshing = null;
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
  for (const waiter of waiting.splice(0)) waiter.reject(cancelledError());
}

function cancelledError(): ApiError {
  return new ApiError({ status: 0, code: 'cancelled', message: CANCELLED_MESSAGE, fieldErrors: {} });
}

/** What waiting callers get when the session ended under them (refresh failed, token rejected). */
function sessionEndedError(): ApiError {
  return new ApiError({ status: 401, code: 'session_ended', message: INACTIVITY_MESSAGE, fieldErrors: {} });
}

function logOutOnce(): void {
  if (loggedOutGeneration === generation) return;
  loggedOutGeneration = generation;
  endSession();
  loggedOutGeneration = generation;
  authFailureHandler(INACTIVITY_MESSAGE);
}

// ---------------------------------------------------------------- request queue

interface Waiter {
  grant: () => void;
  reject: (error: ApiError) => void;
}
let active = 0;
const waiting: Waiter[] = [];

/** Waits for one of the four slots; resolves with the function that frees it (idempotent). */
function acquireSlot(signal?: AbortSignal, first = false): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active -= 1;
      const next = waiting.shift();
      if (next) next.grant();
    };
    const waiter: Waiter = {
      grant: () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        resolve(release);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
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
    if (active < MAX_CONCURRENT_REQUESTS) waiter.grant();
    else {
      signal?.addEventListener('abort', onAbort, { once: true });
      if (first) waiting.unshift(waiter);
      else waiting.push(waiter);
    }
  });
}

// ---------------------------------------------------------------- refresh

/** One refresh for everyone: callers that used `staleToken` share it; a newer token is returned at once. */
function refreshToken(staleToken: string): Promise<string> {
  if (current && current.token !== staleToken) return Promise.resolve(current.token);
  if (refreshing) return refreshing;
  const startedIn = generation;
  let attempt: Promise<string> | undefined = undefined;
  attempt = (async () => {
    const release = await acquireSlot(undefined, true);
    try {
      const response = await client.request<{ access_token?: unknown; expires_in?: unknown }>({
        method: 'POST',
        url: '/auth/refresh',
        data: { token: staleToken },
        headers: { Authorization: `Bearer ${staleToken}`, [REFRESH_MARKER_HEADER]: '1' },
      });
      const body = response.data;
      if (typeof body?.access_token !== 'string' || body.access_token === '') {
        throw new ApiError({ status: response.status, code: 'token_invalid', message: UNREADABLE_RESPONSE_MESSAGE, fieldErrors: {} });
      }
      if (startedIn !== generation) throw cancelledError();
      setToken(body.access_token, typeof body.expires_in === 'number' ? body.expires_in : 3600);
      return body.access_token;
    } catch (error) {
      if (startedIn === generation) logOutOnce();
      throw error instanceof ApiError && error.code === 'cancelled' ? error : sessionEndedError();
    } finally {
      release();
      if (refreshing === attempt) refreshing = null;
    }
  })();
  refreshing = attempt;
  return attempt;
}

// ---------------------------------------------------------------- sending

function isBlobLike(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function' && typeof (value as Blob).size === 'number';
}

/** Turns whatever axios threw into an ApiError (reads JSON out of Blob bodies too). */
export async function normaliseError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return cancelledError();
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} });
    }
    const response = error.response;
    if (!response) return new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} });
    let body: unknown = response.data;
    if (isBlobLike(body)) body = parseJsonText(await body.text());
    else if (typeof body === 'string') body = parseJsonText(body);
    return apiErrorFromBody(response.status, body);
  }
  return new ApiError({ status: 0, code: 'client_error', message: error instanceof Error ? error.message : String(error), fieldErrors: {} });
}

async function sendOnce<T>(url: string, options: RequestOptions): Promise<{ response: AxiosResponse<T>; token: string | null }> {
  const startedIn = generation;
  // The token must be fresh before a slot is taken, and still fresh once it is: a request never
  // holds a slot while it waits for a refresh (the refresh needs a slot of its own).
  let release: () => void;
  let refreshed = false;
  const stale = () => !options.anonymous && !refreshed && current !== null && Date.now() >= current.expiresAt;
  for (;;) {
    if (refreshing) await refreshing;
    if (startedIn !== generation) throw cancelledError();
    if (stale() && current) {
      await refreshToken(current.token);
      refreshed = true; // one refresh per request, even if the new token is short-lived
      continue;
    }
    release = await acquireSlot(options.signal);
    if (!refreshing && !stale()) break;
    release();
  }
  const id = nextRequestId++;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  let token: string | null = null;
  try {
    if (startedIn !== generation) throw cancelledError();
    token = options.anonymous ? null : (current?.token ?? null);
    inFlight.set(id, controller);
    const response = await client.request<T>({
      url,
      method: options.method ?? 'GET',
      params: options.params,
      data: options.data,
      responseType: options.responseType ?? 'json',
      timeout: 0,
      signal: controller.signal,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    } satisfies AxiosRequestConfig);
    if ((options.responseType ?? 'json') === 'json' && typeof response.data === 'string' && response.data !== '') {
      // The body claimed success but was HTML or broken JSON.
      throw new ApiError({ status: response.status, code: 'invalid_response', message: UNREADABLE_RESPONSE_MESSAGE, fieldErrors: {} });
    }
    return { response, token };
  } catch (error) {
    const apiError = timedOut
      ? new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} })
      : await normaliseError(error);
    throw Object.assign(apiError, { usedToken: token });
  } finally {
    clearTimeout(timer);
    inFlight.delete(id);
    options.signal?.removeEventListener('abort', forwardAbort);
    release();
  }
}

/**
 * Sends one call to the API through the queue, with the token, refreshing it when it has expired
 * (once, shared by every caller) and retrying once after a `token_expired` answer.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<AxiosResponse<T>> {
  // Anonymous: no token, so no refresh, retry or logout.
  if (options.anonymous) return (await sendOnce<T>(url, options)).response;
  const isDownload = options.responseType === 'blob';
  try {
    const { response } = await sendOnce<T>(url, options);
    return response;
  } catch (error) {
    const apiError = error as ApiError & { usedToken?: string | null };
    const tokenUsed = apiError.usedToken ?? null;
    // token_expired: refresh (shared) and retry once. Any token problem with a token that a
    // refresh has meanwhile replaced: retry once with the new one, no refresh.
    const rotated = isTokenProblem(apiError) && tokenUsed !== null && current !== null && current.token !== tokenUsed;
    if ((apiError.code === 'token_expired' || rotated) && tokenUsed && current) {
      if (!rotated) await refreshToken(tokenUsed);
      try {
        const { response } = await sendOnce<T>(url, options);
        return response;
      } catch (retryError) {
        const retryApiError = retryError as ApiError;
        if (isTokenProblem(retryApiError) || (isDownload && retryApiError.status === 401)) logOutOnce();
        throw retryApiError;
      }
    }
    if ((isTokenProblem(apiError) || (isDownload && apiError.status === 401)) && (tokenUsed || current)) logOutOnce();
    throw apiError;
  }
}

/** Test hook: the queue's current occupancy. */
export function queueState(): { active: number; waiting: number } {
  return { active, waiting: waiting.length };
}

export { statusMessage };
