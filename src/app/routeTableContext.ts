import { createContext, useContext } from 'react';
import type { AppRoute } from './routeTable';

/** The route table the router was built from (buildRouteObjects provides it around every route). */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

/** True when the running router has a route with this path (e.g. a page links to it only then). */
export function useHasRoute(path: string): boolean {
  return useContext(RouteTableContext).some((route) => route.path === path);
}
