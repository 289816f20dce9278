import { Suspense, useState, type ComponentType } from 'react';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { usePreloadWhenSettled } from './preloadWhenSettled';

/** A dialog component whose code loads on first show; `preload()` fetches it ahead. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => Promise<unknown> };

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
    usePreloadWhenSettled(preload, !wanted);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload });
}
