import { preloadableLazy } from '@/lib/preloadableLazy';

/**
 * Whether this browser can hand a canvas's drawing to a worker (OffscreenCanvas, a module worker):
 * then the chart worker draws the page's charts off its main thread (OffscreenChart.tsx); elsewhere
 * (and under jsdom) the chart modules draw on the main thread.
 */
export function canDrawOffMainThread(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement === 'function' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/** A chart the chart worker draws: a small chunk (chart.js loads in the worker, not with it). */
export const OffscreenChart = preloadableLazy(() => import('./OffscreenChart'));
