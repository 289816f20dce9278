import { baseApi } from '@/api/baseApi';
import type { CustomerFields } from '@/lib/customerFields';
import type { Case, CaseAttachment, CaseEditOptions, CaseNote, Customer, ReplyDetails } from './types';

/** The one-case endpoints of document 002 §7 "Cases" (detail, edits, notes, emails, attachments, customer). */

/** Laravel resources wrap their payload in `data`; plain answers are taken as they are. */
function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  return body as T;
}

/** The editable fields of PATCH .../{id}: one at a time (document 002 §7). */
export type CaseEdit =
  | { location_id: number }
  | { source_id: number }
  | { type_id: number }
  | { category_a_id: number | null }
  | { category_b_id: number | null }
  | { category_c_id: number | null }
  | { status_id: number }
  | { note: string };

/** PATCH .../{id}/customer/{customerId}: the nine customer fields. */
export type CustomerPayload = CustomerFields;

export interface ForwardPayload {
  to: number[];
  email_body: string;
  manual_to?: string[];
}

export interface ReplyPayload {
  email_body: string;
  cc: string[];
  bcc: string[];
  attachments: File[];
}

export interface AttachmentUpload {
  file: File;
  description: string;
}

const caseBase = (id: number) => `/case-management/cases/${id}`;
/** Mutations that change a case also change the lists and the dashboard of the case list area. */
const changedCase = (id: number) => [{ type: 'Case' as const, id }, 'CaseList' as const, 'CaseDashboard' as const];

/** Multipart body of a reply: email_body, cc[], bcc[] and attachments[n]. */
export function replyFormData({ email_body, cc, bcc, attachments }: ReplyPayload): FormData {
  const form = new FormData();
  form.append('email_body', email_body);
  cc.forEach((email) => form.append('cc[]', email));
  bcc.forEach((email) => form.append('bcc[]', email));
  attachments.forEach((file, index) => form.append(`attachments[${index}]`, file, file.name));
  return form;
}

/** Multipart body of an upload: attachments[i][file] and attachments[i][description]. */
export function attachmentsFormData(uploads: AttachmentUpload[]): FormData {
  const form = new FormData();
  uploads.forEach(({ file, description }, index) => {
    form.append(`attachments[${index}][file]`, file, file.name);
    form.append(`attachments[${index}][description]`, description);
  });
  return form;
}

export const caseDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCase: build.query<Case, number>({
      query: (id) => ({ url: caseBase(id) }),
      transformResponse: (body: unknown) => unwrap<Case>(body),
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
    getCaseEditOptions: build.query<CaseEditOptions, number>({
      query: (id) => ({ url: `${caseBase(id)}/edit` }),
      transformResponse: (body: unknown) => unwrap<CaseEditOptions>(body),
    }),
    updateCase: build.mutation<Case, { id: number; edit: CaseEdit }>({
      query: ({ id, edit }) => ({ url: caseBase(id), method: 'PATCH', data: edit }),
      transformResponse: (body: unknown) => unwrap<Case>(body),
      invalidatesTags: (_result, error, { id }) => (error ? [] : ['CaseList', 'CaseDashboard', { type: 'CaseCustomer', id }]),
      // The answer is the updated case: put it in the cache instead of loading it again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data && typeof data === 'object' && 'id' in data) dispatch(caseDetailApi.util.upsertQueryData('getCase', id, data));
        } catch {
          // the caller shows the failure
        }
      },
    }),
    deleteCase: build.mutation<unknown, number>({
      query: (id) => ({ url: caseBase(id), method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['CaseList', 'CaseDashboard']),
    }),
    reopenCase: build.mutation<unknown, number>({
      query: (id) => ({ url: `${caseBase(id)}/reopen`, method: 'PATCH' }),
      invalidatesTags: (_result, error, id) => (error ? [] : changedCase(id)),
    }),
    addCaseNote: build.mutation<CaseNote, { id: number; status_id: number; note: string; resolving: boolean }>({
      query: ({ id, status_id, note }) => ({ url: `${caseBase(id)}/notes/store`, method: 'POST', data: { status_id, note } }),
      transformResponse: (body: unknown) => unwrap<CaseNote>(body),
      // A resolving status reloads the case; any other appends the note (document 002 §4).
      invalidatesTags: (_result, error, { id, resolving }) => (error ? [] : resolving ? changedCase(id) : ['CaseList', 'CaseDashboard']),
      async onQueryStarted({ id, resolving, status_id }, { dispatch, queryFulfilled, getState }) {
        try {
          const { data: note } = await queryFulfilled;
          if (resolving) return;
          const options = caseDetailApi.endpoints.getCaseEditOptions.select(id)(getState() as never).data;
          const status = options?.statuses.find((item) => item.id === status_id);
          dispatch(
            caseDetailApi.util.updateQueryData('getCase', id, (draft) => {
              draft.notes = [...(draft.notes ?? []), note];
              if (status) draft.status = status;
              if (note?.created_date) draft.updated_date = note.created_date;
              if (note?.created_by) draft.updated_by = note.created_by;
            }),
          );
        } catch {
          // the caller shows the failure
        }
      },
    }),
    getReplyDetails: build.query<ReplyDetails, number>({
      query: (id) => ({ url: `${caseBase(id)}/emails/create` }),
      transformResponse: (body: unknown) => unwrap<ReplyDetails>(body),
    }),
    sendReply: build.mutation<unknown, { id: number; reply: ReplyPayload }>({
      query: ({ id, reply }) => ({ url: `${caseBase(id)}/emails/store`, method: 'POST', data: replyFormData(reply) }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedCase(id)),
    }),
    forwardCase: build.mutation<unknown, { id: number; forward: ForwardPayload }>({
      query: ({ id, forward }) => ({ url: `${caseBase(id)}/forward`, method: 'POST', data: forward }),
    }),
    uploadAttachments: build.mutation<CaseAttachment[], { id: number; uploads: AttachmentUpload[] }>({
      query: ({ id, uploads }) => ({ url: `${caseBase(id)}/attachments/store`, method: 'POST', data: attachmentsFormData(uploads) }),
      transformResponse: (body: unknown) => unwrap<CaseAttachment[]>(body),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedCase(id)),
    }),
    getCaseCustomer: build.query<Customer, { id: number; customerId: number }>({
      query: ({ id, customerId }) => ({ url: `${caseBase(id)}/customer/${customerId}` }),
      transformResponse: (body: unknown) => unwrap<Customer>(body),
      providesTags: (_result, _error, { id }) => [{ type: 'CaseCustomer', id }],
    }),
    updateCaseCustomer: build.mutation<Customer, { id: number; customerId: number; customer: CustomerPayload }>({
      query: ({ id, customerId, customer }) => ({ url: `${caseBase(id)}/customer/${customerId}`, method: 'PATCH', data: customer }),
      transformResponse: (body: unknown) => unwrap<Customer>(body),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedCase(id)),
      async onQueryStarted({ id, customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data && typeof data === 'object') dispatch(caseDetailApi.util.upsertQueryData('getCaseCustomer', { id, customerId }, data));
        } catch {
          // the caller shows the failure
        }
      },
    }),
  }),
});

export const {
  useGetCaseQuery,
  useGetCaseEditOptionsQuery,
  useUpdateCaseMutation,
  useDeleteCaseMutation,
  useReopenCaseMutation,
  useAddCaseNoteMutation,
  useGetReplyDetailsQuery,
  useSendReplyMutation,
  useForwardCaseMutation,
  useUploadAttachmentsMutation,
  useGetCaseCustomerQuery,
  useUpdateCaseCustomerMutation,
} = caseDetailApi;
