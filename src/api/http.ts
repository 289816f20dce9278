import type * as AxiosExports from 'axios';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  UNREADABLE_RESPONSE_MESSAGE,
  apiErrorFromBody,
  isBlobLike,
  isTokenProblem,
  parseJsonText,
  statusMessage,
} from './errors';
import {
  bootRecording,
  claimBootRequest,
  dropBootRequests,
  forgetBootRecord,
  readBootAnswer,
  recordBootRequest,
  requestUrl,
  takeBootRequests,
} from './bootRequests';
import { CLIENT_HEADERS, type BootAnswer, type BootRequest } from './bootScript';
import { acquireSlot, cancelledError, rejectWaiting } from './requestQueue';
import { INACTIVITY_MESSAGE, REFRESH_MARKER_HEADER, sessionEndedError, type RequestOptions } from './requestOptions';
import { runtimeConfig, runtimeConfigPending } from './runtimeConfig';
import {
  compareShared,
  markRenewed,
  newEpoch,
  readSharedToken,
  renewedElsewhere,
  watchSharedToken,
  withRefreshLock,
  writeSharedToken,
  type SharedChange,
  type SharedToken,
} from './sessionSync';

/**
 * Where the API lives: read at start from `/config.json` (api/runtimeConfig.ts; this origin's `/api`
 * by default), never baked into the build. Every request waits for that load to settle.
 */
export const apiBaseUrl = (): string => runtimeConfig().apiBaseUrl;
const REQUEST_TIMEOUT_MS = 60_000;

let axiosLoad: Promise<{ axios: typeof AxiosExports; client: AxiosInstance }> | null = null;

/**
 * axios and the portal's single instance of it, in their own chunk (issue 23): the login page paints
 * without them. A signed-in load starts them at once (below), beside the framework, so a page's first
 * request never waits for them; the login page once it has loaded. A failed load is tried again.
 */
function loadHttpClient(): Promise<{ axios: typeof AxiosExports; client: AxiosInstance }> {
  axiosLoad ??= import('axios').then(
    (axios) => {
      const client = axios.default.create({
        // No baseURL here: each request takes the configured one (apiBaseUrl()) when it is sent.
        // The fetch adapter: abortable with signals, and blobs behave the same in browsers and tests.
        adapter: 'fetch',
        timeout: REQUEST_TIMEOUT_MS,
        headers: { ...CLIENT_HEADERS },
      });
      return { axios, client };
    },
    (error: unknown) => {
      axiosLoad = null;
      throw error;
    },
  );
  return axiosLoad;
}

// ---------------------------------------------------------------- token state

// The token is shared by every tab (api/sessionSync.ts): this is this tab's copy, re-read from
// storage before it is used.
let current: SharedToken | null = readSharedToken();
/** Bumped whenever the identity changes: work started for an older identity is dropped. */
let generation = 0;
let refreshing: Promise<string> | null = null;
let loggedOutGeneration = -1;
let authFailureHandler: (message: string) => void = () => {};
let otherTabHandler: (change: 'signed-out' | 'identity') => void = () => {};
const inFlight = new Map<number, AbortController>();
let nextRequestId = 1;

// The requests the boot script (index.html) already sent for this page with this token: the client
// adopts their answers instead of sending them again (api/bootRequests.ts).
const adopted = takeBootRequests(typeof window === 'undefined' ? undefined : window.__portalBoot, current?.token ?? null);

