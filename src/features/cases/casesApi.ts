import { baseApi } from '@/api/baseApi';
import type {
  Case,
  CaseDashboardData,
  CaseFilterOptions,
  CreateCaseDetails,
  CreateCasePayload,
  GroupedRegion,
  Paginated,
  SavedCaseFilters,
} from './types';

import { readCasePage, readGroupedCases } from './readers';

/** A list request: a paginator link to follow, or the first page of a query. */
export type PageRequest = { url: string } | { params: Record<string, string> };

const LIST_URL = '/case-management/cases';

function pageQuery(path: string, request: PageRequest) {
  return 'url' in request ? { url: request.url, method: 'GET' as const } : { url: path, method: 'GET' as const, params: request.params };
}

/** Case management I endpoints: dashboard, create case, list, grouped view, customer search. */
export const casesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaseDashboard: build.query<CaseDashboardData, void>({
      query: () => ({ url: '/case-management', method: 'GET' }),
      providesTags: ['CaseDashboard'],
    }),
    getCreateCaseDetails: build.query<CreateCaseDetails, void>({
      query: () => ({ url: '/case-management/cases/create', method: 'GET' }),
      keepUnusedDataFor: 0,
    }),
    createCase: build.mutation<{ message?: string; data?: Case } | null, CreateCasePayload>({
      query: (payload) => ({ url: '/case-management/cases/store', method: 'POST', data: payload }),
      invalidatesTags: ['CaseDashboard', 'CaseList'],
    }),
    getCaseFilterOptions: build.query<CaseFilterOptions, void>({
      query: () => ({ url: `${LIST_URL}/filters`, method: 'GET' }),
      providesTags: ['CaseFilters'],
    }),
    saveDefaultCaseFilters: build.mutation<unknown, SavedCaseFilters>({
      query: (payload) => ({ url: `${LIST_URL}/filters`, method: 'POST', data: payload }),
    }),
    getCases: build.query<Paginated<Case>, PageRequest>({
      query: (request) => pageQuery(LIST_URL, request),
      transformResponse: readCasePage,
      providesTags: ['CaseList'],
    }),
    getGroupedCases: build.query<{ data: GroupedRegion[] }, Record<string, string>>({
      query: (params) => ({ url: '/case-management/cases-grouped', method: 'GET', params }),
      transformResponse: readGroupedCases,
      providesTags: ['CaseList'],
    }),
    getGroupedLocationCases: build.query<Paginated<Case>, { locationId: number; request: PageRequest }>({
      query: ({ locationId, request }) => pageQuery(`/case-management/cases-grouped/${locationId}`, request),
      transformResponse: readCasePage,
      providesTags: ['CaseList'],
    }),
    searchCasesByCustomer: build.query<Paginated<Case>, PageRequest>({
      query: (request) => pageQuery(`${LIST_URL}/search`, request),
      transformResponse: readCasePage,
      providesTags: ['CaseList'],
    }),
    /** The case-id search: the case detail endpoint, asked only to learn whether the case exists. */
    lookupCaseId: build.query<unknown, number>({
      query: (id) => ({ url: `${LIST_URL}/${id}`, method: 'GET' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetCaseDashboardQuery,
  useLazyGetCreateCaseDetailsQuery,
  useCreateCaseMutation,
  useGetCaseFilterOptionsQuery,
  useSaveDefaultCaseFiltersMutation,
  useGetCasesQuery,
  useGetGroupedCasesQuery,
  useGetGroupedLocationCasesQuery,
  useSearchCasesByCustomerQuery,
  useLazyLookupCaseIdQuery,
} = casesApi;
