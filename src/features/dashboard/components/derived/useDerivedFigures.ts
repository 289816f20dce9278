import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetNpsMetricsQuery } from '@/api/npsMetricsEndpoints';
import { useGetReportingFiltersQuery, useRunReportQuery } from '@/api/reportingEndpoints';
import { figureReportsOf, figureRequests } from '@/lib/figureReports';
import { selectSession } from '@/store/sessionSlice';
import { useAppSelector } from '@/store/typedHooks';
import { derivedNpsParams, derivedPermissions, derivedScope } from '../../derivedFigures';
import type { DashboardData } from '../../types';

/**
 * The calls of the derived body (the same arguments as the route data's, so each is one request):
 * the data source's reporting filters (its `reports` list names the slugs), then the rank and
 * category reports of the wave and the previous wave and the trend report; the NPS metrics of the
 * wave. Calls the user's permissions leave out are never made.
 */
export function useDerivedFigures(data: DashboardData) {
  const session = useAppSelector(selectSession);
  const scope = useMemo(() => derivedScope(data), [data]);
  const may = derivedPermissions(session, scope);
  const filters = useGetReportingFiltersQuery(scope.scheme, { skip: !may.reports });
  const listed = useMemo(() => figureReportsOf(filters.currentData?.reports ?? []), [filters.currentData]);
  const calls = figureRequests(scope, filters.currentData ? listed : {});
  const rank = useRunReportQuery(calls.rank ?? skipToken);
  const previousRank = useRunReportQuery(calls.previousRank ?? skipToken);
  const category = useRunReportQuery(calls.category ?? skipToken);
  const previousCategory = useRunReportQuery(calls.previousCategory ?? skipToken);
  const trend = useRunReportQuery(calls.trend ?? skipToken);
  const nps = useGetNpsMetricsQuery(may.nps ? derivedNpsParams(scope) : skipToken);
  return { scope, may, filters, listed, calls, rank, previousRank, category, previousCategory, trend, nps };
}

export type DerivedFigures = ReturnType<typeof useDerivedFigures>;
