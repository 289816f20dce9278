import { baseApi } from '@/api/baseApi';
import { CriticalFocusListSchema } from '@/api/criticalFocusSchemas';
import { CriticalFocusItemSchema, CriticalFocusNoteStoredSchema, CriticalFocusNoteTypesSchema } from './criticalFocusSchemas';
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

/** Critical focus endpoints (document 002 §7); every answer is decoded by criticalFocusSchemas.ts (the list by api/criticalFocusSchemas.ts). */
export const criticalFocusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpenCriticalFocus: build.query<CriticalFocusItem[], void>({
      query: () => ({ url: '/critical-focus', method: 'GET' }),
      rawResponseSchema: CriticalFocusListSchema,
      providesTags: ['CriticalFocusOpen'],
    }),
    getResolvedCriticalFocus: build.query<CriticalFocusItem[], ResolvedRange>({
      query: (range) => ({ url: '/critical-focus/resolved', method: 'GET', params: { ...range } }),
      rawResponseSchema: CriticalFocusListSchema,
      providesTags: ['CriticalFocusResolved'],
    }),
    getCriticalFocusItem: build.query<CriticalFocusItem, number>({
      query: (id) => ({ url: `/critical-focus/${id}`, method: 'GET' }),
      rawResponseSchema: CriticalFocusItemSchema,
      providesTags: (_result, _error, id) => [{ type: 'CriticalFocusItem', id }],
    }),
    getCriticalFocusNoteTypes: build.query<CriticalFocusNoteType[], void>({
      query: () => ({ url: '/critical-focus-note-types', method: 'GET' }),
      rawResponseSchema: CriticalFocusNoteTypesSchema,
    }),
    storeCriticalFocusNote: build.mutation<CriticalFocusItem | null, NotePayload>({
      query: ({ id, type_id, comment }) => ({ url: `/critical-focus/${id}/note/store`, method: 'POST', data: { type_id, comment } }),
      // The response shape is not shown (002 §7): an item in the answer is used; without one (or
      // another item's) the item is reloaded.
      rawResponseSchema: CriticalFocusNoteStoredSchema,
      transformResponse: (item: CriticalFocusItem | null, _meta, { id }) => (item && item.id === id ? item : null),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) void dispatch(criticalFocusApi.util.upsertQueryData('getCriticalFocusItem', id, data));
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
