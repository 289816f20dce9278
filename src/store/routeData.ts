import type { RouteSection } from './events';
import type { AppDispatch, RootState } from './store';

/**
 * Route data: what a route asks for first, declared by its area in
 * `features/<area>/<area>RouteData.ts` as one function per route (`caseListData`, `helpData`…) of
 * type `RouteData`. The router (app/routePrefetch.ts) calls it when the route matches, together
 * with the page chunk, and on hover/focus of a link to the route (then speculatively).
 */

/** What a route's data declaration gets when the router matches it. */
export interface RoutePrefetchArgs {
  dispatch: AppDispatch;
  getState: () => RootState;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The section of the route matched before this one (the case list keeps its state after a case). */
  fromSection?: RouteSection | null;
}

/**
 * One route's data declaration: it dispatches the endpoints' `initiate(args, ROUTE_DATA)` with
 * exactly the arguments its page uses (so the page finds the request in flight or its answer
 * ready) and may start chunks the page will need. It may return a promise (ignored; a rejection is
 * silent). Never rely on what `dispatch` returns: a speculative dispatch over its bound sends nothing.
 */
export type RouteData = (args: RoutePrefetchArgs) => unknown;

/** The options of a declared request: started for the page, not held by the declaration. */
export const ROUTE_DATA = { subscribe: false } as const;

/** True when a dispatch started a request (a speculative dispatch over its bound returns nothing). */
export function isStarted<T = unknown>(value: unknown): value is Promise<T> {
  return !!value && typeof (value as Promise<T>).then === 'function';
}
