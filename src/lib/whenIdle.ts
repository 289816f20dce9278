/**
 * Runs `work` once the browser is idle (`requestIdleCallback`), or after `timeout` ms at the latest
 * when one is given; where there is no idle callback (Safari before 18, jsdom), after a plain timer
 * of `fallbackMs` (0 by default). Returns a cancel. Work the first screen does not need waits for it:
 * the dialogs' code fetched ahead (components/preloadWhenSettled.ts), a large report's indexes
 * (features/reporting/hooks/useIdleTableIndexes.ts), the dashboard's lower widgets
 * (features/dashboard/components/bodies/LaterWidget.tsx).
 */
export function whenIdle(work: () => void, { timeout, fallbackMs = 0 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(work, fallbackMs);
  return () => window.clearTimeout(timer);
}
