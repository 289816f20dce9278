import { baseApi } from '@/api/baseApi';
import { parseSchemeValue } from './reportingModel';
import type { ReportResult, ReportingFilters, SavedReport } from './reportingTypes';

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
      transformResponse: (response: { data?: ReportingFilters } | ReportingFilters) => ('data' in response && response.data ? response.data : (response as ReportingFilters)),
      providesTags: ['ReportingFilters'],
    }),
    runReport: build.query<ReportResult, ReportRequest>({
      query: ({ scheme, slug, params }) => ({ url: reportPath(scheme, slug), params }),
      transformResponse: (response: { data?: ReportResult } | ReportResult) => ('data' in response && response.data ? response.data : (response as ReportResult)),
      keepUnusedDataFor: 120,
    }),
    saveReport: build.mutation<SavedReport, SaveReportPayload>({
      query: (body) => ({ url: '/reporting/save-report', method: 'POST', data: body }),
      transformResponse: (response: { data?: SavedReport } | SavedReport) => ('data' in response && response.data ? response.data : (response as SavedReport)),
      invalidatesTags: ['ReportingFilters'],
    }),
    deleteSavedReport: build.mutation<void, number>({
      query: (id) => ({ url: `/reporting/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ReportingFilters'],
    }),
  }),
});

export const { useGetReportingFiltersQuery, useRunReportQuery, useSaveReportMutation, useDeleteSavedReportMutation } = reportingApi;
