import type { NpsMetrics, NpsParams } from '@/lib/nps';
import { baseApi } from './baseApi';
import { NpsMetricsSchema } from './npsMetricsSchemas';

/*
 * GET /api/nps-dashboard/metrics (document 001 §7: scheme_ids, visit_nums, visit_groups, types,
 * comments), shared by the NPS dashboard, the scheme dashboards' NPS card and Today's, so the same
 * parameters are one request and one cache entry.
 */
export const npsMetricsEndpoints = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNpsMetrics: build.query<NpsMetrics, NpsParams>({ query: (params) => ({ url: '/nps-dashboard/metrics', params }), rawResponseSchema: NpsMetricsSchema }),
  }),
});

export const { useGetNpsMetricsQuery } = npsMetricsEndpoints;
