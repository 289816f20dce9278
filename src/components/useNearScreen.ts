import { useEffect, useState } from 'react';

/** How far ahead of the screen an element counts as near it (a flick of the thumb on a phone). */
export const NEAR_SCREEN_MARGIN = '600px 0px';

/**
 * False until the element (a callback ref's, kept in state) is on the screen or within NEAR_SCREEN_MARGIN of it, then true for good.
 * What is drawn, not read (a chart's canvas: its figures are in the card's text and table view),
 * waits for it: a phone that opens a long dashboard draws the charts its user scrolls to, not all
 * of them in the load (issue 30: the dashboard's blocking time was its charts). True at once where
 * the browser has no IntersectionObserver.
 */
export function useNearScreen(element: Element | null): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
