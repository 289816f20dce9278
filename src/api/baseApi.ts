import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { BootRecording } from './bootRequests';
import type { ApiErrorShape } from './errors';
import { normaliseError, request, type RequestOptions } from './http';
import { unreadableData } from './decodeError';
import { createRecordingApi } from './endpointRegistry';

/** What the base query tells about a call: its method and path (named when an answer cannot be decoded). */
export interface CallMeta {
  call: string;
}

/** What an endpoint's `query` returns: a path under /api and the request options. */
export interface ApiRequest extends Omit<RequestOptions, 'signal' | 'responseType'> {
  url: string;
}

let prefetchDepth = 0;
let speculativeDepth = 0;
/** The navigation whose declared data is being started (its GETs join the boot record). */
let recording: BootRecording | undefined;
/** Cache keys of queries started speculatively (hover, focus) and not yet asked for by the user. */
const speculativeKeys = new Set<string>();
/** How long a prefetched answer stands in for the page's own "fresh on mount" request. */
export const PREFETCH_FRESH_MS = 10_000;
const PREFETCH_MEMORY = 50;
/** Raw answers of prefetches no page was waiting for, each usable once by the page's first request. */
const prefetched = new Map<string, { data: unknown; at: number }>();

/**
 * Runs `start` (which dispatches queries' `initiate`) as a route's prefetch; `speculative` for
 * hover/focus ones, which wait behind every user request in the queue. RTK Query starts the base
 * query synchronously inside `dispatch`, which is what lets this scope reach it. A real
 * navigation's prefetch names its `record`: the GETs it sends are recorded for the boot script.
 */
export function runAsPrefetch<T>(start: () => T, speculative = false, record?: BootRecording): T {
  prefetchDepth += 1;
  if (speculative) speculativeDepth += 1;
  const outer = recording;
  recording = speculative ? undefined : record;
  try {
    return start();
  } finally {
    prefetchDepth -= 1;
    if (speculative) speculativeDepth -= 1;
    recording = outer;
  }
}

/** The user now wants the query a speculation started: it goes ahead of speculative requests. */
export function promoteQuery(queryCacheKey: string | undefined): void {
  if (queryCacheKey) speculativeKeys.delete(queryCacheKey);
}

/** A prefetched answer a page already received (or that is void after a sign-out) is not used again. */
export function forgetPrefetched(queryCacheKey?: string): void {
  if (queryCacheKey === undefined) prefetched.clear();
  else prefetched.delete(queryCacheKey);
}

/**
 * RTK Query's base query over the one HTTP client; errors are plain ApiError shapes.
 * Pages ask for fresh data on mount (`refetchOnMountOrArgChange: true`); when the route's prefetch
 * answered a moment before the page's chunk arrived, that answer is this visit's fresh data, and
 * the page's mount request is served from it once instead of going to the server again.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiErrorShape, object, CallMeta> = async (
  args,
  { signal, queryCacheKey, forced, type },
) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  const meta: CallMeta = { call: `${(options.method ?? 'GET').toUpperCase()} /api${url.startsWith('/') ? url : `/${url}`}` };
  // A change on the server makes every prefetched answer stale: refetches after it go to the server.
  if (type === 'mutation') prefetched.clear();
  const key = queryCacheKey;
  if (key && forced) {
    const hit = prefetched.get(key);
    prefetched.delete(key);
    if (hit && Date.now() - hit.at < PREFETCH_FRESH_MS) return { data: hit.data, meta };
  }
  const fromPrefetch = prefetchDepth > 0;
  const recordFor = fromPrefetch && speculativeDepth === 0 ? recording : undefined;
  if (key && speculativeDepth > 0) speculativeKeys.add(key);
  const priority = key ? () => (speculativeKeys.has(key) ? ('speculative' as const) : ('user' as const)) : 'user';
  try {
    const response = await request(url, { ...options, signal, priority, recordFor });
    const data = response.data === '' ? null : response.data;
    if (key && fromPrefetch) {
      prefetched.delete(key);
      prefetched.set(key, { data, at: Date.now() });
      if (prefetched.size > PREFETCH_MEMORY) prefetched.delete(prefetched.keys().next().value as string);
    }
    return { data, meta };
  } catch (error) {
    return { error: (await normaliseError(error)).toJSON(), meta };
  } finally {
    if (key) speculativeKeys.delete(key);
  }
};

/**
 * The one RTK Query API; each area adds its endpoints with `baseApi.injectEndpoints` (each definition
 * is recorded as it is injected: api/endpointRegistry.ts).
 */
export const baseApi = createRecordingApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // An endpoint's `rawResponseSchema` (src/api/schema.ts blocks) decodes every answer; one it cannot
  // read becomes the one decoding ApiError, logged with the call and the failing path.
  // A prefetched answer that could not be read never stands in for a later request (Retry asks again).
  catchSchemaFailure: (error, info) => {
    if (info.queryCacheKey) forgetPrefetched(info.queryCacheKey);
    return unreadableData((error._bqMeta as CallMeta | undefined)?.call ?? info.endpoint, error.issues);
  },
  tagTypes: ['Session', 'Dashboard', 'CaseDashboard', 'CaseList', 'CaseFilters', 'Case', 'CaseCustomer', 'Clients', 'Roles', 'Profile'],
  endpoints: () => ({}),
});
