import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteSection } from '@/store/events';

/** Who may open a route (document 000 §2). */
export type RouteAccess = 'guest' | 'public' | 'auth';
/** Which layout frames the page. */
export type RouteLayout = 'master' | 'submenu' | 'public' | 'basic' | 'none';

export type { RouteSection } from '@/store/events';

export interface AppRoute {
  path: string;
  name?: string;
  access: RouteAccess;
  layout: RouteLayout;
  section?: RouteSection;
  page: LazyExoticComponent<ComponentType>;
  /** Rejects parameters that make the path meaningless (the page then reads 'Whoops! Page Not Found.'). */
  validParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
}
