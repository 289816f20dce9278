import { useContext, useEffect } from 'react';
import { ReactReduxContext } from 'react-redux';
import { afterRequestsSettle } from '@/api/http';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { whenIdle } from '@/lib/whenIdle';

interface StoreLike {
  getState(): unknown;
  subscribe(listener: () => void): () => void;
}

/** True while an RTK Query request is on its way (the page's data has not painted yet). */
function loading(state: unknown): boolean {
  const api = (state as { api?: { queries?: Record<string, { status?: string } | undefined> } }).api;
  return Object.values(api?.queries ?? {}).some((query) => query?.status === 'pending');
}

/**
 * Runs `work` once the page's requests have answered and been quiet for a second
 * (api/requestQueue.ts `afterRequestsSettle`), their data has painted and the browser is idle: code a
 * page needs only after a click then never competes with what it shows first.
 * Returns a cancel.
 */
function whenPageSettled(store: StoreLike | null, work: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  // The page's requests quiet for a second as well (a page that asks in waves, each after the last
  // has rendered, has no request pending between two of them for a moment).
  const start = () =>
    void afterRequestsSettle().then(() =>
      afterNextPaint(() => {
        if (!cancelled) cancelIdle = whenIdle(work, { timeout: 3000, fallbackMs: 200 });
      }),
    );
  let unsubscribe: (() => void) | null = null;
  if (store && loading(store.getState())) {
    unsubscribe = store.subscribe(() => {
      if (loading(store.getState())) return;
      unsubscribe?.();
      unsubscribe = null;
      start();
    });
  } else start();
  return () => {
    cancelled = true;
    unsubscribe?.();
    cancelIdle?.();
  };
}

type Preload = () => Promise<unknown>;

/** Chunks asked for (with how many mounted components ask), fetched together once the page settles. */
const wanted = new Map<Preload, number>();
/** Chunks already fetched ahead: a component that asks again later waits for nothing. */
const fetched = new WeakSet<Preload>();
let waiting: (() => void) | null = null;

/**
 * Fetches one wanted chunk, and the next in the browser's next idle period: each fetch inserts its
 * chunk's preload links (Vite's preload helper), and all of a page's dialogs at once made one task of
 * 8-36 ms on this machine, 30-150 ms at a phone's 4x CPU, counted in the page's blocking time when
 * it passed 50 ms (issue 30).
 */
function fetchWanted(): void {
  waiting = null;
  const next = wanted.keys().next();
  if (next.done) return;
  const preload = next.value;
  wanted.delete(preload);
  fetched.add(preload);
  preload().catch(() => fetched.delete(preload));
  if (wanted.size > 0) waiting = whenIdle(fetchWanted, { timeout: 3000, fallbackMs: 200 });
}

/**
 * Fetches a chunk the page will want after a click (a dialog, a panel) once the page has settled
 * (`whenPageSettled`); a failure is silent (the click loads it again). Nothing while `enabled` is
 * false. However many components ask (a dialog per list row), the page waits once and each chunk is
 * fetched once.
 */
export function usePreloadWhenSettled(preload: Preload, enabled = true): void {
  const store = useContext(ReactReduxContext)?.store ?? null;
  useEffect(() => {
    if (!enabled || fetched.has(preload)) return undefined;
    wanted.set(preload, (wanted.get(preload) ?? 0) + 1);
    waiting ??= whenPageSettled(store, fetchWanted);
    return () => {
      const count = (wanted.get(preload) ?? 1) - 1;
      if (count > 0) wanted.set(preload, count);
      else wanted.delete(preload);
      if (wanted.size === 0 && waiting) {
        waiting();
        waiting = null;
      }
    };
  }, [store, preload, enabled]);
}
