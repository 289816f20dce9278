import { Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import { ReactReduxContext } from 'react-redux';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { preloadableLazy } from '@/lib/preloadableLazy';

/** A dialog component whose code loads on first show; `preload()` fetches it ahead. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => Promise<unknown> };

interface StoreLike {
  getState(): unknown;
  subscribe(listener: () => void): () => void;
}

/** True while an RTK Query request of the page is on its way (its data has not painted yet). */
function loading(state: unknown): boolean {
  const api = (state as { api?: { queries?: Record<string, { status?: string } | undefined> } }).api;
  return Object.values(api?.queries ?? {}).some((query) => query?.status === 'pending');
}

const idle = (work: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
};

/**
 * Runs `work` once the page's requests have answered, their data has painted and the browser is
 * idle: a dialog's code then never competes with what the page shows first. Returns a cancel.
 */
function whenPageSettled(store: StoreLike | null, work: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  const start = () =>
    afterNextPaint(() => {
      if (!cancelled) cancelIdle = idle(work);
    });
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

/**
 * A dialog whose code (react-bootstrap's Modal or Offcanvas and their transitions) loads the first
 * time it is shown, not with the page that holds it: closed, it renders nothing and loads nothing.
 * Once the page's data has painted and the browser is idle, the code is fetched ahead, so a first
 * click opens the dialog at once; before that, a click shows it as soon as its chunk arrives (with
 * no placeholder: the page does not move). Once shown it stays mounted, so closing still animates
 * and focus still returns to the opener. `show` left out means shown (a dialog mounted to open).
 */
export function lazyDialog<P extends { show?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): LazyDialog<P> {
  const Dialog = preloadableLazy(load) as unknown as ComponentType<P> & { preload: () => Promise<unknown> };
  const preload = () => Dialog.preload();
  function LazyDialog(props: P) {
    const shown = props.show !== false;
    const [wanted, setWanted] = useState(shown);
    if (shown && !wanted) setWanted(true);
    const store = useContext(ReactReduxContext)?.store ?? null;
    useEffect(() => {
      if (wanted) return undefined;
      return whenPageSettled(store, () => void preload().catch(() => undefined));
    }, [store, wanted]);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
