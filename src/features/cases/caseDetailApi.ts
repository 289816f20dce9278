import { baseApi } from '@/api/baseApi';
import type { CustomerFields } from '@/lib/customerFields';
import type { Case, CaseAttachment, CaseEditOptions, CaseNote, Customer, ReplyDetails } from './types';
import { AcknowledgementSchema } from './casesSchemas';
import {
  CaseEditOptionsSchema,
  CaseSchema,
  CustomerSchema,
  MaybeCaseSchema,
  MaybeCustomerSchema,
  MaybeNoteSchema,
  ReplyDetailsSchema,
  StoredAttachmentsSchema,
} from './caseDetailSchemas';

/** The one-case endpoints of document 002 §7 "Cases" (detail, edits, notes, emails, attachments, customer). */

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
      rawResponseSchema: CaseSchema,
      providesTags: (_result, _error, id) => [{ type: 'Case', id }],
    }),
    getCaseEditOptions: build.query<CaseEditOptions, number>({
      query: (id) => ({ url: `${caseBase(id)}/edit` }),
      rawResponseSchema: CaseEditOptionsSchema,
    }),
    /** The answer's shape is not in the spec: the updated case when it is one (null otherwise: the case is loaded again). */
    updateCase: build.mutation<Case | null, { id: number; edit: CaseEdit }>({
      query: ({ id, edit }) => ({ url: caseBase(id), method: 'PATCH', data: edit }),
      rawResponseSchema: MaybeCaseSchema,
      invalidatesTags: (result, error, { id }) =>
        error ? [] : ['CaseList', 'CaseDashboard', { type: 'CaseCustomer', id }, ...(result && result.id === id ? [] : [{ type: 'Case' as const, id }])],
      // An answer that is the updated case goes into the cache instead of loading the case again.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data && data.id === id) void dispatch(caseDetailApi.util.upsertQueryData('getCase', id, data));
        } catch {
          // the caller shows the failure
        }
      },
    }),
    deleteCase: build.mutation<null, number>({
      query: (id) => ({ url: caseBase(id), method: 'DELETE' }),
      rawResponseSchema: AcknowledgementSchema,
      invalidatesTags: (_result, error) => (error ? [] : ['CaseList', 'CaseDashboard']),
    }),
    reopenCase: build.mutation<null, number>({
      query: (id) => ({ url: `${caseBase(id)}/reopen`, method: 'PATCH' }),
      rawResponseSchema: AcknowledgementSchema,
      invalidatesTags: (_result, error, id) => (error ? [] : changedCase(id)),
    }),
    /** The answer's shape is not in the spec: the new note when it is one (null otherwise: the case is loaded again). */
    addCaseNote: build.mutation<CaseNote | null, { id: number; status_id: number; note: string; resolving: boolean }>({
      query: ({ id, status_id, note }) => ({ url: `${caseBase(id)}/notes/store`, method: 'POST', data: { status_id, note } }),
      rawResponseSchema: MaybeNoteSchema,
      // A resolving status reloads the case; any other appends the note (document 002 §4), or
      // reloads the case when the answer does not carry the note.
      invalidatesTags: (result, error, { id, resolving }) => (error ? [] : resolving || !result ? changedCase(id) : ['CaseList', 'CaseDashboard']),
      async onQueryStarted({ id, resolving, status_id }, { dispatch, queryFulfilled, getState }) {
        try {
          const { data: note } = await queryFulfilled;
          if (resolving || !note) return;
          const options = caseDetailApi.endpoints.getCaseEditOptions.select(id)(getState() as never).data;
          const status = options?.statuses.find((item) => item.id === status_id);
          dispatch(
            caseDetailApi.util.updateQueryData('getCase', id, (draft) => {
              draft.notes = [...(draft.notes ?? []), note];
              if (status) draft.status = status;
              if (note.created_date) draft.updated_date = note.created_date;
              if (note.created_by) draft.updated_by = note.created_by;
            }),
          );
        } catch {
          // the caller shows the failure
        }
      },
    }),
    getReplyDetails: build.query<ReplyDetails, number>({
      query: (id) => ({ url: `${caseBase(id)}/emails/create` }),
      rawResponseSchema: ReplyDetailsSchema,
    }),
    sendReply: build.mutation<null, { id: number; reply: ReplyPayload }>({
      query: ({ id, reply }) => ({ url: `${caseBase(id)}/emails/store`, method: 'POST', data: replyFormData(reply) }),
      rawResponseSchema: AcknowledgementSchema,
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedCase(id)),
    }),
    forwardCase: build.mutation<null, { id: number; forward: ForwardPayload }>({
      query: ({ id, forward }) => ({ url: `${caseBase(id)}/forward`, method: 'POST', data: forward }),
      rawResponseSchema: AcknowledgementSchema,
    }),
    uploadAttachments: build.mutation<CaseAttachment[], { id: number; uploads: AttachmentUpload[] }>({
      query: ({ id, uploads }) => ({ url: `${caseBase(id)}/attachments/store`, method: 'POST', data: attachmentsFormData(uploads) }),
      rawResponseSchema: StoredAttachmentsSchema,
      invalidatesTags: (_result, error, { id }) => (error ? [] : changedCase(id)),
    }),
    getCaseCustomer: build.query<Customer, { id: number; customerId: number }>({
      query: ({ id, customerId }) => ({ url: `${caseBase(id)}/customer/${customerId}` }),
      rawResponseSchema: CustomerSchema,
      providesTags: (_result, _error, { id }) => [{ type: 'CaseCustomer', id }],
    }),
    /** The answer is the updated customer (spec); one the portal cannot read makes it load the customer again. */
    updateCaseCustomer: build.mutation<Customer | null, { id: number; customerId: number; customer: CustomerPayload }>({
      query: ({ id, customerId, customer }) => ({ url: `${caseBase(id)}/customer/${customerId}`, method: 'PATCH', data: customer }),
      rawResponseSchema: MaybeCustomerSchema,
      invalidatesTags: (result, error, { id }) => (error ? [] : [...changedCase(id), ...(result ? [] : [{ type: 'CaseCustomer' as const, id }])]),
      async onQueryStarted({ id, customerId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data) void dispatch(caseDetailApi.util.upsertQueryData('getCaseCustomer', { id, customerId }, data));
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
