import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type CriticalFocusRow } from '../db';
import { formatDateTime } from '../random';
import { CF_STATUS } from '../seedProgramme';
import { errorResponse, get, post, readJsonObject, validationError } from './route';
import { authenticate, authorize, fullName, permissionsOf } from './session';

/** The demo API of critical focus (document 002 §7 "Critical focus"); stateful over the seeded rows. */

const COMMENT_MIN = 5;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isResolved = (row: CriticalFocusRow) => row.status_id === CF_STATUS.resolved;

/** The item as the API sends it: the row plus its job's location, scheme and the status name. */
function itemJson(row: CriticalFocusRow) {
  const data = db();
  const job = data.jobs.find((item) => item.id === row.job_id);
  const location = data.locations.find((item) => item.id === job?.locationId);
  const scheme = data.schemes.find((item) => item.id === job?.schemeId);
  return {
    id: row.id,
    job_id: row.job_id,
    location_name: location?.name ?? '',
    scheme_name: scheme?.name ?? '',
    scheme_type: scheme?.type ?? null,
    created_date: row.created_date,
    updated_date: row.updated_date,
    updated_by: row.updated_by,
    status_id: row.status_id,
    status_name: data.criticalFocusStatuses.find((status) => status.id === row.status_id)?.name ?? '',
    wants_contact: row.wants_contact,
    contact_details: row.contact_details,
    comments: row.comments,
    notes: row.notes.map((note) => ({ ...note })),
  };
}

/** When the item was resolved: the date of its last 'Resolved' note (its update date otherwise). */
function resolvedDate(row: CriticalFocusRow): string {
  const resolving = [...row.notes].reverse().find((note) => note.status_name === 'Resolved');
  return resolving?.added_date ?? row.updated_date ?? row.created_date;
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

function findItem(id: string): CriticalFocusRow | Response | undefined {
  if (!/^\d+$/.test(id)) return undefined;
  return db().criticalFocus.find((row) => row.id === Number(id)) ?? errorResponse(404, 'Critical focus not found.');
}

const noteTypes = () => db().criticalFocusStatuses.filter((status) => status.id !== CF_STATUS.new);

export const criticalFocusHandlers = [
  get('/critical-focus', ({ request }) => {
    const auth = authorize(request, P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
    if (auth instanceof Response) return auth;
    const rows = db()
      .criticalFocus.filter((row) => !isResolved(row))
      .sort((a, b) => newestFirst(a.created_date, b.created_date));
    return HttpResponse.json({ data: rows.map(itemJson) });
  }),

  get('/critical-focus/resolved', ({ request }) => {
    const auth = authorize(request, P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS);
    if (auth instanceof Response) return auth;
    const url = new URL(request.url);
    const start = url.searchParams.get('start_date') ?? '';
    const end = url.searchParams.get('end_date') ?? '';
    const errors: Record<string, string[]> = {};
    if (!ISO_DAY.test(start)) errors.start_date = ['The start date is not a valid date.'];
    if (!ISO_DAY.test(end)) errors.end_date = ['The end date is not a valid date.'];
    else if (ISO_DAY.test(start) && end < start) errors.end_date = ['The end date must be a date after or equal to start date.'];
    if (Object.keys(errors).length > 0) return validationError(errors);
    const rows = db()
      .criticalFocus.filter(isResolved)
      .filter((row) => {
        const day = resolvedDate(row).slice(0, 10);
        return day >= start && day <= end;
      })
      .sort((a, b) => newestFirst(resolvedDate(a), resolvedDate(b)));
    return HttpResponse.json({ data: rows.map(itemJson) });
  }),

  get('/critical-focus-note-types', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json({ data: noteTypes().map(({ id, name }) => ({ id, name })) });
  }),

  get<{ id: string }>('/critical-focus/:id', ({ request, params }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    const row = findItem(params.id);
    if (row === undefined) return undefined;
    if (row instanceof Response) return row;
    // 002 §6: open items need the view-open permission, resolved ones the view-resolved permission.
    const needed = isResolved(row) ? P.CRITICAL_FOCUS_VIEW_RESOLVED_CRITICAL_FOCUS : P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS;
    if (!permissionsOf(auth.user).includes(needed)) return errorResponse(403, 'You do not have permission to do this.');
    return HttpResponse.json({ data: itemJson(row) });
  }),

  post<{ id: string }>('/critical-focus/:id/note/store', async ({ request, params }) => {
    const auth = authorize(request, P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS);
    if (auth instanceof Response) return auth;
    const row = findItem(params.id);
    if (row === undefined) return errorResponse(404, 'Critical focus not found.');
    if (row instanceof Response) return row;
    if (isResolved(row)) return validationError({ status: ['This critical focus has already been resolved.'] });
    const body = await readJsonObject(request);
    const type = noteTypes().find((item) => item.id === Number(body.type_id));
    const comment = typeof body.comment === 'string' ? body.comment.trim() : '';
    const errors: Record<string, string[]> = {};
    if (!type) errors.type_id = ['The selected status is invalid.'];
    if (comment.length < COMMENT_MIN) errors.comment = [`The comment must be at least ${COMMENT_MIN} characters.`];
    if (!type || Object.keys(errors).length > 0) return validationError(errors);
    const now = formatDateTime(new Date());
    const by = fullName(auth.user);
    const noteId = row.notes.reduce((max, note) => Math.max(max, note.id), 0) + 100_000;
    row.notes.push({ id: noteId, status_name: type.name, added_by: by, added_date: now, comment });
    row.status_id = type.id;
    row.updated_by = by;
    row.updated_date = now;
    return HttpResponse.json({ data: itemJson(row) }, { status: 201 });
  }),
];
