import { baseApi } from '@/api/baseApi';
import { CaseDashboardSchema } from '@/api/caseListSchemas';
import { CriticalFocusListSchema } from '@/api/criticalFocusSchemas';
import { NpsMetricsSchema } from '@/api/npsMetricsSchemas';
import { QueryableJobsSchema, QueryRowsSchema } from '@/api/querySchemas';
import type { QueryListRow } from '@/lib/queryTypes';
import { queryWindows } from './todayModel';
import { TodayDashboardStateSchema, TodayReportSchema } from './todaySchemas';
import type { TodayAlert, TodayCaseCounts, TodayDashboardState, TodayNps, TodayQueryableJobs, TodayReport } from './types';

/** A report run for Today's Results card: the data source, the report slug and its 001 §3 filters. */
export interface TodayReportRequest {
  scheme: string | null;
  slug: 'category' | 'trend';
  params: Record<string, string>;
}

/**
 * Today's calls (issue 24): the same documented endpoints the areas call (002 §7, 000 §3, 001 §7),
 * read by Today's own decoders (todaySchemas.ts). Each card asks for its own, so one slow or
 * failing call touches only its card. The areas' changes reach Today through the shared tags
 * (a note on an alert, a response to a query, a new case).
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['CriticalFocusOpen', 'OpenQueries', 'QueryableJobs'] });

export const todayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTodayAlerts: build.query<TodayAlert[], void>({
      query: () => ({ url: '/critical-focus', method: 'GET' }),
      rawResponseSchema: CriticalFocusListSchema,
      providesTags: ['CriticalFocusOpen'],
    }),
    getTodayOpenQueries: build.query<QueryListRow[], void>({
      query: () => '/open-queries',
      rawResponseSchema: QueryRowsSchema,
      providesTags: ['OpenQueries'],
    }),
    getTodayQueryableJobs: build.query<TodayQueryableJobs, void>({
      query: () => '/query',
      rawResponseSchema: QueryableJobsSchema,
      transformResponse: queryWindows,
      providesTags: ['QueryableJobs'],
    }),
    getTodayCaseCounts: build.query<TodayCaseCounts, void>({
      query: () => ({ url: '/case-management', method: 'GET' }),
      rawResponseSchema: CaseDashboardSchema,
      providesTags: ['CaseDashboard'],
    }),
    /** The shared dashboard state of the default dashboard: the current and previous wave. */
    getTodayDashboardState: build.query<TodayDashboardState, void>({
      query: () => ({ url: '/dashboard' }),
      rawResponseSchema: TodayDashboardStateSchema,
      providesTags: ['Dashboard'],
    }),
    getTodayReport: build.query<TodayReport, TodayReportRequest>({
      query: ({ scheme, slug, params }) => ({ url: `/reporting/${slug}`, params: scheme !== null ? { ...params, scheme_id: scheme } : params }),
      rawResponseSchema: TodayReportSchema,
      keepUnusedDataFor: 120,
    }),
    getTodayNps: build.query<TodayNps, Record<string, string>>({
      query: (params) => ({ url: '/nps-dashboard/metrics', params }),
      rawResponseSchema: NpsMetricsSchema,
    }),
  }),
});

export const {
  useGetTodayAlertsQuery,
  useGetTodayOpenQueriesQuery,
  useGetTodayQueryableJobsQuery,
  useGetTodayCaseCountsQuery,
  useGetTodayDashboardStateQuery,
  useGetTodayReportQuery,
  useGetTodayNpsQuery,
} = todayApi;
