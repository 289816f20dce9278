import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'portal.reporting.scroll';
const KEPT = 100;

/** Scroll positions per history entry (location key), kept for the tab's session so a reload finds them too. */
const positions = new Map<string, number>(readStored());

function readStored(): Array<[string, number]> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

function remember(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(top)));
  if (positions.size > KEPT) positions.delete(positions.keys().next().value as string);
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  } catch {
    // Storage full or blocked: positions still live for this page.
  }
}

/** Remembers the window's position for the entry being left (a click can beat the scroll event). */
export function rememberScroll(key: string): void {
  remember(key, window.scrollY);
}

/** The scroll position remembered for a history entry (undefined when none). */
export function scrollPositionOf(key: string): number | undefined {
  return positions.get(key);
}

/** History state a navigation may carry: the scroll position to restore once the page is drawn. */
export interface ScrollState {
  scrollTo?: number;
}

/**
 * Remembers the window's scroll position per history entry and restores it when the entry is
 * shown again (Back / Forward, a reload), or to `state.scrollTo` when a navigation asks for it
 * ('Level up' to a level the user drilled from): once `ready` says the page has its final content.
 * While a restore waits, the shorter loading page's scroll events are not recorded over it.
 */
export function useScrollMemory(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const pending = useRef<{ key: string; top: number } | null>(null);
  const keyRef = useRef(location.key);

  // The browser's own restoration runs before the report is drawn: this page does it instead.
  useEffect(() => {
    if (typeof history === 'undefined' || !('scrollRestoration' in history)) return undefined;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => {
      history.scrollRestoration = previous;
      window.removeEventListener('pagehide', store);
      store();
    };
  }, []);

  useEffect(() => {
    const onScroll = () => {
      if (pending.current?.key === keyRef.current) return;
      remember(keyRef.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new entry: restore its position (Back / Forward / reload, or a requested one), or start remembering it from here.
  useLayoutEffect(() => {
    keyRef.current = location.key;
    const requested = (location.state as ScrollState | null)?.scrollTo;
    const saved = typeof requested === 'number' ? requested : navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (typeof saved === 'number') pending.current = { key: location.key, top: saved };
    else {
      pending.current = null;
      remember(location.key, window.scrollY);
    }
  }, [location.key, location.state, navigationType]);

  useLayoutEffect(() => {
    const target = pending.current;
    if (!ready || !target || target.key !== location.key) return;
    pending.current = null;
    window.scrollTo({ top: target.top, behavior: 'instant' as ScrollBehavior });
    remember(location.key, target.top);
  }, [ready, location.key]);
}
