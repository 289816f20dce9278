import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';

/**
 * False until `ready` (by default at once) has been true for two frames: what those frames paint (a
 * page's cards, rows, title) reaches the screen first. What that paint does not need (a chart's
 * code: chart.js is the largest chunk a page loads) starts after it, so the page's own content
 * paints without it competing for the network and the CPU. Two frames, not one: `ready` often turns
 * true in the task between a frame's layout and its presentation (an IntersectionObserver callback),
 * and a chunk asked for then arrived before the content it follows was on the screen (issue 30: it
 * then counted on the way to the page's largest paint). Once true, it stays true.
 */
export function usePainted(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let mounted = true;
    afterNextPaint(() =>
      afterNextPaint(() => {
        if (mounted) setPainted(true);
      }),
    );
    return () => {
      mounted = false;
    };
  }, [ready, painted]);
  return painted;
}
