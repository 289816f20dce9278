import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteSection } from '@/store/events';
import type { AppDispatch, RootState } from './store';

/** Who may open a route (document 000 §2). */
export type RouteAccess = 'guest' | 'public' | 'auth';
/** Which layout frames the page. */
export type RouteLayout = 'master' | 'submenu' | 'public' | 'basic' | 'none';

export type { RouteSection } from '@/store/events';

/** What a route's data declaration gets when the router matches it. */
export interface RoutePrefetchArgs {
  dispatch: AppDispatch;
  getState: () => RootState;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

export interface AppRoute {
  path: string;
  name?: string;
  access: RouteAccess;
  layout: RouteLayout;
  section?: RouteSection;
  page: LazyExoticComponent<ComponentType>;
  /** Rejects parameters that make the path meaningless (the page then reads 'Whoops! Page Not Found.'). */
  validParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /**
   * The page's first data, declared next to its entry (house rule 11): started when the route
   * matches, together with the page chunk, never after it. Use the area's endpoints'
   * `initiate(args, { subscribe: false })` (or `baseApi.util.prefetch`) with the same arguments the
   * page will use, so the page finds the request in flight. Failures are silent here; the page
   * shows them on its own request.
   */
  prefetch?: (args: RoutePrefetchArgs) => void;
}
