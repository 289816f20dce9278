import { baseApi } from '@/api/baseApi';
import type { NpsDashboardData, NpsMetrics, NpsParams, NpsResponsePage } from './types';

export const npsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/nps-dashboard: metrics, responses and the filter options (document 001 §7). */
    getNpsDashboard: build.query<NpsDashboardData, void>({ query: () => ({ url: '/nps-dashboard' }) }),
    getNpsMetrics: build.query<NpsMetrics, NpsParams>({ query: (params) => ({ url: '/nps-dashboard/metrics', params }) }),
    getNpsResponses: build.query<NpsResponsePage, NpsParams>({ query: (params) => ({ url: '/nps-dashboard/responses', params }) }),
  }),
});

export const { useGetNpsDashboardQuery, useGetNpsMetricsQuery, useGetNpsResponsesQuery } = npsApi;
