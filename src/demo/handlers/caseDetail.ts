import { HttpResponse } from 'msw';
import { CUSTOMER_FIELDS, validateCustomerFields, type CustomerFields } from '@/lib/customerFields';
import { P } from '@/lib/permissions';
import { hasDangerousInnerExtension } from '@/lib/fileTypes';
import { db, nextId, type CaseRow, type UserRow } from '../db';
import { formatDateTime } from '../random';
import { caseDetailJson, customerJson, findCase, isValidEmail, statusJson } from './caseSerializers';
import { authenticate, authorize, permissionsOf, type Authenticated } from './session';
import { del, errorResponse, get, patch, post, readJsonObject, validationError } from './route';

/** The demo API for one case (document 002 §7 "Cases"): detail, edits, notes, emails, attachments, customer. */

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
const MAX_FILE_NAME = 255;
const NOTE_MIN = 5;

type Params = { id: string };

/** The case of the path, or the response to send (non-numeric ids fall through to other routes). */
function caseFromPath(id: string): CaseRow | Response | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  const row = findCase(Number(id));
  return row ?? errorResponse(404, 'Case not found.');
}

/** The user, holding the permission, and the case of the path; else the response to send (a 404 for any path id that is not a case). */
function permittedCase(request: Request, id: string, permission: string): { auth: Authenticated; found: CaseRow } | Response {
  const auth = authorize(request, permission);
  if (auth instanceof Response) return auth;
  const found = caseFromPath(id);
  if (!found || found instanceof Response) return found ?? errorResponse(404, 'Case not found.');
  return { auth, found };
}

const isOpen = (row: CaseRow) => row.resolved_by_id === null;
const now = () => formatDateTime(new Date());

function touch(row: CaseRow, user: UserRow): void {
  row.updated_by_id = user.id;
  row.updated_date = now();
}

function setStatus(row: CaseRow, statusId: number, user: UserRow): void {
  row.status_id = statusId;
  if (statusJson(statusId).resolve_status) {
    row.resolved_by_id = user.id;
    row.resolved_date = now();
  }
}

/** Splits the files of a multipart body into checked uploads, or field errors (Laravel-style keys). */
/** A file entry of a parsed form (duck-typed: under jsdom the File class differs from the parser's). */
function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && typeof (value as File).size === 'number';
}

function checkFile(file: unknown, field: string, errors: Record<string, string[]>): file is File {
  if (!isFile(file)) {
    errors[field] = ['The file field is required.'];
    return false;
  }
  const name = (file as File).name ?? 'file';
  if (file.size === 0) errors[field] = [`The file ${name} is empty.`];
  else if (file.size > MAX_ATTACHMENT_BYTES) errors[field] = [`The file ${name} may not be greater than 10240 kilobytes.`];
  else if (name.length > MAX_FILE_NAME) errors[field] = [`The file name may not be greater than ${MAX_FILE_NAME} characters.`];
  else if (hasDangerousInnerExtension(name)) errors[field] = [`The file ${name} has a double extension and cannot be accepted.`];
  return !errors[field];
}

async function storeAttachment(row: CaseRow, file: File, description: string, user: UserRow) {
  const content = new Uint8Array(await file.arrayBuffer());
  const data = db();
  const id = nextId('caseAttachments');
  data.caseAttachments.push({
    id,
    case_id: row.id,
    description,
    file_name: file.name,
    file_size: content.byteLength,
    mime_type: file.type || 'application/octet-stream',
    content,
    added_date: now(),
    added_by_id: user.id,
  });
  return id;
}

/** Emails split on spaces, commas and semicolons (the client sends them split already). */
function emailList(values: unknown[]): string[] {
  return values.flatMap((value) => (typeof value === 'string' ? value.split(/[\s,;]+/) : [])).filter((value) => value !== '');
}

function editOptions() {
  const data = db();
  return {
    locations: data.locations.map((item) => ({ id: item.id, name: item.name })),
    sources: data.caseSources.map((item) => ({ id: item.id, name: item.name })),
    types: data.caseTypes.map((item) => ({ id: item.id, name: item.name })),
    categories: data.caseCategories.map((item) => ({ id: item.id, name: item.name })),
    statuses: data.caseStatuses.map((item) => ({ id: item.id, name: item.name, resolve_status: item.resolve_status })),
    emails: data.distributionLists.map((item) => ({ id: item.id, name: item.name })),
    has_multiple_categories: true,
  };
}

const EDIT_PERMISSIONS: string[] = [
  P.CASE_MANAGEMENT_UPDATE_CASES,
  P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION,
  P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE,
  P.CASE_MANAGEMENT_UPDATE_CASE_TYPE,
];

