/**
 * /dashboard's data declaration. The app composes the dashboard frame (dashboard area) with the
 * scheme's body (cases area for case management schemes), so the declaration lives here.
 */
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { dashboardRequestFor } from '@/features/dashboard/dashboardUrl';
import { bodyKindOf } from '@/features/dashboard/bodyKind';
import type { DashboardData } from '@/features/dashboard/types';
import type { RoutePrefetchArgs } from '../routeTable';
import { preloadBody } from './dashboardBodies';

/**
 * The dashboard; once it answers, its body's chunk and the chart chunks together (the body cannot
 * be known earlier: its kind comes with the data). For a case management scheme, the case body's
 * chunk and its data: the cases area's declarations load only then.
 */
export function dashboardData(args: RoutePrefetchArgs): Promise<unknown> | void {
  // The address names the dashboard (scheme and wave); a bare /dashboard asks for the default.
  const request = dashboardRequestFor(args.search);
  const started = args.dispatch(dashboardApi.endpoints.getDashboard.initiate(request, { subscribe: false })) as unknown;
  if (!started || typeof (started as Promise<unknown>).then !== 'function') return;
  return (started as Promise<{ data?: DashboardData }>).then((result) => {
    const kind = result.data ? bodyKindOf(result.data) : null;
    if (kind === null) return;
    if (kind !== 'case-management') {
      // No figures, no body to draw (the frame says they are not available).
      if (result.data?.content) preloadBody(kind);
      return;
    }
    void import('@/features/cases/components/CaseDashboard').catch(() => undefined);
    return import('@/features/cases/casesRoutes').then(({ caseDashboardData }) => caseDashboardData(args));
  });
}
