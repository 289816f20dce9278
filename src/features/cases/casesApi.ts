import { baseApi } from '@/api/baseApi';
import type { Case, CaseDashboardData, CaseFilterOptions, CreateCaseDetails, CreateCasePayload, GroupedRegion, Paginated, SavedCaseFilters } from './types';
import { CaseDashboardSchema, CasePageSchema } from '@/api/caseListSchemas';
import { AcknowledgementSchema, CaseFilterOptionsSchema, CreateCaseDetailsSchema, CreatedCaseSchema, GroupedCasesSchema } from './casesSchemas';

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
      rawResponseSchema: CaseDashboardSchema,
      providesTags: ['CaseDashboard'],
    }),
    getCreateCaseDetails: build.query<CreateCaseDetails, void>({
      query: () => ({ url: '/case-management/cases/create', method: 'GET' }),
      rawResponseSchema: CreateCaseDetailsSchema,
      keepUnusedDataFor: 0,
    }),
    /** The answer is "not shown" (000 §7): the new case's id when it carries one, else null. */
    createCase: build.mutation<{ id: number | null }, CreateCasePayload>({
      query: (payload) => ({ url: '/case-management/cases/store', method: 'POST', data: payload }),
      rawResponseSchema: CreatedCaseSchema,
      invalidatesTags: ['CaseDashboard', 'CaseList'],
    }),
    getCaseFilterOptions: build.query<CaseFilterOptions, void>({
      query: () => ({ url: `${LIST_URL}/filters`, method: 'GET' }),
      rawResponseSchema: CaseFilterOptionsSchema,
      providesTags: ['CaseFilters'],
    }),
    saveDefaultCaseFilters: build.mutation<null, SavedCaseFilters>({
      query: (payload) => ({ url: `${LIST_URL}/filters`, method: 'POST', data: payload }),
      rawResponseSchema: AcknowledgementSchema,
    }),
    getCases: build.query<Paginated<Case>, PageRequest>({
      query: (request) => pageQuery(LIST_URL, request),
      rawResponseSchema: CasePageSchema,
      providesTags: ['CaseList'],
    }),
    getGroupedCases: build.query<{ data: GroupedRegion[] }, Record<string, string>>({
      query: (params) => ({ url: '/case-management/cases-grouped', method: 'GET', params }),
      rawResponseSchema: GroupedCasesSchema,
      providesTags: ['CaseList'],
    }),
    getGroupedLocationCases: build.query<Paginated<Case>, { locationId: number; request: PageRequest }>({
      query: ({ locationId, request }) => pageQuery(`/case-management/cases-grouped/${locationId}`, request),
      rawResponseSchema: CasePageSchema,
      providesTags: ['CaseList'],
    }),
    searchCasesByCustomer: build.query<Paginated<Case>, PageRequest>({
      query: (request) => pageQuery(`${LIST_URL}/search`, request),
      rawResponseSchema: CasePageSchema,
      providesTags: ['CaseList'],
    }),
    /** The case-id search: the case detail endpoint, asked only to learn whether the case exists. */
    lookupCaseId: build.query<null, number>({
      query: (id) => ({ url: `${LIST_URL}/${id}`, method: 'GET' }),
      rawResponseSchema: AcknowledgementSchema,
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
