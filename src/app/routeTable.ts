import type { ComponentType, LazyExoticComponent } from 'react';
import type { Permission } from '@/lib/permissions';
import { preloadableLazy } from '@/lib/preloadableLazy';
import type { RouteSection } from '@/store/events';
import type { RouteData } from '@/store/routeData';

/** Who may open a route (document 000 §2). */
export type RouteAccess = 'guest' | 'public' | 'auth';
/** Which layout frames the page. */
export type RouteLayout = 'master' | 'submenu' | 'public' | 'basic' | 'none';

export type { RouteSection } from '@/store/events';
export type { RouteData, RoutePrefetchArgs } from '@/store/routeData';

/** A lazy page whose chunk can also be started before it renders (route match, hover). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * `lazy()` that keeps its import at hand, so the router starts the chunk when the route matches,
 * and that renders without suspending once the chunk has arrived (lib/preloadableLazy).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  return preloadableLazy(load);
}

/** Every area's route data loader fromArea() made, to load them all at once (loadRouteData). */
const areaLoads = new Set<() => Promise<unknown>>();

/**
 * A route's data declaration, kept in its area's `features/<area>/<area>RouteData.ts` and loaded on
 * first use (a tiny chunk that loads beside the page chunk), so the entry bundle carries no area's
 * endpoints: `fromArea(() => import('@/features/cases/casesRouteData'), 'caseListData')`. The
 * returned declaration settles with what the area's function returned; once the area's module has
 * loaded, it runs at once (its requests start within the call).
 */
export function fromArea<M extends Record<K, RouteData>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ((args: Parameters<RouteData>[0]) => Promise<Awaited<ReturnType<M[K]>>>) & AreaReady {
  let loaded: M | null = null;
  const ready = () => load().then((module) => (loaded = module));
  areaLoads.add(ready);
  const declaration = (args: Parameters<RouteData>[0]) => {
    if (!loaded) return ready().then((module) => module[name](args) as Awaited<ReturnType<M[K]>>);
    try {
      return Promise.resolve(loaded[name](args) as Awaited<ReturnType<M[K]>>);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  return Object.assign(declaration, { ready });
}

/** A declaration made with `fromArea`: `ready()` loads its area's module (after which it runs at once). */
export interface AreaReady {
  ready: () => Promise<unknown>;
}

/**
 * Loads the route data module of every declaration made so far: afterwards each declaration starts
 * its requests within the call (the build's boot table reads them that way, scripts/boot-requests).
 */
export function loadRouteData(): Promise<void> {
  return Promise.all([...areaLoads].map((load) => load())).then(() => undefined);
}

export interface AppRoute {
  path: string;
  name?: string;
  access: RouteAccess;
  layout: RouteLayout;
  section?: RouteSection;
  /**
   * The permission the page itself needs (000 §6), enforced by the guard whatever the menu shows:
   * without it the user lands on their first permitted page, and nothing of the page is loaded.
   */
  permission?: Permission;
  /** The page chunk; `lazyPage()` lets the router start it at match time (a plain `lazy()` still works). */
  page: LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };
  /** Rejects parameters that make the path meaningless (the page then reads 'Whoops! Page Not Found.'). */
  validParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /**
   * The page's first data: a `<page>Data` function of the area's `<area>RouteData.ts`
   * (store/routeData.ts says how to write one), assembled here with `fromArea` (house rule 11).
   * Started when the route matches, together with the page chunk, never after it; failures are
   * silent here (the page shows them on its own request). The same declaration serves hover/focus
   * prefetch of links to the route (then speculative).
   */
  prefetch?: RouteData;
}
