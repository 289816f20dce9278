/**
 * /dashboard's data declaration. The app composes the dashboard frame (dashboard area) with the
 * scheme's body (cases area for case management schemes), so the declaration lives here.
 */
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { dashboardRequestFor } from '@/features/dashboard/dashboardUrl';
import { SCHEME_TYPE } from '@/features/dashboard/types';
import { caseDashboardData } from '@/features/cases/casesRoutes';
import type { RoutePrefetchArgs } from '../routeTable';

/**
 * The dashboard; once it answers with a case management scheme, the case body's chunk, its data
 * and the chart chunk together (the body cannot be known earlier: the scheme type comes with the data).
 */
export function dashboardData(args: RoutePrefetchArgs): Promise<unknown> | void {
  // The address names the dashboard (scheme and wave); a bare /dashboard asks for the default.
  const request = dashboardRequestFor(args.search);
  const started = args.dispatch(dashboardApi.endpoints.getDashboard.initiate(request, { subscribe: false })) as unknown;
  if (!started || typeof (started as Promise<unknown>).then !== 'function') return;
  return (started as Promise<{ data?: { scheme?: { type: number } | null } }>).then((result) => {
    if (result.data?.scheme?.type !== SCHEME_TYPE.CASE_MANAGEMENT) return;
    void import('@/features/cases/components/CaseDashboard').catch(() => undefined);
    caseDashboardData(args);
  });
}
