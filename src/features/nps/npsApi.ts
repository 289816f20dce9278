import { baseApi } from '@/api/baseApi';
import { NpsDashboardSchema, NpsResponsePageSchema } from './npsSchemas';
import type { NpsDashboardData, NpsParams, NpsResponsePage } from './types';

export const npsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/nps-dashboard: metrics, responses and the filter options (document 001 §7). */
    getNpsDashboard: build.query<NpsDashboardData, void>({ query: () => ({ url: '/nps-dashboard' }), rawResponseSchema: NpsDashboardSchema }),
    getNpsResponses: build.query<NpsResponsePage, NpsParams>({
      query: (params) => ({ url: '/nps-dashboard/responses', params }),
      rawResponseSchema: NpsResponsePageSchema,
    }),
  }),
});

export const { useGetNpsDashboardQuery, useGetNpsResponsesQuery } = npsApi;
