import { vi } from 'vitest';

/**
 * Pretends the viewport is at least 1024 px wide (tables, tabs) or a phone (cards, selects) until
 * mocks are restored. `large` may be a function, read on every media query.
 */
export function setLargeScreen(large: boolean | (() => boolean)): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, query.includes('min-width: 1024px') && (typeof large === 'function' ? large() : large)));
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