/** Which permission each editable field of PATCH .../{id} needs. */
const FIELD_PERMISSION: Record<string, string> = {
  location_id: P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION,
  source_id: P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE,
  type_id: P.CASE_MANAGEMENT_UPDATE_CASE_TYPE,
  category_a_id: P.CASE_MANAGEMENT_UPDATE_CASES,
  category_b_id: P.CASE_MANAGEMENT_UPDATE_CASES,
  category_c_id: P.CASE_MANAGEMENT_UPDATE_CASES,
  status_id: P.CASE_MANAGEMENT_UPDATE_CASES,
  note: P.CASE_MANAGEMENT_UPDATE_CASE_NOTE,
};

const forbidden = () => HttpResponse.json({ message: 'You do not have permission to do this.' }, { status: 403 });
const resolvedError = () => errorResponse(422, 'This case is resolved and can no longer be changed.');

export const caseDetailHandlers = [
  // Demo-only (the portal never calls it): what the reply and forward endpoints "sent", for the browser tests.
  get('/__demo/sent-emails', () => HttpResponse.json({ data: db().sentEmails })),

  get<Params>('/case-management/cases/:id', ({ request, params }) => {
    const found = caseFromPath(params.id);
    if (found === undefined) return undefined;
    const auth = authorize(request, P.CASE_MANAGEMENT_VIEW_CASES);
    if (auth instanceof Response) return auth;
    if (found instanceof Response) return found;
    return HttpResponse.json({ data: caseDetailJson(found) });
  }),

  get<Params>('/case-management/cases/:id/edit', ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    if (!permissionsOf(auth.user).some((permission) => EDIT_PERMISSIONS.includes(permission))) return forbidden();
    const found = caseFromPath(params.id);
    if (!found || found instanceof Response) return found ?? errorResponse(404, 'Case not found.');
    return HttpResponse.json(editOptions());
  }),

  patch<Params>('/case-management/cases/:id', async ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const found = caseFromPath(params.id);
    if (!found || found instanceof Response) return found ?? errorResponse(404, 'Case not found.');
    const body = await readJsonObject(request);
    const fields = Object.keys(body).filter((key) => key in FIELD_PERMISSION);
    if (fields.length === 0) return validationError({ case: ['Nothing to update.'] });
    const held = permissionsOf(auth.user);
    if (fields.some((field) => !held.includes(FIELD_PERMISSION[field] as string))) return forbidden();
    if (!isOpen(found)) return resolvedError();
    const data = db();
    const errors: Record<string, string[]> = {};
    const exists = (rows: Array<{ id: number }>, value: unknown) => typeof value === 'number' && rows.some((row) => row.id === value);
    for (const field of fields) {
      const value = body[field];
      if (field === 'note') {
        if (typeof value !== 'string' || value.trim().length < NOTE_MIN) errors.note = [`The note must be at least ${NOTE_MIN} characters.`];
      } else if (field === 'location_id' && !exists(data.locations, value)) errors[field] = ['The selected location is invalid.'];
      else if (field === 'source_id' && !exists(data.caseSources, value)) errors[field] = ['The selected source is invalid.'];
      else if (field === 'type_id' && !exists(data.caseTypes, value)) errors[field] = ['The selected type is invalid.'];
      else if (field === 'status_id' && (!exists(data.caseStatuses, value) || value === 1)) errors[field] = ['The selected status is invalid.'];
      else if (field.startsWith('category_') && value !== null && !exists(data.caseCategories, value)) errors[field] = ['The selected category is invalid.'];
    }
    if (Object.keys(errors).length > 0) return validationError(errors);
    for (const field of fields) {
      const value = body[field];
      if (field === 'note') found.note = (value as string).trim();
      else if (field === 'location_id') found.location_id = value as number;
      else if (field === 'source_id') found.source_id = value as number;
      else if (field === 'type_id') found.type_id = value as number;
      else if (field === 'status_id') setStatus(found, value as number, auth.user);
      else if (field === 'category_a_id') found.category_a_id = value as number | null;
      else if (field === 'category_b_id') found.category_b_id = value as number | null;
      else if (field === 'category_c_id') found.category_c_id = value as number | null;
    }
    touch(found, auth.user);
    return HttpResponse.json({ data: caseDetailJson(found) });
  }),

  del<Params>('/case-management/cases/:id', ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_DELETE_CASES);
    if (access instanceof Response) return access;
    const { found } = access;
    if (!isOpen(found)) return errorResponse(422, 'Only open cases can be deleted.');
    found.deleted = true;
    return HttpResponse.json({ message: 'Case deleted.' });
  }),

  patch<Params>('/case-management/cases/:id/reopen', ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_REOPEN_CASES);
    if (access instanceof Response) return access;
    const { auth, found } = access;
    if (isOpen(found)) return errorResponse(422, 'This case is already open.');
    found.resolved_by_id = null;
    found.resolved_date = null;
    found.status_id = 2;
    touch(found, auth.user);
    return HttpResponse.json({ data: caseDetailJson(found) });
  }),

  post<Params>('/case-management/cases/:id/notes/store', async ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_UPDATE_CASES);
    if (access instanceof Response) return access;
    const { auth, found } = access;
    if (!isOpen(found)) return resolvedError();
    const body = await readJsonObject(request);
    const errors: Record<string, string[]> = {};
    const statusId = body.status_id;
    if (typeof statusId !== 'number' || statusId === 1 || !db().caseStatuses.some((row) => row.id === statusId))
      errors.status_id = ['The selected status is invalid.'];
    if (typeof body.note !== 'string' || body.note.trim().length < NOTE_MIN) errors.note = [`The note must be at least ${NOTE_MIN} characters.`];
    if (Object.keys(errors).length > 0) return validationError(errors);
    const note = {
      id: nextId('caseNotes'),
      case_id: found.id,
      status_id: statusId as number,
      note: (body.note as string).trim(),
      created_date: now(),
      created_by_id: auth.user.id,
    };
    db().caseNotes.push(note);
    setStatus(found, statusId as number, auth.user);
    touch(found, auth.user);
    return HttpResponse.json({ data: caseDetailJson(found).notes.find((item) => item.id === note.id) }, { status: 201 });
  }),

  get<Params>('/case-management/cases/:id/emails/create', ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_EMAIL_CUSTOMER);
    if (access instanceof Response) return access;
    const { found } = access;
    const customer = db().customers.find((item) => item.id === found.customer_id);
    if (!customer || !found.wants_contact || !isValidEmail(customer.email)) return errorResponse(422, 'This customer cannot be emailed.');
    return HttpResponse.json({
      customer_email: customer.email,
      from_address: 'customercare@splash-express.example',
      email_subject: `Your feedback to Splash Express Car Wash (Case #${found.id})`,
      email_body: `On ${found.created_date} you wrote:\n${found.note}`,
    });
  }),

  post<Params>('/case-management/cases/:id/emails/store', async ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_EMAIL_CUSTOMER);
    if (access instanceof Response) return access;
    const { auth, found } = access;
    const customer = db().customers.find((item) => item.id === found.customer_id);
    if (!customer || !found.wants_contact || !isValidEmail(customer.email)) return errorResponse(422, 'This customer cannot be emailed.');
    const form = await request.formData();
    const errors: Record<string, string[]> = {};
    const body = form.get('email_body');
    if (typeof body !== 'string' || body.trim() === '') errors.email_body = ['The email body field is required.'];
    const cc = emailList(form.getAll('cc[]'));
    const bcc = emailList(form.getAll('bcc[]'));
    cc.forEach((email, index) => {
      if (!isValidEmail(email)) errors[`cc.${index}`] = [`The cc.${index} must be a valid email address.`];
    });
    bcc.forEach((email, index) => {
      if (!isValidEmail(email)) errors[`bcc.${index}`] = [`The bcc.${index} must be a valid email address.`];
    });
    const files: File[] = [];
    for (const [key, value] of form.entries()) {
      const match = /^attachments\[(\d+)\]$/.exec(key);
      if (match && checkFile(value, `attachments.${match[1]}`, errors)) files.push(value as File);
    }
    if (Object.keys(errors).length > 0) return validationError(errors);
    db().sentEmails.push({
      id: nextId('sentEmails'),
      case_id: found.id,
      kind: 'reply',
      to: [customer.email],
      cc,
      bcc,
      // Multipart encoding turns line breaks into CRLF; keep them as the user typed them.
      body: (body as string).replace(/\r\n/g, '\n'),
      attachmentNames: files.map((file) => file.name),
      sent_date: now(),
    });
    touch(found, auth.user);
    return HttpResponse.json({ message: 'Email sent.' });
  }),

  post<Params>('/case-management/cases/:id/forward', async ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_UPDATE_CASES);
    if (access instanceof Response) return access;
    const { found } = access;
    const body = await readJsonObject(request);
    const to = Array.isArray(body.to) ? body.to.filter((value): value is number => typeof value === 'number') : [];
    const manual = Array.isArray(body.manual_to) ? emailList(body.manual_to) : [];
    const errors: Record<string, string[]> = {};
    if (to.length === 0 && manual.length === 0) errors.to = ['Select a distribution list or enter an email address.'];
    to.forEach((id, index) => {
      if (!db().distributionLists.some((list) => list.id === id)) errors[`to.${index}`] = ['The selected distribution list is invalid.'];
    });
    manual.forEach((email, index) => {
      if (!isValidEmail(email)) errors[`manual_to.${index}`] = [`${email} is not a valid email address.`];
    });
    if (Object.keys(errors).length > 0) return validationError(errors);
    const lists = db().distributionLists.filter((list) => to.includes(list.id));
    db().sentEmails.push({
      id: nextId('sentEmails'),
      case_id: found.id,
      kind: 'forward',
      to: [...lists.flatMap((list) => list.emails), ...manual],
      cc: [],
      bcc: [],
      body: typeof body.email_body === 'string' ? body.email_body : '',
      attachmentNames: [],
      sent_date: now(),
    });
    return HttpResponse.json({ message: 'Case forwarded.' });
  }),

  post<Params>('/case-management/cases/:id/attachments/store', async ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_UPDATE_CASES);
    if (access instanceof Response) return access;
    const { auth, found } = access;
    const form = await request.formData();
    const indexes = new Set<string>();
    for (const key of form.keys()) {
      const match = /^attachments\[(\d+)\]\[(file|description)\]$/.exec(key);
      if (match) indexes.add(match[1] as string);
    }
    const errors: Record<string, string[]> = {};
    if (indexes.size === 0) errors.attachments = ['You need to add at least one file.'];
    const uploads: Array<{ file: File; description: string }> = [];
    for (const index of [...indexes].sort((a, b) => Number(a) - Number(b))) {
      const file = form.get(`attachments[${index}][file]`);
      const rawDescription = form.get(`attachments[${index}][description]`);
      const description = typeof rawDescription === 'string' ? rawDescription.replace(/\r\n/g, '\n') : rawDescription;
      const fileOk = checkFile(file, `attachments.${index}.file`, errors);
      if (typeof description !== 'string' || description.trim() === '') errors[`attachments.${index}.description`] = ['The description field is required.'];
      else if (description.length > 255) errors[`attachments.${index}.description`] = ['The description may not be greater than 255 characters.'];
      else if (fileOk) uploads.push({ file: file as File, description: description.trim() });
    }
    if (Object.keys(errors).length > 0) return validationError(errors);
    const ids: number[] = [];
    for (const upload of uploads) ids.push(await storeAttachment(found, upload.file, upload.description, auth.user));
    touch(found, auth.user);
    const stored = caseDetailJson(found).attachments.filter((item) => ids.includes(item.id));
    return HttpResponse.json({ data: stored }, { status: 201 });
  }),

  get<{ id: string; attachmentId: string }>('/case-management/cases/:id/attachments/:attachmentId', ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_VIEW_CASES);
    if (access instanceof Response) return access;
    const { found } = access;
    const attachment = db().caseAttachments.find((item) => item.case_id === found.id && String(item.id) === params.attachmentId);
    if (!attachment) return errorResponse(404, 'Attachment not found.');
    const ascii = attachment.file_name.replace(/[^\x20-\x7e]|"/g, '_');
    return new HttpResponse(attachment.content.slice().buffer, {
      headers: {
        'Content-Type': attachment.mime_type,
        'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.file_name)}`,
      },
    });
  }),

  get<{ id: string; customerId: string }>('/case-management/cases/:id/customer/:customerId', ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_VIEW_CASES);
    if (access instanceof Response) return access;
    const customer = db().customers.find((item) => String(item.id) === params.customerId);
    if (!customer) return errorResponse(404, 'Customer not found.');
    return HttpResponse.json({ data: customerJson(customer, true) });
  }),

  patch<{ id: string; customerId: string }>('/case-management/cases/:id/customer/:customerId', async ({ request, params }) => {
    const access = permittedCase(request, params.id, P.CASE_MANAGEMENT_UPDATE_CASES);
    if (access instanceof Response) return access;
    const { auth, found } = access;
    if (!isOpen(found)) return resolvedError();
    const customer = db().customers.find((item) => String(item.id) === params.customerId);
    if (!customer) return errorResponse(404, 'Customer not found.');
    const body = await readJsonObject(request);
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
    const errors: Record<string, string[]> = {};
    const email = text('customer_email');
    const phone = text('customer_phone');
    const fields = Object.fromEntries(CUSTOMER_FIELDS.map((key) => [key, text(key)])) as unknown as CustomerFields;
    for (const [key, message] of Object.entries(validateCustomerFields(fields))) if (message) errors[key] = [message];
    if (Object.keys(errors).length > 0) return validationError(errors);
    customer.name = text('customer_name');
    customer.email = email;
    customer.phone = phone;
    customer.address = text('customer_address');
    customer.city = text('customer_city');
    customer.state = text('customer_state');
    customer.zip = text('customer_zip');
    customer.extra_a = text('customer_extra_a');
    customer.extra_b = text('customer_extra_b');
    touch(found, auth.user);
    return HttpResponse.json({ data: customerJson(customer, true) });
  }),
];
