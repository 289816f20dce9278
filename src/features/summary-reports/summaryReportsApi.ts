import { baseApi } from '@/api/baseApi';
import { SummaryReportsSchema, SummaryWavesSchema, type SummaryReport, type SummaryWave } from './summaryReportsSchemas';

export type { SummaryReport, SummaryWave } from './summaryReportsSchemas';

/** Summary report calls (document 002 §7). */
export const summaryReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSummaryWaves: build.query<SummaryWave[], void>({
      query: () => ({ url: '/summary-reports' }),
      rawResponseSchema: SummaryWavesSchema,
    }),
    getSummaryReports: build.query<SummaryReport[], number>({
      query: (waveId) => ({ url: `/summary-reports/${waveId}` }),
      rawResponseSchema: SummaryReportsSchema,
    }),
  }),
});

export const { useGetSummaryWavesQuery, useGetSummaryReportsQuery } = summaryReportsApi;
