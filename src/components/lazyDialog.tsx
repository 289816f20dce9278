import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (react-bootstrap's Modal and its transitions) loads the first time it is
 * shown, not with the page that holds it: the shell's Log Out question and the job search's picker
 * stay out of every page's first load. Once shown it stays mounted, so closing still animates and
 * focus still returns to the opener.
 */
export function lazyDialog<P extends { show: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Dialog = lazy(load);
  function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.show);
    if (props.show && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