// A stored token without boot requests: this load is a signed-in page's, whose first request comes
// next, so axios starts now. With boot requests the page's first answers need no axios: it loads
// once the page has painted them (the signed-in frame calls preloadHttpClient when the page has
// settled), or at once for the first request that is not adopted. Else (the login page) the client
// loads after the page has.
if (current && adopted === 0) void loadHttpClient().catch(() => undefined);
else if (!current && typeof window !== 'undefined') {
  const later = () => setTimeout(() => void loadHttpClient().catch(() => undefined), 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * Records for the boot script the GET a page's next load of `address` will send, when this visit
 * answered it without a request: an address the page completed itself (a bare /dashboard becomes
 * /dashboard?scheme=…&wave=… with the answer already in its cache), whose own navigation sent nothing
 * to record. The entry then holds this one request.
 */
export function recordBootAnswer(address: string, user: number, call: { url: string; params?: Record<string, unknown> }): void {
  const url = requestUrl(apiBaseUrl(), call.url, call.params);
  if (url !== null) recordBootRequest(bootRecording(address, user), url, apiBaseUrl());
}

/** Fetches the HTTP client's chunk ahead of the first request that needs it; a failure is tried again by that request. */
export function preloadHttpClient(): Promise<unknown> {
  return loadHttpClient();
}

function setToken(token: string, expiresInSeconds: number, epoch: string): void {
  current = { token, expiresAt: Date.now() + Math.max(0, expiresInSeconds) * 1000, epoch };
  writeSharedToken(current);
}

/**
 * Starts a new identity (sign-in, become user, back to admin): requests still waiting or in flight
 * for the previous identity are cancelled, so none of them goes out with the old token.
 */
export function startSession(token: string, expiresInSeconds: number): void {
  dropPendingWork();
  forgetBootRecord();
  setToken(token, expiresInSeconds, newEpoch());
}

/** Forgets the token and cancels everything queued or in flight. */
export function endSession(): void {
  dropPendingWork();
  forgetBootRecord();
  current = null;
  writeSharedToken(null);
}

/** True when a token is stored (it may be expired; the next request refreshes it). */
export function hasToken(): boolean {
  return current !== null;
}

/** The app registers what "log out for a token problem" means (store + navigation). */
export function onAuthFailure(handler: (message: string) => void): void {
  authFailureHandler = handler;
}

/**
 * The app registers what to do when another tab signed out or changed who is signed in (this
 * tab's queued work is already cancelled and its token forgotten when it is called).
 */
export function onOtherTabChange(handler: (change: 'signed-out' | 'identity') => void): void {
  otherTabHandler = handler;
}

/**
 * Re-reads the shared token: adopts a newer token another tab's refresh stored, and follows another
 * tab's sign-out or identity change (never writing storage: the other tab's session stands).
 */
function syncWithOtherTabs(): SharedChange {
  if (!current) return 'same';
  const stored = readSharedToken();
  const change = compareShared(current, stored);
  if (change === 'rotated') current = stored;
  else if (change !== 'same') followOtherTab(change);
  return change;
}

/** How long a tab waits for another tab's renewed token to reach its storage before it logs out. */
const OTHER_TAB_GRACE_MS = 1200;
/**
 * How long a tab that waited for another tab's refresh looks for the token it stored. 300 ms was
 * not enough on a loaded 2-core machine (two browser test workers): the token reached the waiting
 * tab later and it refreshed a second time. The wait only costs when the other tab's refresh failed.
 */
const CONTENDED_GRACE_MS = 1200;

/**
 * True when another tab has renewed the token that just failed (adopted here). Storage reaches
 * other tabs asynchronously (a separate process in Chromium), so a tab whose token was just
 * rotated elsewhere may still read the old one: it waits briefly before believing the session over.
 */
async function otherTabRenewed(failedToken: string | null, graceMs = OTHER_TAB_GRACE_MS): Promise<boolean> {
  if (!failedToken) return false;
  const until = Date.now() + graceMs;
  for (;;) {
    syncWithOtherTabs();
    if (!current) return false;
    if (current.token !== failedToken) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function followOtherTab(change: 'signed-out' | 'identity'): void {
  dropPendingWork();
  current = null;
  otherTabHandler(change);
}

// Other tabs' refreshes, sign-outs and identity changes reach this tab at once.
watchSharedToken((stored) => {
  if (current) syncWithOtherTabs();
  else if (stored) followOtherTab('identity'); // signed in elsewhere while this tab was signed out
});

function dropPendingWork(): void {
  generation += 1;
  refreshing = null;
  dropBootRequests();
  for (const controller of inFlight.values()) controller.abort();
  inFlight.clear();
  rejectWaiting();
}

function logOutOnce(): void {
  if (loggedOutGeneration === generation) return;
  // Never end a session another tab has renewed or replaced: adopt or follow it instead.
  if (current && syncWithOtherTabs() !== 'same') return;
  if (!current && readSharedToken()) return;
  loggedOutGeneration = generation;
  endSession();
  loggedOutGeneration = generation;
  authFailureHandler(INACTIVITY_MESSAGE);
}

// ---------------------------------------------------------------- refresh

/**
 * One refresh for everyone, in every tab: callers that used `staleToken` share it; a newer token
 * (this tab's or one another tab stored) is returned at once. The refresh itself runs under the
 * cross-tab lock, and re-reads storage first: the tab that waited finds the token the other renewed.
 */
function refreshToken(staleToken: string): Promise<string> {
  syncWithOtherTabs();
  if (current && current.token !== staleToken) return Promise.resolve(current.token);
  if (refreshing) return refreshing;
  const startedIn = generation;
  const attempt: Promise<string> = withRefreshLock(async (waited) => {
    if (syncWithOtherTabs() === 'rotated' && current) return current.token;
    // Another tab held the lock: it has most likely just renewed, and its token may still be on
    // its way to this tab's storage. Give it a moment before refreshing a second time.
    if (waited && (await otherTabRenewed(staleToken, CONTENDED_GRACE_MS)) && current) return current.token;
    // The lock was free, but another tab may have renewed this very token a moment ago (it leaves
    // a mark among the locks, which every tab sees at once, unlike its storage write).
    if (!waited && (await renewedElsewhere(staleToken)) && (await otherTabRenewed(staleToken, CONTENDED_GRACE_MS)) && current) return current.token;
    if (startedIn !== generation || !current) throw cancelledError();
    const epoch = current.epoch;
    const release = await acquireSlot(undefined, true);
    try {
      const { client } = await loadHttpClient();
      const response = await client.request<unknown>({
        baseURL: apiBaseUrl(),
        method: 'POST',
        url: '/auth/refresh',
        data: { token: staleToken },
        headers: { Authorization: `Bearer ${staleToken}`, [REFRESH_MARKER_HEADER]: '1' },
      });
      // Flat or under `data`; no usable token is the one decoding error, and ends the session below.
      // The decoders load with the first refresh (never on the login page's first load).
      const [{ RefreshResponseSchema }, { decodeOrThrow }] = await Promise.all([import('./authSchemas'), import('./schema')]);
      const body = decodeOrThrow(RefreshResponseSchema, response.data, 'POST /api/auth/refresh');
      if (startedIn !== generation) throw cancelledError();
      setToken(body.access_token, body.expires_in, epoch);
      await markRenewed(staleToken);
      return body.access_token;
    } catch (error) {
      if (startedIn === generation && !(error instanceof ApiError && error.code === 'cancelled')) {
        // Another tab may have renewed the session meanwhile (its token may still be on its way).
        if ((await otherTabRenewed(staleToken)) && current) return current.token;
        if (startedIn === generation) logOutOnce();
      }
      throw error instanceof ApiError && error.code === 'cancelled' ? error : sessionEndedError();
    } finally {
      release();
    }
  }).finally(() => {
    if (refreshing === attempt) refreshing = null;
  });
  refreshing = attempt;
  return attempt;
}

// ---------------------------------------------------------------- sending

/** Turns whatever axios threw into an ApiError (reads JSON out of Blob bodies too). */
export async function normaliseError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  let axios: typeof AxiosExports;
  try {
    ({ axios } = await loadHttpClient());
  } catch {
    // The client itself could not load (offline, a release replaced mid-session).
    return new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} });
  }
  const { isAxiosError, isCancel } = axios;
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
  // The addresses arrive at start (/config.json): nothing goes out before they have (no wait once settled).
  const configLoading = runtimeConfigPending();
  if (configLoading) await configLoading;
  const method = options.method ?? 'GET';
  const json = (options.responseType ?? 'json') === 'json';
  // The one string the request goes to, the boot record holds and a boot request is found by.
  const finalUrl = requestUrl(apiBaseUrl(), url, options.params);
  const adoptable = !options.anonymous && method === 'GET' && json && finalUrl !== null;
  const recorded = (response: { response: AxiosResponse<T>; token: string | null }) => {
    if (options.recordFor && adoptable && startedIn === generation) recordBootRequest(options.recordFor, finalUrl, apiBaseUrl());
    return response;
  };
  // The token must be fresh before a slot is taken, and still fresh once it is: a request never
  // holds a slot while it waits for a refresh (the refresh needs a slot of its own).
  let release: () => void;
  let refreshed = false;
  const stale = () => !options.anonymous && !refreshed && current !== null && Date.now() >= current.expiresAt;
  for (;;) {
    if (refreshing) await refreshing;
    syncWithOtherTabs();
    if (startedIn !== generation) throw cancelledError();
    if (stale() && current) {
      await refreshToken(current.token);
      refreshed = true; // one refresh per request, even if the new token is short-lived
      continue;
    }
    // The boot script sent this very request with this token: its answer is this request's (no
    // second send, no second slot: the boot request holds one until its answer is in).
    const booted = adoptable ? claimBootRequest(finalUrl, current?.token ?? null) : null;
    if (booted && current) {
      const adopted = await adoptBootAnswer<T>(booted, current.token, startedIn, options);
      if (adopted) return recorded(adopted);
      continue; // it failed at network level: the client sends it itself
    }
    release = await acquireSlot(options.signal, false, options.priority);
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
    // The client's chunk (loaded at boot; a failed load is tried again here), then the newest token.
    const { client } = await loadHttpClient();
    syncWithOtherTabs();
    if (startedIn !== generation) throw cancelledError();
    token = options.anonymous ? null : (current?.token ?? null);
    inFlight.set(id, controller);
    const response = await client.request<T>({
      // Built here (requestUrl) when it can be; axios builds the rest the same way.
      ...(finalUrl !== null ? { url: finalUrl } : { baseURL: apiBaseUrl(), url, params: options.params }),
      method,
      data: options.data,
      responseType: options.responseType ?? 'json',
      timeout: 0,
      signal: controller.signal,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    } satisfies AxiosRequestConfig);
    if (json && typeof response.data === 'string' && response.data !== '') {
      // The body claimed success but was HTML or broken JSON.
      throw new ApiError({ status: response.status, code: 'invalid_response', message: UNREADABLE_RESPONSE_MESSAGE, fieldErrors: {} });
    }
    return recorded({ response, token });
  } catch (error) {
    const apiError = timedOut ? new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} }) : await normaliseError(error);
    throw Object.assign(apiError, { usedToken: token });
  } finally {
    clearTimeout(timer);
    inFlight.delete(id);
    options.signal?.removeEventListener('abort', forwardAbort);
    release();
  }
}

