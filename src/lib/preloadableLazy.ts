import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };

/** A `lazy()` component whose chunk can be started before it renders. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy()
export type Preloadable<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<Module<T>> };

/** A script chunk that has not arrived after this long has failed (000 §9 "Script chunk load time-out 120 s"). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The failure of a chunk that took too long: named like a failed chunk, so the shell offers the reload. */
export function chunkTimeoutError(): Error {
  return Object.assign(new Error(`Loading chunk timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`), { name: 'ChunkLoadError' });
}

/** The import, or a ChunkLoadError once CHUNK_LOAD_TIMEOUT_MS have passed without it. */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(chunkTimeoutError()), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * `lazy()` that renders at once when its chunk has already arrived (started by the router at route
 * match, by a hover, or by a data declaration): React then never shows the Suspense fallback, and
 * never holds the content back for its fallback throttle (up to 300 ms in React 19). Only when the
 * chunk is still on its way does it suspend like `lazy()`. The import runs once; a failed one is
 * tried again on the next call (a retry after a network error). A chunk still on its way after
 * 120 s fails as a ChunkLoadError (the shell's new-version notice), never a spinner for ever.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy()
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>): Preloadable<T> {
  let loaded: Module<T> | null = null;
  let pending: Promise<Module<T>> | null = null;
  const preload = () => {
    pending ??= withChunkTimeout(load()).then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy accepts any thenable: one that calls back at once resolves the component in the
  // same render (React reads the result right after calling `then`).
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (module: Module<T>) => void) => resolve(loaded as Module<T>) } as unknown as Promise<Module<T>>) : preload(),
  );
  return Object.assign(Lazy, { preload });
}
