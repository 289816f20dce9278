import { adoptBootAnswer, fetchBeforeClient, sendsBeforeClient } from './bootAdoption';
import { claimBootRequest, recordBootRequest, requestUrl } from './bootRequests';
import { ApiError, UNREADABLE_RESPONSE_MESSAGE, isTokenProblem, statusMessage } from './errors';
import { pendingRefresh, refreshToken } from './refresh';
import { acquireSlot, cancelledError } from './requestQueue';
import type { RequestOptions } from './requestOptions';
import { runtimeConfigPending } from './runtimeConfig';
import { currentToken, identityGeneration, logOutOnce, otherTabRenewed, syncWithOtherTabs, trackInFlight, untrackInFlight } from './token';
import {
  REQUEST_TIMEOUT_MS,
  apiBaseUrl,
  httpClientHold,
  httpClientLoaded,
  loadHttpClient,
  ownTask,
  normaliseError,
  timeoutError,
  type HttpRequestConfig,
  type HttpResponse,
} from './transport';

/*
 * The HTTP client: every call to the API goes through `request()`, which waits for the runtime
 * config, keeps the token fresh (api/token.ts, api/refresh.ts), adopts an answer the boot script
 * already has (api/bootAdoption.ts), takes one of the four slots (api/requestQueue.ts) and sends it
 * through the transport (api/transport.ts, the one file that imports axios); on a load the boot script
 * sent nothing for, a GET of JSON goes out with fetch until axios is in (fetchBeforeClient). This module is the
 * client's public face: the rest of the app imports from here only.
 */

async function sendOnce<T>(url: string, options: RequestOptions): Promise<{ response: HttpResponse<T>; token: string | null }> {
  const startedIn = identityGeneration();
  // The addresses arrive at start (/config.json): nothing goes out before they have (no wait once settled).
  const configLoading = runtimeConfigPending();
  if (configLoading) await configLoading;
  const method = options.method ?? 'GET';
  const json = (options.responseType ?? 'json') === 'json';
  // The one string the request goes to, the boot record holds and a boot request is found by.
  const finalUrl = requestUrl(apiBaseUrl(), url, options.params);
  const adoptable = !options.anonymous && method === 'GET' && json && finalUrl !== null;
  const recorded = (response: { response: HttpResponse<T>; token: string | null }) => {
    if (options.recordFor && adoptable && startedIn === identityGeneration()) recordBootRequest(options.recordFor, finalUrl, apiBaseUrl());
    return response;
  };
  // The token must be fresh before a slot is taken, and still fresh once it is: a request never
  // holds a slot while it waits for a refresh (the refresh needs a slot of its own).
  let release: () => void;
  let refreshed = false;
  const stale = () => {
    const held = currentToken();
    return !options.anonymous && !refreshed && held !== null && Date.now() >= held.expiresAt;
  };
  for (;;) {
    const pending = pendingRefresh();
    if (pending) await pending;
    syncWithOtherTabs();
    if (startedIn !== identityGeneration()) throw cancelledError();
    const held = currentToken();
    if (stale() && held) {
      await refreshToken(held.token);
      refreshed = true; // one refresh per request, even if the new token is short-lived
      continue;
    }
    // The boot script sent this very request with this token: its answer is this request's (no
    // second send, no second slot: the boot request holds one until its answer is in).
    const booted = adoptable ? claimBootRequest(finalUrl, held?.token ?? null) : null;
    if (booted && held) {
      const adopted = await adoptBootAnswer<T>(booted, held.token, startedIn, options);
      if (adopted) return recorded(adopted);
      continue; // it failed at network level: the client sends it itself
    }
    release = await acquireSlot(options.signal, false, options.priority);
    if (!pendingRefresh() && !stale()) break;
    release();
  }
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
    const waited = !httpClientLoaded();
    // Before axios has arrived a GET of JSON goes out without it (fetchBeforeClient): at once on a
    // load the boot script sent nothing for; on one it sent requests for, once the page has painted
    // their answers (the client's hold), so that the page's next requests do not count in its largest
    // paint. axios then loads when the page has settled (the signed-in frame), not in the tasks that
    // send and read the page's next answers (issue 30: Today's).
    const early = waited && adoptable && typeof fetch === 'function';
    if (early && !sendsBeforeClient()) await httpClientHold();
    if (early && !httpClientLoaded()) {
      syncWithOtherTabs();
      if (startedIn !== identityGeneration()) throw cancelledError();
      token = currentToken()?.token ?? null;
      if (token) {
        trackInFlight(controller);
        const early = await fetchBeforeClient<T>(finalUrl, token, options.headers, controller.signal);
        if (startedIn !== identityGeneration()) throw cancelledError();
        if (early) return recorded({ response: early, token });
      }
    }
    if (waited) await httpClientHold();
    const { client } = await loadHttpClient();
    if (waited) await ownTask();
    syncWithOtherTabs();
    if (startedIn !== identityGeneration()) throw cancelledError();
    token = options.anonymous ? null : (currentToken()?.token ?? null);
    trackInFlight(controller);
    const response = await client.request<T>({
      // Built here (requestUrl) when it can be; axios builds the rest the same way.
      ...(finalUrl !== null ? { url: finalUrl } : { baseURL: apiBaseUrl(), url, params: options.params }),
      method,
      data: options.data,
      responseType: options.responseType ?? 'json',
      timeout: 0,
      signal: controller.signal,
      headers: { ...options.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    } satisfies HttpRequestConfig);
    if (json && typeof response.data === 'string' && response.data !== '') {
      // The body claimed success but was HTML or broken JSON.
      throw new ApiError({ status: response.status, code: 'invalid_response', message: UNREADABLE_RESPONSE_MESSAGE, fieldErrors: {} });
    }
    return recorded({ response, token });
  } catch (error) {
    const apiError = timedOut ? timeoutError() : await normaliseError(error);
    throw Object.assign(apiError, { usedToken: token });
  } finally {
    clearTimeout(timer);
    untrackInFlight(controller);
    options.signal?.removeEventListener('abort', forwardAbort);
    release();
  }
}

