import { baseApi } from '@/api/baseApi';
import { CaseDashboardSchema, CasePageSchema } from '@/api/caseListSchemas';
import { CriticalFocusListSchema } from '@/api/criticalFocusSchemas';
import { DashboardSchema } from '@/api/dashboardSchemas';
import { QueryableJobsSchema, QueryRowsSchema } from '@/api/querySchemas';
import type { Case, Paginated } from '@/lib/caseTypes';
import type { QueryListRow } from '@/lib/queryTypes';
import { dashboardState, overdueCaseParams, queryWindows } from './todayModel';
import type { TodayAlert, TodayCaseCounts, TodayDashboardState, TodayQueryableJobs } from './types';

/**
 * Today's calls (issue 24): the same documented endpoints the areas call (002 §7, 000 §3, 001 §7),
 * decoded by the areas' own decoders (src/api/*Schemas.ts, where the areas and Today share them);
 * todayModel.ts reads from each answer what its card shows; the reports and NPS metrics are the shared
 * endpoints of src/api (reportingEndpoints, npsMetricsEndpoints). Each card asks for its own, so one slow
 * or failing call touches only its card. The areas' changes reach Today through the shared tags (a
 * note on an alert, a response to a query, a new case).
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
    /**
     * A page of the open overdue cases, newest first (GET /api/case-management/cases, as the case
     * list asks it): the first page says where the last is, and the last holds the oldest.
     */
    getTodayOverdueCases: build.query<Paginated<Case>, { created: string; page: number }>({
      query: ({ created, page }) => ({ url: '/case-management/cases', method: 'GET', params: overdueCaseParams(created, page) }),
      rawResponseSchema: CasePageSchema,
      providesTags: ['CaseList'],
    }),
    /** The shared dashboard state of the default dashboard: the current and previous wave. */
    getTodayDashboardState: build.query<TodayDashboardState, void>({
      query: () => ({ url: '/dashboard' }),
      rawResponseSchema: DashboardSchema,
      transformResponse: dashboardState,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useGetTodayAlertsQuery,
  useGetTodayOpenQueriesQuery,
  useGetTodayQueryableJobsQuery,
  useGetTodayCaseCountsQuery,
  useGetTodayOverdueCasesQuery,
  useGetTodayDashboardStateQuery,
} = todayApi;
