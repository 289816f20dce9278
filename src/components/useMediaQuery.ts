import { useSyncExternalStore } from 'react';

/** True while the media query matches (e.g. the full layout from 1024 px). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The portal's full layout breakpoint (document 002 §9: full layout from 1024 px width). */
export const LARGE_SCREEN = '(min-width: 1024px)';
