import * as v from 'valibot';
import type { Case, CaseAttachment, CaseNote, CaseStatus, Customer, CustomerCaseSummary, NamedRef } from '@/lib/caseTypes';
import { isValidEmail } from '@/lib/customerFields';
import { bool, boolOr, id, listOrEmpty, num, numOr, optNum, optText, orNull, text, textOr } from './schema';
import { assumed } from './decoderMarks';

/*
 * The case and its parts as the case management answers carry them (document 002 §3): the building
 * blocks of the decoders in ./caseListSchemas.ts (shared with Today) and case management's
 * casesSchemas.ts and caseDetailSchemas.ts. They accept the documented
 * shape and the conventional variants (numeric strings, null or a missing key for empty parts). Lists
 * skip the entries they cannot read (one bad case never blanks a list); an unreadable optional part (a
 * source, a customer, a rank list) reads as missing; anything else is the one decoding error.
 * Fields the spec does not name are read only where a fallback from spec fields exists
 * (docs/api-contract.md, "Case management I/II: fields the portal reads").
 */

/** An id a case or an entry can be opened by: a whole number above 0. */
export const positiveId = v.pipe(id, v.integer(), v.minValue(1));

const Named = v.object({ id, name: textOr() });
export const NamedRefSchema = v.pipe(
  Named,
  v.transform((item): NamedRef => ({ id: item.id, name: item.name })),
);
/** `{ name }` of a person (created_by, updated_by, added_by); a bare string is read as the name. */
const Person = v.union([
  v.pipe(
    v.object({ name: textOr() }),
    v.transform((item) => ({ name: item.name })),
  ),
  v.pipe(
    v.string(),
    v.transform((name) => ({ name })),
  ),
]);

/** A case status (002 §3: id, name, resolve_status). */
export const Status = v.pipe(
  v.object({ id: numOr(0), name: text, resolve_status: boolOr(false) }),
  v.transform((item): CaseStatus => ({ id: item.id, name: item.name, resolve_status: item.resolve_status })),
);

/** resolved_by: null while open, otherwise an object with an id (its name is assumed); an id alone is read too. */
const ResolvedBy = v.nullish(
  v.union([
    // No resolver: '', false, 0 (a Laravel foreign key left at 0).
    v.pipe(
      v.union([v.picklist(['', 0, '0']), v.literal(false)]),
      v.transform((): null => null),
    ),
    v.pipe(
      v.object({
        id: numOr(0),
        name: assumed(optText, { fallback: '`updated_by.name`', userSees: "the status banner names the case's last updater", impact: 'low' }),
      }),
      v.transform((item) => ({ id: item.id, ...(item.name !== null ? { name: item.name } : {}) })),
    ),
    v.pipe(
      num,
      v.transform((value) => ({ id: value })),
    ),
    v.pipe(
      v.string(),
      v.minLength(1),
      v.transform((name) => ({ id: 0, name })),
    ),
    v.pipe(
      v.literal(true),
      v.transform(() => ({ id: 0 })),
    ),
  ]),
  null,
);

const Location = v.pipe(
  v.object({ id: numOr(0), name: text, bdm: orNull(Person, 'location BDM') }),
  v.transform((item): Case['location'] => ({ id: item.id, name: item.name, bdm: item.bdm })),
);

/** A case the customer has (002 §2 "Customers Other Cases": id, location, source, type, status, last updated). */
const CustomerCase = v.pipe(
  v.object({
    id: positiveId,
    location: orNull(v.object({ id: numOr(0), name: textOr() }), 'location'),
    source: orNull(NamedRefSchema, 'source'),
    type: orNull(NamedRefSchema, 'type'),
    status: orNull(Status, 'status'),
    resolved_by: ResolvedBy,
    updated_date: textOr(),
    updated_by: orNull(Person, 'user'),
  }),
  v.transform((item): CustomerCaseSummary => item),
);

/** The customer (002 §3); `has_valid_email` read from the email when it is missing. */
export const CustomerObject = v.pipe(
  v.object({
    id: positiveId,
    name: optText,
    email: optText,
    has_valid_email: v.nullish(bool, null),
    phone: optText,
    address: optText,
    full_address: optText,
    city: optText,
    state: optText,
    zip: optText,
    extra_a: optText,
    extra_a_label: optText,
    extra_b: optText,
    extra_b_label: optText,
    cases: listOrEmpty(CustomerCase, 'customer case'),
  }),
  v.transform((item): Customer => ({
    ...item,
    has_valid_email: item.has_valid_email ?? isValidEmail(item.email ?? ''),
  })),
);

/** A case attachment (002 §3); one without a file path cannot be opened and is left out. */
export const Attachment = v.pipe(
  v.object({
    id: positiveId,
    description: textOr(),
    file_name: textOr(),
    file_size: numOr(0),
    file_path: v.pipe(text, v.minLength(1)),
    added_date: textOr(),
    added_by: orNull(Person, 'user'),
  }),
  v.transform((item): CaseAttachment => item),
);

/** A case note (002 §3: id, status{name}, note, created_date, created_by{name}). */
export const Note = v.pipe(
  v.object({
    id,
    status: orNull(
      v.object({ id: assumed(optNum, { fallback: 'not needed (the status is shown by name)', userSees: 'nothing', impact: 'low' }), name: textOr() }),
      'note status',
    ),
    note: textOr(),
    created_date: textOr(),
    created_by: orNull(Person, 'user'),
  }),
  v.transform((item): CaseNote => ({
    ...item,
    status: item.status ? { ...(item.status.id !== null ? { id: item.status.id } : {}), name: item.status.name } : null,
  })),
);

/**
 * A case (002 §3). Without an id, a status or a location it cannot be shown or opened (a list
 * skips it, a case page says it could not read it); any other unreadable part reads as missing.
 */
export const CaseObject = v.pipe(
  v.object({
    id: positiveId,
    note: textOr(),
    survey_id: numOr(0),
    job_id: numOr(0),
    wants_contact: boolOr(false),
    created_date: textOr(),
    created_by: orNull(Person, 'user'),
    updated_date: textOr(),
    updated_by: orNull(Person, 'user'),
    resolved_by: ResolvedBy,
    resolved_date: assumed(optText, { fallback: '`updated_date`', userSees: "the status banner's 'Resolved on' date is the last update's", impact: 'low' }),
    location: Location,
    source: orNull(NamedRefSchema, 'source'),
    type: orNull(NamedRefSchema, 'type'),
    category_a: orNull(NamedRefSchema, 'category'),
    category_b: orNull(NamedRefSchema, 'category'),
    category_c: orNull(NamedRefSchema, 'category'),
    status: Status,
    customer: orNull(CustomerObject, 'customer'),
    attachments: listOrEmpty(Attachment, 'attachment'),
    notes: listOrEmpty(Note, 'note'),
  }),
  v.transform((item): Case => item),
);

/** The lists a case form chooses from (000 §3 "Create-case details", 002 §3 "Case edit options"). */
export const caseFormLists = {
  locations: listOrEmpty(NamedRefSchema, 'location'),
  sources: listOrEmpty(NamedRefSchema, 'source'),
  types: listOrEmpty(NamedRefSchema, 'type'),
  categories: listOrEmpty(NamedRefSchema, 'category'),
  statuses: listOrEmpty(Status, 'status'),
  emails: listOrEmpty(NamedRefSchema, 'distribution list'),
};
