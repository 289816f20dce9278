import type { ReportResult, ReportingFilters } from '@/lib/reportingTypes';
import { parseSchemeValue } from '@/lib/schemeValue';
import { baseApi } from './baseApi';
import { ReportingFiltersSchema } from './reportingSchemas';
import { ReportResultSchema } from './reportTableSchemas';

/*
 * The reporting calls that Reporting, the scheme dashboards' derived body and Today share (document
 * 001 §7): the filter data of a data source and a report run. One endpoint each, so the same URL is
 * one request and one cache entry wherever it is shown.
 */

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

/** A report run: the data source (its selector value, null for the default), the slug and the request parameters (filters and `scheme_id`). */
export interface ReportRequest {
  scheme: string | null;
  slug: string;
  params: Record<string, string>;
}

export const reportingEndpoints = baseApi.enhanceEndpoints({ addTagTypes: ['ReportingFilters'] }).injectEndpoints({
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
  }),
});

export const { useGetReportingFiltersQuery, useRunReportQuery } = reportingEndpoints;
