import { DashboardWaveSchema, SavedReportSchema } from '@/api/reportingSchemas';
import { reportingEndpoints } from '@/api/reportingEndpoints';
import { parseSchemeValue } from '@/lib/schemeValue';
import type { NamedRef, SavedReport } from '@/lib/reportingTypes';

/**
 * The dashboard of a data source (document 001 §7: `/dashboard/{id}`, `/dashboard/multi-scheme/{id}`,
 * `/dashboard/mcds/{id}`; `/dashboard` without one). Reporting reads only its `wave`: the current wave
 * of the shared dashboard state (document 000 §3).
 */
export function dashboardPath(scheme: string | null): string {
  const target = parseSchemeValue(scheme);
  if (!target) return '/dashboard';
  return target.kind === 'scheme' ? `/dashboard/${target.id}` : `/dashboard/${target.kind}/${target.id}`;
}

export interface SaveReportPayload {
  report_name: string;
  report: string;
  [filter: string]: string;
}

/** Reporting's own calls, beside the shared filters and report run (api/reportingEndpoints.ts). */
export const reportingApi = reportingEndpoints.injectEndpoints({
  endpoints: (build) => ({
    /** The current wave: the `wave` of the data source's dashboard (or of `GET /dashboard` with null). */
    getCurrentWave: build.query<NamedRef | null, string | null>({
      query: (scheme) => ({ url: dashboardPath(scheme) }),
      rawResponseSchema: DashboardWaveSchema,
      keepUnusedDataFor: 300,
    }),
    saveReport: build.mutation<SavedReport, SaveReportPayload>({
      query: (body) => ({ url: '/reporting/save-report', method: 'POST', data: body }),
      rawResponseSchema: SavedReportSchema,
      invalidatesTags: ['ReportingFilters'],
    }),
    deleteSavedReport: build.mutation<void, number>({
      query: (id) => ({ url: `/reporting/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ReportingFilters'],
    }),
  }),
});

export const { useGetCurrentWaveQuery, useSaveReportMutation, useDeleteSavedReportMutation } = reportingApi;
