import type { ComponentType } from 'react';
import type { BodyProps } from './components/bodies/bodyTypes';
import type { DashboardBodyKind } from './types';

type BodyModule = Promise<{ default: ComponentType<BodyProps> }>;

/**
 * One lazy chunk per dashboard body, so a scheme's page loads only the body it draws. The loaders
 * live here so that the route's data declaration can start the body's chunk the moment the data
 * names its kind. The chart chunks start once a chart card has painted (ChartCard): chart.js never
 * competes with the body's first paint.
 */
export const BODY_LOADERS: Record<Exclude<DashboardBodyKind, 'case-management'>, () => BodyModule> = {
  'mystery-shopping': () => import('./components/bodies/MysteryShoppingBody'),
  audit: () => import('./components/bodies/AuditBody'),
  survey: () => import('./components/bodies/SurveyBody'),
  'multi-scheme': () => import('./components/bodies/MultiSchemeBody'),
  mcds: () => import('./components/bodies/McdsBody'),
  override: () => import('./components/bodies/OverrideBody'),
  'crew-satisfaction': () => import('./components/bodies/CrewSatisfactionBody'),
};

/**
 * Starts a body's chunk at once and, right after the data has painted, the chart modules its cards
 * draw with (chart.js is the largest chunk of the page; it is not needed for the first paint).
 * Failures are silent: the page retries when it renders. (The body composed from documented calls,
 * components/derived, has no chunk of its own: against an API that sends only what the spec
 * documents it is every dashboard's body, so it comes with the route, app/pages/DashboardRoute.tsx.)
 */
export function preloadBody(kind: Exclude<DashboardBodyKind, 'case-management'>): void {
  BODY_LOADERS[kind]().catch(() => undefined);
}
