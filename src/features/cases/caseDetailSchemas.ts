import * as v from 'valibot';
import { boolOr, envelope, listOrEmpty, maybeEnvelope, textOr } from '@/api/schema';
import { Attachment, CaseObject, caseFormLists, CustomerObject, Note } from '@/api/caseRecordSchemas';
import type { CaseEditOptions, ReplyDetails } from './types';

/*
 * Decoders of the case page's answers (document 002 §3 and §7): the case, its notes, attachments and
 * customer, and the options of its forms. Every answer passes through one of these (RTK Query's
 * `rawResponseSchema`), flat or under `data`.
 */

/** A case, flat or under `data`. */
export const CaseSchema = envelope(CaseObject);

/** The case in an answer that may carry it (PATCH .../{id}): the case, or null when the server sent something else. */
export const MaybeCaseSchema = maybeEnvelope(CaseObject, 'case');

/** The note in POST .../notes/store's answer, or null (the case is then loaded again). */
export const MaybeNoteSchema = maybeEnvelope(Note, 'note');

/** The stored attachments in POST .../attachments/store's answer (the case is loaded again anyway). */
export const StoredAttachmentsSchema = listOrEmpty(Attachment, 'attachment');

/** GET .../customer/{customerId}: the customer with their cases. */
export const CustomerSchema = envelope(CustomerObject);

/** PATCH .../customer/{customerId}: "the updated customer" (spec), or null when unreadable (then loaded again). */
export const MaybeCustomerSchema = maybeEnvelope(CustomerObject, 'customer');

/** GET .../{id}/edit (002 §3 "Case edit options"). */
export const CaseEditOptionsSchema = envelope(
  v.pipe(
    v.object({ ...caseFormLists, has_multiple_categories: boolOr(false) }),
    v.transform((data): CaseEditOptions => data),
  ),
);

/** GET .../{id}/emails/create (002 §3 "Reply details"). */
export const ReplyDetailsSchema = envelope(
  v.pipe(
    v.object({ customer_email: textOr(), from_address: textOr(), email_subject: textOr(), email_body: textOr() }),
    v.transform((data): ReplyDetails => data),
  ),
);