/**
 * Sends one call to the API through the queue, with the token, refreshing it when it has expired
 * (once, shared by every caller) and retrying once after a `token_expired` answer.
 */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  // The token never leaves the API's origin: an absolute address anywhere else (a file host, a
  // paginator link gone astray) goes without it, whatever the caller asked.
  if (!options.anonymous && /^([a-z][\w+.-]*:)?\/\//i.test(url)) {
    await runtimeConfigPending();
    const originOf = (address: string) => new URL(address, globalThis.location?.href ?? apiBaseUrl()).origin;
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
    const held = currentToken();
    const rotated = isTokenProblem(apiError) && tokenUsed !== null && held !== null && held.token !== tokenUsed;
    if ((apiError.code === 'token_expired' || rotated) && tokenUsed && held) {
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
    if ((isTokenProblem(apiError) || (isDownload && apiError.status === 401)) && (tokenUsed || currentToken())) {
      // A token another tab rotated a moment ago: retry with the new one once it arrives.
      if (await otherTabRenewed(tokenUsed)) return (await sendOnce<T>(url, options)).response;
      logOutOnce();
    }
    throw apiError;
  }
}

export { statusMessage };
export { recordBootAnswer } from './bootAdoption';
export { endSession, hasToken, onAuthFailure, onOtherTabChange, startSession } from './token';
export { apiBaseUrl, httpClientHold, normaliseError, pagePainted, preloadHttpClient } from './transport';
export { afterRequestsSettle, MAX_CONCURRENT_REQUESTS, queueState, type RequestPriority } from './requestQueue';
export { INACTIVITY_MESSAGE, REFRESH_MARKER_HEADER, type RequestOptions } from './requestOptions';
