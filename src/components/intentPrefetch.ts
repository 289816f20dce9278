import type { FocusEvent, MouseEvent, TouchEvent } from 'react';

/**
 * Hover and focus prefetch: a link or row that the user is about to open starts that route's code
 * (and its declared data) after a short intent delay, so the click feels instant. The app registers
 * what "prefetch a path" means (the route table); areas only attach `intentPrefetch(path)`.
 */
type Prefetcher = (path: string) => void;

/** How long the pointer must rest (or focus stay) before anything is fetched: a sweep sends nothing. */
export const INTENT_DELAY_MS = 80;

let prefetcher: Prefetcher = () => {};
let timer: ReturnType<typeof setTimeout> | null = null;
let pendingPath: string | null = null;

/** The app's route-table prefetcher (set once at start-up; tests may set their own). */
export function setIntentPrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

function cancel(path?: string) {
  if (path !== undefined && pendingPath !== path) return;
  if (timer) clearTimeout(timer);
  timer = null;
  pendingPath = null;
}

function schedule(path: string) {
  if (pendingPath === path) return;
  cancel();
  pendingPath = path;
  timer = setTimeout(() => {
    timer = null;
    pendingPath = null;
    try {
      prefetcher(path);
    } catch {
      // Speculation never breaks the page.
    }
  }, INTENT_DELAY_MS);
}

/** Props for an element that leads to `path`: hover, focus or touch starts its prefetch. */
export function intentPrefetch(path: string) {
  return {
    onMouseEnter: (_event: MouseEvent) => schedule(path),
    onMouseLeave: (_event: MouseEvent) => cancel(path),
    onFocus: (_event: FocusEvent) => schedule(path),
    onBlur: (_event: FocusEvent) => cancel(path),
    onTouchStart: (_event: TouchEvent) => schedule(path),
  };
}
