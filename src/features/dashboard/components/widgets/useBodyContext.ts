import { previousWaveOf } from '@/lib/waveOrder';
import { can, P } from '@/lib/permissions';
import { schemeValue } from '@/lib/schemeValue';
import { useAppSelector } from '@/store/typedHooks';
import { selectCompanyLabels, selectSession } from '@/store/sessionSlice';
import { kindOf, selectDashboard } from '../../dashboardSlice';
import type { DashboardData } from '../../types';
import type { WidgetContext } from './widgetContext';

/** Builds the widget context of a body from the loaded data, the session and the dashboard state. */
export function useBodyContext(
  data: DashboardData,
  reportingAvailable: boolean,
  drillSlugs: WidgetContext['drillSlugs'] = { rank: 'rank', category: 'category' },
): WidgetContext {
  const labels = useAppSelector(selectCompanyLabels);
  const session = useAppSelector(selectSession);
  const state = useAppSelector(selectDashboard);
  const wave = data.wave ?? state.wave;
  // The next older wave of the dashboard's waves (001 §2), else the answer's own previous wave.
  const previous = (wave ? previousWaveOf(data.waves ?? [], wave.id, data.previousWave) : data.previousWave) ?? state.previousWave;
  // Reporting's name of the data source: `{id}`, `-{id}` (survey data) or `mcds{id}` (multi-company, on combined-reporting).
  const target = kindOf(data);
  const reportingScheme = target ? schemeValue(target) : null;
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
    drillSlugs,
    npsLinks: can(session, P.VIEW_NPS_DASHBOARD),
    canOpenJobReport: can(session, P.VIEW_JOB_REPORT),
    emptyText: `No data for this ${labels.wave}.`,
  };
}
