import { vi } from 'vitest';

/** Pretends the viewport is at least 1024 px wide (tabs and tables) or a phone (select and cards). */
export function setLargeScreen(large: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width: 1024px') ? large : false,
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
