import { useEffect, useState } from 'react';

/**
 * Creating a chart (layout, text measuring, the first draw) is the longest piece of main-thread
 * work on a page with charts. Charts that mount together take turns, one per task, so the page
 * stays responsive between them (issue 9: total blocking time). The card holds the chart's space
 * meanwhile, so nothing moves.
 */
const waiting: Array<() => void> = [];
let pumping = false;

function pump() {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  setTimeout(pump, 0);
}

/** False until it is this chart's turn to be created (a task after the previous chart's). */
export function useChartTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    waiting.push(() => {
      if (mounted) setReady(true);
    });
    if (!pumping) {
      pumping = true;
      setTimeout(pump, 0);
    }
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}

/**
 * A value axis tick as text. chart.js's default formats ticks with Intl.NumberFormat, whose first
 * construction on a page loads locale data on the main thread; the portal's axes (scores, counts,
 * percentages) need no grouping beyond what this gives.
 */
export function tickText(value: number | string): string {
  if (typeof value !== 'number') return value;
  const rounded = Math.round(value * 100) / 100;
  return Math.abs(rounded) >= 1000 ? rounded.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(rounded);
}