/**
 * A claimed boot request's answer as the client's own (api/bootRequests.ts), without axios: its
 * data, or its ApiError with the boot token as the token used (so `request()` refreshes, retries or
 * logs out as for any answer). Null when it failed at network level (the caller sends it itself).
 */
async function adoptBootAnswer<T>(
  booted: BootRequest,
  token: string,
  startedIn: number,
  options: RequestOptions,
): Promise<{ response: AxiosResponse<T>; token: string } | null> {
  const answer = await new Promise<BootAnswer | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      booted.abort();
      reject(Object.assign(new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} }), { usedToken: token }));
    }, options.timeout ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => {
      booted.abort();
      reject(cancelledError());
    };
    const settle = (value: BootAnswer | null) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(value);
    };
    if (options.signal?.aborted) onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    void booted.answer.then(settle, () => settle(null));
  });
  if (startedIn !== generation) throw cancelledError();
  if (!answer) return null;
  try {
    const { status, data } = readBootAnswer(answer);
    return { response: { data: data as T, status, statusText: '', headers: {}, config: {} } as AxiosResponse<T>, token };
  } catch (error) {
    throw Object.assign(error as ApiError, { usedToken: token });
  }
}

/**
 * Sends one call to the API through the queue, with the token, refreshing it when it has expired
 * (once, shared by every caller) and retrying once after a `token_expired` answer.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<AxiosResponse<T>> {
  // The token never leaves the API's origin: an absolute address anywhere else (a file host, a
  // paginator link gone astray) goes without it, whatever the caller asked.
  if (!options.anonymous && /^([a-z][\w+.-]*:)?\/\//i.test(url)) {
    await runtimeConfigPending();
    const originOf = (address: string) => new URL(address, location.href).origin;
    let foreign = true;
    try {
      foreign = originOf(url) !== originOf(apiBaseUrl());
    } catch {
      // An address that does not parse is no address of the API's.
    }
    if (foreign) options = { ...options, anonymous: true };
  }
  // Anonymous: no token, so no refresh, retry or logout.
  if (options.anonymous) return (await sendOnce<T>(url, options)).response;
  const isDownload = options.responseType === 'blob';
  try {
    const { response } = await sendOnce<T>(url, options);
    return response;
  } catch (error) {
    const apiError = error as ApiError & { usedToken?: string | null };
    const tokenUsed = apiError.usedToken ?? null;
    syncWithOtherTabs(); // another tab may have refreshed (or signed out) while this call was out
    // token_expired: refresh (shared) and retry once. Any token problem with a token that a
    // refresh has meanwhile replaced: retry once with the new one, no refresh.
    const rotated = isTokenProblem(apiError) && tokenUsed !== null && current !== null && current.token !== tokenUsed;
    if ((apiError.code === 'token_expired' || rotated) && tokenUsed && current) {
      if (!rotated) await refreshToken(tokenUsed);
      try {
        const { response } = await sendOnce<T>(url, options);
        return response;
      } catch (retryError) {
        const retryApiError = retryError as ApiError & { usedToken?: string | null };
        if (isTokenProblem(retryApiError) || (isDownload && retryApiError.status === 401)) {
          if (await otherTabRenewed(retryApiError.usedToken ?? null)) return (await sendOnce<T>(url, options)).response;
          logOutOnce();
        }
        throw retryApiError;
      }
    }
    if ((isTokenProblem(apiError) || (isDownload && apiError.status === 401)) && (tokenUsed || current)) {
      // A token another tab rotated a moment ago: retry with the new one once it arrives.
      if (await otherTabRenewed(tokenUsed)) return (await sendOnce<T>(url, options)).response;
      logOutOnce();
    }
    throw apiError;
  }
}

export { statusMessage };
export { MAX_CONCURRENT_REQUESTS, queueState, type RequestPriority } from './requestQueue';
export { INACTIVITY_MESSAGE, REFRESH_MARKER_HEADER, type RequestOptions } from './requestOptions';
