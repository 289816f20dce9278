import { baseApi } from '@/api/baseApi';

/** A wave with summary reports. */
export interface SummaryWave {
  wave_id: number;
  name: string;
}

/** A summary report of a wave. */
export interface SummaryReport {
  id: number;
  name: string;
  level: number;
  url: string;
  /** Assumed, optional: the file's size in bytes. */
  file_size?: number | null;
}

const dataList = <T>(body: unknown): T[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
};

/** Summary report calls (document 002 §7). */
export const summaryReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSummaryWaves: build.query<SummaryWave[], void>({
      query: () => ({ url: '/summary-reports' }),
      transformResponse: (body: unknown) => dataList<SummaryWave>(body),
    }),
    getSummaryReports: build.query<SummaryReport[], number>({
      query: (waveId) => ({ url: `/summary-reports/${waveId}` }),
      transformResponse: (body: unknown) => dataList<SummaryReport>(body),
    }),
  }),
});

export const { useGetSummaryWavesQuery, useGetSummaryReportsQuery } = summaryReportsApi;
