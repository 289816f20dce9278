import { useEffect, useState, type ReactElement } from 'react';
import { whenIdle } from '@/lib/whenIdle';

/**
 * A dashboard widget below the first screen's two, mounted in an idle task of its own after the
 * body's first commit (issue 30: total blocking time). The body's first render used to create every
 * widget's elements in one commit, 600 and more on a phone, most of them below the screen, where
 * `content-visibility: auto` already spares their layout and paint but not their creation and style.
 * Now the first two widgets commit with the body, and the others follow one per task, in their
 * order: top to bottom, so a widget never appears above one already shown.
 *
 * Until then the widget's grid cell holds its place: the same classes, a minimum height, nothing
 * painted (an empty cell that moves is no layout shift), hidden from assistive technology. Each
 * widget waits at most LATER_WIDGET_TIMEOUT_MS for an idle period after the one before it.
 */

/** The longest a widget waits for an idle period. */
export const LATER_WIDGET_TIMEOUT_MS = 500;

const waiting: Array<() => void> = [];
let pumping = false;

const nextIdle = (work: () => void) => void whenIdle(work, { timeout: LATER_WIDGET_TIMEOUT_MS });

/** Mounts the waiting widgets one per idle task, first come first served. */
function pump(): void {
  if (pumping) return;
  pumping = true;
  const step = () => {
    const mount = waiting.shift();
    if (!mount) {
      pumping = false;
      return;
    }
    mount();
    nextIdle(step);
  };
  nextIdle(step);
}

export function LaterWidget({ widget }: { widget: ReactElement<{ className?: string }> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    waiting.push(() => {
      if (live) setShown(true);
    });
    pump();
    return () => {
      live = false;
    };
  }, []);
  if (shown) return widget;
  return <div className={`${widget.props.className ?? ''} dashboard-widget-later`} aria-hidden="true" data-testid="dashboard-widget-later" />;
}
