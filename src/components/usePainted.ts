import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';

/**
 * False on a component's first render, true once that render has reached the screen. What the
 * first paint does not need (a chart's code: chart.js is the largest chunk a page loads) starts
 * after it, so the page's own content paints without it competing for the network and the CPU.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterNextPaint(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
