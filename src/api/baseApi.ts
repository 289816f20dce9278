import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiErrorShape } from './errors';
import { normaliseError, request, type RequestOptions } from './http';

/** What an endpoint's `query` returns: a path under /api and the request options. */
export interface ApiRequest extends Omit<RequestOptions, 'signal' | 'responseType'> {
  url: string;
}

/** RTK Query's base query over the one HTTP client; errors are plain ApiError shapes. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiErrorShape> = async (args, { signal }) => {
  const { url, ...options } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await request(url, { ...options, signal });
    return { data: response.data === '' ? null : response.data };
  } catch (error) {
    return { error: (await normaliseError(error)).toJSON() };
  }
};

/** The one RTK Query API; each area adds its endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Session',
    'Dashboard',
    'CaseDashboard',
    'CaseList',
    'CaseFilters',
    'Case',
    'CaseCustomer',
    'Clients',
    'Roles',
    'Profile',
  ],
  endpoints: () => ({}),
});
