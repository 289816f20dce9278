import { currentWave } from '@/lib/currentWave';
import { can, P, type PermissionHolder } from '@/lib/permissions';
import type { NamedRef, ReportingFilters } from '@/lib/reportingTypes';
import { useGetCurrentWaveQuery } from '../reportingApi';

/**
 * The current wave (lib/currentWave, one rule with Today): the filter data's (assumed) current_wave;
 * else the shared dashboard state's wave (000 §3) when the user holds 'view - dashboard' — the
 * source's dashboard, and the default dashboard when that one cannot be read; else the newest wave
 * of the filter data's `waves`. Null for a data source without waves: its reports run without one.
 */
export function useReportingCurrentWave(
  data: ReportingFilters | undefined,
  scheme: string | null,
  allowed: boolean,
  session: PermissionHolder | null,
): { currentWave: NamedRef | null; waveLoading: boolean } {
  const mayReadDashboard = can(session, P.VIEW_DASHBOARD);
  const askDashboard = allowed && !!data && !data.current_wave && mayReadDashboard;
  const sourceDashboard = useGetCurrentWaveQuery(scheme, { skip: !askDashboard });
  const defaultDashboard = useGetCurrentWaveQuery(null, { skip: !askDashboard || scheme === null || !sourceDashboard.isError });
  const dashboardWave = sourceDashboard.currentData ?? defaultDashboard.currentData;
  const current = currentWave({
    filtersWave: data?.current_wave,
    mayReadDashboard,
    dashboardWave,
    dashboardPending: askDashboard && !dashboardWave && (sourceDashboard.isFetching || defaultDashboard.isFetching),
    filterWaves: data?.waves ?? [],
  });
  return { currentWave: current.status === 'known' ? current.wave : null, waveLoading: current.status === 'pending' };
}
