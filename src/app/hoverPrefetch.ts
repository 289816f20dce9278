import { matchRoutes, type RouteObject } from 'react-router';
import { startRoute } from './routePrefetch';
import type { AppRoute } from './routeTable';
import type { AppStore } from '@/store/store';

// Hover/focus prefetch: its own small chunk (loaded on the first hover), out of the login page's first load.

/** A path prefetched on hover is not prefetched again for this long. */
const HOVER_TTL_MS = 15_000;
const HOVER_MEMORY = 40;
const recentlyHovered = new Map<string, number>();

/** The route-table entry and parameters that `path` matches, if any. */
export function matchAppRoute(routes: RouteObject[], path: string) {
  const url = new URL(path, 'http://localhost');
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const last = matches[matches.length - 1];
  const route = (last?.route.handle as { route?: AppRoute } | undefined)?.route;
  return route ? { route, params: last.params, search: url.searchParams } : null;
}

/** Hover/focus prefetch of a path: code always (cheap, cached), data bounded and deduped. */
export function prefetchPath(routes: RouteObject[], store: AppStore, path: string, now = Date.now()): void {
  const match = matchAppRoute(routes, path);
  if (!match) return;
  const last = recentlyHovered.get(path);
  if (last !== undefined && now - last < HOVER_TTL_MS) return;
  recentlyHovered.delete(path);
  recentlyHovered.set(path, now);
  if (recentlyHovered.size > HOVER_MEMORY) recentlyHovered.delete(recentlyHovered.keys().next().value as string);
  void startRoute(match.route, { store, params: match.params, search: match.search, speculative: true });
}

/** Test hook: forget hover history. */
export function resetPrefetchMemory(): void {
  recentlyHovered.clear();
}
