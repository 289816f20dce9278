import { baseApi } from '@/api/baseApi';
import { CF_STATUS_RESOLVED, type CriticalFocusItem, type CriticalFocusNoteType } from './types';

export interface ResolvedRange {
  start_date: string;
  end_date: string;
}

export interface NotePayload {
  id: number;
  type_id: number;
  comment: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['CriticalFocusOpen', 'CriticalFocusResolved', 'CriticalFocusItem'] });

/** Critical focus endpoints (document 002 §7). */
export const criticalFocusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenCriticalFocus: build.query<CriticalFocusItem[], void>({
      query: () => ({ url: '/critical-focus', method: 'GET' }),
      transformResponse: (response: { data?: CriticalFocusItem[] } | null) => response?.data ?? [],
      providesTags: ['CriticalFocusOpen'],
    }),
    getResolvedCriticalFocus: build.query<CriticalFocusItem[], ResolvedRange>({
      query: (range) => ({ url: '/critical-focus/resolved', method: 'GET', params: { ...range } }),
      transformResponse: (response: { data?: CriticalFocusItem[] } | null) => response?.data ?? [],
      providesTags: ['CriticalFocusResolved'],
    }),
    getCriticalFocusItem: build.query<CriticalFocusItem, number>({
      query: (id) => ({ url: `/critical-focus/${id}`, method: 'GET' }),
      transformResponse: (response: { data: CriticalFocusItem }) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'CriticalFocusItem', id }],
    }),
    getCriticalFocusNoteTypes: build.query<CriticalFocusNoteType[], void>({
      query: () => ({ url: '/critical-focus-note-types', method: 'GET' }),
      transformResponse: (response: { data?: CriticalFocusNoteType[] } | null) => response?.data ?? [],
    }),
    storeCriticalFocusNote: build.mutation<CriticalFocusItem | null, NotePayload>({
      query: ({ id, type_id, comment }) => ({ url: `/critical-focus/${id}/note/store`, method: 'POST', data: { type_id, comment } }),
      // The response shape is not shown (002 §7): the demo sends `{ data: item }`; without it the item is reloaded.
      transformResponse: (response: { data?: CriticalFocusItem } | null) => response?.data ?? null,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) dispatch(criticalFocusApi.util.upsertQueryData('getCriticalFocusItem', id, data));
        } catch {
          // the form shows the failure
        }
      },
      invalidatesTags: (result, error, { id, type_id }) => {
        if (error) return error.status === 422 ? [{ type: 'CriticalFocusItem', id }] : [];
        const tags: Array<'CriticalFocusOpen' | 'CriticalFocusResolved' | { type: 'CriticalFocusItem'; id: number }> = ['CriticalFocusOpen'];
        if (type_id === CF_STATUS_RESOLVED || result?.status_id === CF_STATUS_RESOLVED) tags.push('CriticalFocusResolved');
        if (!result) tags.push({ type: 'CriticalFocusItem', id });
        return tags;
      },
    }),
  }),
});

export const {
  useGetOpenCriticalFocusQuery,
  useGetResolvedCriticalFocusQuery,
  useGetCriticalFocusItemQuery,
  useGetCriticalFocusNoteTypesQuery,
  useStoreCriticalFocusNoteMutation,
} = criticalFocusApi;
