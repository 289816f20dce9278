import { vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof window.matchMedia> | undefined;

/**
 * Pretends the viewport is at least 1024 px wide (tables, tabs) or a phone (cards, selects) until
 * the end of the test (tests/setup.ts calls resetViewport after each). `large` may be a function,
 * read on every media query.
 */
export function setLargeScreen(large: boolean | (() => boolean)): void {
  spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => mediaQueryList(query, query.includes('min-width: 1024px') && (typeof large === 'function' ? large() : large)));
}

/** Undoes setLargeScreen: jsdom's (setup's) matchMedia again, matching nothing. */
export function resetViewport(): void {
  spy?.mockRestore();
  spy = undefined;
}

/** A MediaQueryList that never changes (jsdom has none). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
