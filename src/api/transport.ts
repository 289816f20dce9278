import type * as AxiosExports from 'axios';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { CLIENT_HEADERS } from './bootScript';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, apiErrorFromBody, isBlobLike, parseJsonText } from './errors';
import { cancelledError } from './requestQueue';
import { runtimeConfig } from './runtimeConfig';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { nextTask } from '@/lib/nextTask';

/*
 * The transport under the HTTP client (api/http.ts): axios and the portal's one instance of it, in
 * their own chunk, and what axios's failures mean as an ApiError. The one file that imports axios;
 * the rest of the client (token.ts, refresh.ts, bootAdoption.ts, http.ts) reaches it through here.
 */

/** An answer as the client hands it to its callers (axios's shape, also for an adopted boot answer). */
export type HttpResponse<T = unknown> = AxiosResponse<T>;
/** What one call to the transport says: the URL (or base, path and params), method, body, headers. */
export type HttpRequestConfig = AxiosRequestConfig;

/**
 * Where the API lives: read at start from `/config.json` (api/runtimeConfig.ts; this origin's `/api`
 * by default), never baked into the build. Every request waits for that load to settle.
 */
export const apiBaseUrl = (): string => runtimeConfig().apiBaseUrl;
export const REQUEST_TIMEOUT_MS = 60_000;

let axiosLoad: Promise<{ axios: typeof AxiosExports; client: AxiosInstance }> | null = null;

/**
 * axios and the portal's single instance of it, in their own chunk (issue 23): the login page paints
 * without them. A signed-in load starts them at once (api/bootAdoption.ts), beside the framework, so a
 * page's first request never waits for them; the login page once it has loaded. A failed load is
 * tried again.
 */
export function loadHttpClient(): Promise<{ axios: typeof AxiosExports; client: AxiosInstance }> {
  axiosLoad ??= import('axios').then(
    // The instance in a task of its own, after the one that evaluated axios's module: each is short
    // (on a first visit the chunk loads once the page has settled, and neither adds to its blocking time).
    async (axios) => {
      await nextTask();
      const client = axios.default.create({
        // No baseURL here: each request takes the configured one (apiBaseUrl()) when it is sent.
        // The fetch adapter: abortable with signals, and blobs behave the same in browsers and tests.
        adapter: 'fetch',
        // The API takes a bearer token, never an XSRF cookie: axios would otherwise read
        // document.cookie for one on every same-origin request (a synchronous call to the browser
        // process in Chromium, in the task that sends the request).
        withXSRFToken: false,
        timeout: REQUEST_TIMEOUT_MS,
        headers: { ...CLIENT_HEADERS },
      });
      httpClientReady = true;
      return { axios, client };
    },
    (error: unknown) => {
      axiosLoad = null;
      throw error;
    },
  );
  return axiosLoad;
}

/** True once the client's chunk has loaded (a request then goes out in the task that asks for it). */
let httpClientReady = false;
export const httpClientLoaded = (): boolean => httpClientReady;

/** The longest the client's chunk waits for the page's first paint (a page that never paints). */
export const CLIENT_HOLD_MAX_MS = 2_000;
let hold: Promise<void> | null = null;
let releaseHold: (() => void) | null = null;
let framePainted = false;
let answersIn = false;

/**
 * On a load whose first answers the boot script is bringing (api/bootAdoption.ts), a request it did
 * not send waits for the page to have painted those answers before the client's chunk loads: axios's
 * arrival, its evaluation and the sends then happen after the page has painted its first answers,
 * not in the tasks before it (issue 30: Today sends more requests than the boot script's four, and
 * anything that arrives before the page's largest paint counts towards it). That is: the frame has
 * painted (pagePainted), `bootAnswers` has settled, and two frames have painted since (the answers'
 * decoding and render). At most CLIENT_HOLD_MAX_MS; once the client has loaded, nothing waits.
 */
export function holdHttpClientUntilPainted(bootAnswers: Promise<unknown> = Promise.resolve(), maxMs = CLIENT_HOLD_MAX_MS): void {
  if (hold || httpClientReady) return;
  framePainted = false;
  answersIn = false;
  hold = new Promise<void>((resolve) => {
    releaseHold = resolve;
    setTimeout(resolve, maxMs);
  });
  const settled = () => {
    answersIn = true;
    releaseWhenPainted();
  };
  bootAnswers.then(settled, settled);
}

function releaseWhenPainted(): void {
  if (!framePainted || !answersIn || !releaseHold) return;
  const release = releaseHold;
  releaseHold = null;
  afterNextPaint(() => afterNextPaint(release));
}

/** The signed-in frame has painted the page: requests that wait for it go on once the boot answers are in. */
export function pagePainted(): void {
  framePainted = true;
  releaseWhenPainted();
}

/** Resolves when a request may load the client's chunk (at once unless holdHttpClientUntilPainted waits). */
export const httpClientHold = (): Promise<void> => hold ?? Promise.resolve();

let turns: Promise<void> = Promise.resolve();
/**
 * Resolves in a task of its own, after every earlier caller's. The requests that waited for the
 * client's chunk are sent one per task when it arrives: each costs axios a few milliseconds (its
 * config merge, headers and fetch adapter; four times that on a phone), and all of them in the task
 * that loaded the chunk made one long task of a first visit (issue 30).
 */
export function ownTask(): Promise<void> {
  const mine = turns.then(nextTask);
  turns = mine;
  return mine;
}

/** Fetches the HTTP client's chunk ahead of the first request that needs it; a failure is tried again by that request. */
export function preloadHttpClient(): Promise<unknown> {
  return loadHttpClient();
}

/** What a request gets when no answer came in time (the client's own timer, or axios's). */
export function timeoutError(): ApiError {
  return new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE, fieldErrors: {} });
}

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
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return timeoutError();
    const response = error.response;
    if (!response) return new ApiError({ status: 0, code: 'network_error', message: NETWORK_ERROR_MESSAGE, fieldErrors: {} });
    let body: unknown = response.data;
    if (isBlobLike(body)) body = parseJsonText(await body.text());
    else if (typeof body === 'string') body = parseJsonText(body);
    return apiErrorFromBody(response.status, body);
  }
  return new ApiError({ status: 0, code: 'client_error', message: error instanceof Error ? error.message : String(error), fieldErrors: {} });
}
