import { currentWave } from '@/lib/currentWave';
import { can, P, type PermissionHolder } from '@/lib/permissions';
import type { NamedRef, ReportingFilters } from '@/lib/reportingTypes';
import { useGetCurrentWaveQuery } from '../reportingApi';

/**
 * The current wave (lib/currentWave, one rule with Today): the filter data's (assumed) current_wave;
 * else the shared dashboard state's wave (000 §3) of the source's dashboard when the user holds
 * 'view - dashboard'; else (without it, or when that dashboard cannot be read or names no wave) the
 * newest wave of the filter data's `waves`. Null for a data source without waves: its reports run without one.
 */
export function useReportingCurrentWave(
  data: ReportingFilters | undefined,
  scheme: string | null,
  allowed: boolean,
  session: PermissionHolder | null,
): { currentWave: NamedRef | null; waveLoading: boolean } {
  const mayReadDashboard = can(session, P.VIEW_DASHBOARD);
  const askDashboard = allowed && !!data && !data.current_wave && mayReadDashboard;
  const dashboard = useGetCurrentWaveQuery(scheme, { skip: !askDashboard });
  const current = currentWave({
    filtersWave: data?.current_wave,
    mayReadDashboard,
    dashboardWave: dashboard.currentData,
    dashboardPending: askDashboard && dashboard.isFetching,
    filterWaves: data?.waves ?? [],
  });
  return { currentWave: current.status === 'known' ? current.wave : null, waveLoading: current.status === 'pending' };
}
