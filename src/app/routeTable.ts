import type { ComponentType, LazyExoticComponent } from 'react';

/** Who may open a route (document 000 §2). */
export type RouteAccess = 'guest' | 'public' | 'auth';
/** Which layout frames the page. */
export type RouteLayout = 'master' | 'submenu' | 'public' | 'basic' | 'none';
/** Sections whose state resets when entered (the case list keeps it when coming back from a case). */
export type RouteSection = 'reporting' | 'queries' | 'critical-focus' | 'case-list' | 'case-detail';

export interface AppRoute {
  path: string;
  name?: string;
  access: RouteAccess;
  layout: RouteLayout;
  section?: RouteSection;
  page: LazyExoticComponent<ComponentType>;
}
