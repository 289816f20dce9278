import { can, P } from '@/lib/permissions';
import { useAppSelector } from '@/store/typedHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { selectDashboard } from '../../dashboardSlice';
import type { DashboardData } from '../../types';
import type { WidgetContext } from './widgetContext';

/** Builds the widget context of a body from the loaded data, the session and the dashboard state. */
export function useBodyContext(data: DashboardData, reportingAvailable: boolean): WidgetContext {
  const labels = useAppSelector(selectCompanyLabels);
  const session = useAppSelector(selectSession);
  const state = useAppSelector(selectDashboard);
  const wave = data.wave ?? state.wave;
  const previous = data.previousWave ?? state.previousWave;
  const reportingScheme = data.scheme
    ? String(data.scheme.id)
    : data.schemeGroup
      ? data.schemeGroup.type === 1
        ? `-${data.schemeGroup.id}`
        : String(data.schemeGroup.id)
      : null;
  return {
    data,
    content: data.content ?? {},
    dashboardName: data.name,
    waveLabel: labels.wave,
    locationLabel: labels.location,
    waveId: wave?.id ?? null,
    waveName: wave?.name ?? null,
    previousWaveName: previous?.name ?? null,
    reportingScheme,
    npsSchemeIds: data.scheme ? [data.scheme.id] : (data.schemes ?? []).filter((scheme) => scheme.has_nps).map((scheme) => scheme.id),
    drill: reportingAvailable && can(session, P.VIEW_REPORTING) && reportingScheme !== null,
    npsLinks: can(session, P.VIEW_NPS_DASHBOARD),
    canOpenJobReport: can(session, P.VIEW_JOB_REPORT),
    emptyText: `No data for this ${labels.wave}.`,
  };
}
