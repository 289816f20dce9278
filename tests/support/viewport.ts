import { vi } from 'vitest';

/**
 * Pretends the viewport is at least 1024 px wide (tables, tabs) or a phone (cards, selects) until
 * mocks are restored. `large` may be a function, read on every media query.
 */
export function setLargeScreen(large: boolean | (() => boolean)): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 1024px') ? (typeof large === 'function' ? large() : large) : false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
