import { can, P, type PermissionHolder } from '@/lib/permissions';
import { currentWaveOf } from '../reportCatalogue';
import { useGetCurrentWaveQuery } from '../reportingApi';
import type { NamedRef, ReportingFilters } from '../reportingTypes';

/**
 * The current wave: the filter data's (assumed) current_wave, else the shared dashboard state's wave
 * (000 §3): the source's dashboard, and the default dashboard when that one cannot be read.
 */
export function useReportingCurrentWave(
  data: ReportingFilters | undefined,
  scheme: string | null,
  allowed: boolean,
  session: PermissionHolder | null,
): { currentWave: NamedRef | null; waveLoading: boolean } {
  const askDashboard = allowed && !!data && !data.current_wave && can(session, P.VIEW_DASHBOARD);
  const sourceDashboard = useGetCurrentWaveQuery(scheme, { skip: !askDashboard });
  const defaultDashboard = useGetCurrentWaveQuery(null, { skip: !askDashboard || scheme === null || !sourceDashboard.isError });
  const currentWave = currentWaveOf(data, sourceDashboard.currentData ?? defaultDashboard.currentData);
  const waveLoading = !currentWave && askDashboard && (sourceDashboard.isFetching || defaultDashboard.isFetching);
  return { currentWave, waveLoading };
}
