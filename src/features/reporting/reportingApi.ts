import { baseApi } from '@/api/baseApi';
import { ReportResultSchema } from '@/api/reportTableSchemas';
import { parseSchemeValue } from '@/lib/schemeValue';
import { DashboardWaveSchema, ReportingFiltersSchema, SavedReportSchema } from './reportingSchemas';
import type { NamedRef, ReportResult, ReportingFilters, SavedReport } from './reportingTypes';

/** The filters path of a data source (document 001 §7): the default, a scheme, or a multi-scheme of either type. */
export function filtersPath(scheme: string | null): string {
  const target = parseSchemeValue(scheme);
  if (!target) return '/reporting-filters';
  return target.kind === 'scheme' ? `/reporting-filters/${target.id}` : `/reporting-filters/multi-scheme/${target.id}`;
}

/** The report path: 'combined-reporting' for a multi-company source, else 'reporting'. */
export function reportPath(scheme: string | null, slug: string): string {
  return `/${parseSchemeValue(scheme)?.kind === 'mcds' ? 'combined-reporting' : 'reporting'}/${encodeURIComponent(slug)}`;
}

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

export interface ReportRequest {
  scheme: string | null;
  slug: string;
  params: Record<string, string>;
}

export interface SaveReportPayload {
  report_name: string;
  report: string;
  [filter: string]: string;
}

const enhanced = baseApi.enhanceEndpoints({ addTagTypes: ['ReportingFilters'] });

export const reportingApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    getReportingFilters: build.query<ReportingFilters, string | null>({
      query: (scheme) => ({ url: filtersPath(scheme) }),
      rawResponseSchema: ReportingFiltersSchema,
      providesTags: ['ReportingFilters'],
    }),
    runReport: build.query<ReportResult, ReportRequest>({
      query: ({ scheme, slug, params }) => ({ url: reportPath(scheme, slug), params }),
      rawResponseSchema: ReportResultSchema,
      keepUnusedDataFor: 120,
    }),
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

export const { useGetReportingFiltersQuery, useRunReportQuery, useGetCurrentWaveQuery, useSaveReportMutation, useDeleteSavedReportMutation } = reportingApi;
