import { baseApi, type ApiRequest } from '@/api/baseApi';
import { DashboardSchema } from '@/api/dashboardSchemas';
import type { DashboardData, DashboardRequest } from './types';

/** The path and wave parameter of a dashboard request (document 001 §7). */
export function dashboardCall(request: DashboardRequest): ApiRequest {
  if (request.kind === 'default') return { url: '/dashboard', params: request.waveId ? { visitnum: request.waveId } : undefined };
  const prefix = request.kind === 'scheme' ? '/dashboard' : `/dashboard/${request.kind}`;
  return { url: `${prefix}/${request.id}`, params: request.waveId !== null ? { visitnum: request.waveId } : undefined };
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<DashboardData, DashboardRequest>({
      query: dashboardCall,
      rawResponseSchema: DashboardSchema,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
