import { useMemo } from 'react';
import { useGetReportingFiltersQuery } from '@/api/reportingEndpoints';
import { currentWave, type CurrentWave } from '@/lib/currentWave';
import type { ReportingFilters } from '@/lib/reportingTypes';
import { todayWaves, type TodayWaves } from './todayModel';
import type { TodayDashboardState } from './types';

/** Today's current wave and where its figures come from. */
export interface TodayCurrentWave extends TodayWaves {
  current: CurrentWave;
  /** The data source the figures run on (Reporting's name of it; null: the default one). */
  scheme: string | null;
  /** The data source's reporting filters (its `reports` list names the reports), when asked for. */
  filters: {
    currentData?: ReportingFilters;
    isError: boolean;
    error?: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  } | null;
}

/**
 * Today's current wave (issue 29 item 3, lib/currentWave): the dashboard state's wave when the user
 * may read it, else the newest wave of the reporting filters of the default data source; with the
 * previous wave and the trend's waves around it. The filters are asked for with 'view - reporting'
 * (the Results card reads their `reports` list too), once the dashboard state names the data source.
 */
export function useTodayWave(
  may: { dashboard: boolean; reporting: boolean },
  dashboard: { currentData?: TodayDashboardState; isError: boolean },
): TodayCurrentWave {
  const dashboardSettled = !may.dashboard || dashboard.currentData !== undefined || dashboard.isError;
  const scheme = may.dashboard ? (dashboard.currentData?.reportingScheme ?? null) : null;
  const filters = useGetReportingFiltersQuery(scheme, { skip: !may.reporting || !dashboardSettled });
  const data = filters.currentData;
  const dashboardData = dashboard.currentData;
  // The same object while its inputs are unchanged (Today's Results and NPS cards are memoised).
  return useMemo(() => {
    let current = currentWave({
      filtersWave: data?.current_wave,
      mayReadDashboard: may.dashboard,
      dashboardWave: dashboardData?.wave,
      dashboardPending: may.dashboard && !dashboardSettled,
      filterWaves: data?.waves,
    });
    // Without the dashboard's wave the filters decide: wait for them rather than call it none.
    if (current.status === 'none' && may.reporting && !data && !filters.isError) current = { status: 'pending' };
    const around = current.status === 'known' ? todayWaves(current.wave, dashboardData ?? null, data?.waves ?? []) : { previousWave: null, trendWaves: [] };
    return { current, scheme, filters: may.reporting ? filters : null, ...around };
  }, [data, may.dashboard, may.reporting, dashboardData, dashboardSettled, filters, scheme]);
}
