import { HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type JobRow, type QueryRow, type UserRow } from '../db';
import { canBeQueried, isInsideQueryWindow, queryableJobs, queryOfJob, querySchemes, schemeOf } from '../queryWindow';
import { formatDateTime } from '../random';
import { fraction, locationName, reportByCategory, reportJobDetails } from '../reportJson';
import { authenticate, fullName, permissionsOf } from './session';
import { errorResponse, get, post, readJsonObject, validationError } from './route';

/*
 * The demo API of the Queries area (document 002 §7 "Queries"): queryable jobs, a job's report for
 * a question query, raising a query, the open and resolved lists, one query, and the client's
 * response to a referred query. Shapes and texts the spec does not show are recorded in
 * docs/api-contract.md ("Queries").
 */

const TEXT_MINIMUM = 5;
const TEXT_MAXIMUM = 5000;
const STATUS_NAMES: Record<number, string> = { 2: 'New Ticket From Client', 9: 'Referred To Client', 11: 'Response From Client' };
const OUTCOME_NAMES: Record<number, string> = { 0: 'Denied', 1: 'Amended', 2: 'Reshopped', 3: 'Reshop Denied', 4: 'Invalid Query' };
const DAY = 86_400_000;

/** Authenticates and checks that the user holds one of the permissions (403 otherwise). */
function allow(request: Request, ...permissions: string[]): UserRow | Response {
  const auth = authenticate(request);
  if (auth instanceof Response) return auth;
  const held = permissionsOf(auth.user);
  if (!permissions.some((permission) => held.includes(permission))) {
    return HttpResponse.json({ message: 'You do not have permission to do this.' }, { status: 403 });
  }
  return auth.user;
}

const userName = (id: number | null) => {
  if (id === null) return null;
  const user = db().users.find((item) => item.id === id);
  return user ? fullName(user) : null;
};
const jobOf = (query: QueryRow) => db().jobs.find((job) => job.id === query.job_id);

function listRow(query: QueryRow) {
  const job = jobOf(query);
  const scheme = job ? schemeOf(job) : undefined;
  return {
    id: query.id,
    job_id: query.job_id,
    location_name: job ? locationName(job) : '',
    scheme_name: scheme?.name ?? '',
    query_window_length: scheme?.query_window_length ?? null,
    created_by: userName(query.created_by_id) ?? '',
    created_date: query.created_date,
    updated_by: userName(query.updated_by_id),
    updated_date: query.updated_date,
    status_id: query.status_id,
    status_name: STATUS_NAMES[query.status_id] ?? 'Unknown',
    is_resolved: query.is_resolved,
    resolved_date: query.resolved_date,
  };
}

function detail(query: QueryRow) {
  const job = jobOf(query);
  return {
    ...listRow(query),
    query_type: query.query_type,
    query_text: query.query_text,
    points_scored: job?.points_scored ?? 0,
    total_scored: job?.total_points ?? 0,
    resolved_points_scored: query.resolved_points_scored,
    resolved_total_scored: query.resolved_total_scored,
    resolved_note: query.resolved_note,
    job_status_id: job?.status ?? 0,
    questions: query.questions.map((question) => ({
      ...question,
      resolved_status_name: question.resolved_status_id === null ? null : (OUTCOME_NAMES[question.resolved_status_id] ?? null),
      resolved_type_name: null,
    })),
    notes: query.notes,
  };
}

function numericId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function textError(field: string, value: unknown, label: string): string | null {
  if (typeof value !== 'string' || value.trim().length < TEXT_MINIMUM) return `The ${label} must be at least ${TEXT_MINIMUM} characters.`;
  if (value.length > TEXT_MAXIMUM) return `The ${label} may not be greater than ${TEXT_MAXIMUM} characters.`;
  void field;
  return null;
}

function parseDay(value: string | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 ? date : null;
}

export const queryHandlers = [
  get('/query', ({ request }) => {
    const user = allow(request, P.QUERIES_CREATE_QUERY);
    if (user instanceof Response) return user;
    const schemes = querySchemes().map((scheme) => ({
      id: scheme.id,
      scheme_name: scheme.name,
      has_nps: scheme.has_nps,
      query_window_length: scheme.query_window_length,
      scheme_type: scheme.type,
    }));
    const jobs =
      schemes.length === 0
        ? []
        : queryableJobs().map((job) => ({
            id: job.id,
            location_name: locationName(job),
            visit_date: job.visit_date,
            visit_time: job.visit_time,
            score: fraction(job.points_scored, job.total_points),
            scheme_name: schemeOf(job)?.name ?? '',
          }));
    return HttpResponse.json({ data: { schemes, jobs } });
  }),

  get<{ jobId: string }>('/query/:jobId/create', ({ request, params }) => {
    const user = allow(request, P.QUERIES_CREATE_QUERY);
    if (user instanceof Response) return user;
    const id = numericId(params.jobId);
    const job = id === null ? undefined : db().jobs.find((item) => item.id === id && !item.isSurvey);
    if (!job) return errorResponse(404, 'Job not found.');
    return HttpResponse.json({ data: { job_details: reportJobDetails(job), job_report: reportByCategory(job), can_be_queried: canBeQueried(job) } });
  }),

  post<{ jobId: string }>('/query/:jobId/store', async ({ request, params }) => {
    const user = allow(request, P.QUERIES_CREATE_QUERY);
    if (user instanceof Response) return user;
    const id = numericId(params.jobId);
    const job = id === null ? undefined : db().jobs.find((item) => item.id === id && !item.isSurvey);
    if (!job) return errorResponse(404, 'Job not found.');
    const body = await readJsonObject(request);
    if (!isInsideQueryWindow(job)) return validationError({ job_id: ['This job is outside of its query window and can no longer be queried.'] });
    if (queryOfJob(job.id)) return validationError({ job_id: ['This job has already been queried.'] });
    const type = Number(body.query_type);
    const now = formatDateTime(new Date());
    const data = db();
    data.sequences.queries = Math.max(data.sequences.queries ?? 0, ...data.queries.map((query) => query.id)) + 1;
    const queryId = data.sequences.queries;
    let row: QueryRow;
    if (type === 1) {
      const problem = textError('query_text', body.query_text, 'query text');
      if (problem) return validationError({ query_text: [problem] });
      row = baseRow(queryId, job, user, now, 1);
      row.query_text = (body.query_text as string).trim();
    } else if (type === 2) {
      const list = Array.isArray(body.query_questions) ? (body.query_questions as Array<Record<string, unknown>>) : [];
      if (list.length === 0) return validationError({ query_questions: ['At least one question query is required.'] });
      const errors: Record<string, string[]> = {};
      const seen = new Set<number>();
      list.forEach((item, index) => {
        const question = job.questions.find((candidate) => candidate.id === Number(item?.question_id));
        if (!question) errors[`query_questions.${index}.question_id`] = ['The selected question is invalid.'];
        else if (question.can_query !== 1) errors[`query_questions.${index}.question_id`] = [`Question ${question.question_num} cannot be queried.`];
        else if (seen.has(question.id)) errors[`query_questions.${index}.question_id`] = [`Question ${question.question_num} is queried twice.`];
        else seen.add(question.id);
        const problem = textError('question_query_text', item?.question_query_text, 'question query text');
        if (problem) errors[`query_questions.${index}.question_query_text`] = [problem];
      });
      if (Object.keys(errors).length > 0) return validationError(errors);
      row = baseRow(queryId, job, user, now, 2);
      let questionId = Math.max(0, ...data.queries.flatMap((query) => query.questions.map((question) => question.id))) + 1;
      row.questions = list.map((item) => {
        const question = job.questions.find((candidate) => candidate.id === Number(item.question_id));
        return {
          id: questionId++,
          question_number: question?.question_num ?? Number(item.question_num),
          question_text: question?.question ?? String(item.question_text ?? ''),
          question_query: String(item.question_query_text).trim(),
          is_resolved: false,
          resolved_status_id: null,
          resolved_by: null,
          resolved_date: null,
          resolved_note: null,
        };
      });
    } else {
      return validationError({ query_type: ['The selected query type is invalid.'] });
    }
    data.queries.push(row);
    return HttpResponse.json({ message: 'Query created.', data: { id: row.id } }, { status: 201 });
  }),

  get('/open-queries', ({ request }) => {
    const user = allow(request, P.QUERIES_VIEW_OPEN_QUERIES);
    if (user instanceof Response) return user;
    const rows = db()
      .queries.filter((query) => !query.is_resolved)
      .sort((a, b) => b.created_date.localeCompare(a.created_date) || b.id - a.id)
      .map(listRow);
    return HttpResponse.json({ data: rows });
  }),

  get('/resolved-queries', ({ request }) => {
    const user = allow(request, P.QUERIES_VIEW_RESOLVED_QUERIES);
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    const startText = url.searchParams.get('start_date');
    const endText = url.searchParams.get('end_date');
    let start: Date;
    let end: Date;
    if (startText || endText) {
      const from = parseDay(startText);
      const to = parseDay(endText);
      const errors: Record<string, string[]> = {};
      if (!from) errors.start_date = ['The start date is not a valid date.'];
      if (!to) errors.end_date = ['The end date is not a valid date.'];
      if (from && to && to < from) errors.end_date = ['The end date must be a date after or equal to start date.'];
      if (Object.keys(errors).length > 0) return validationError(errors);
      start = from as Date;
      end = new Date((to as Date).getTime() + DAY);
    } else {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      end = new Date(midnight.getTime() + DAY);
      start = new Date(midnight.getTime() - 30 * DAY);
    }
    const lower = formatDateTime(start);
    const upper = formatDateTime(end);
    const rows = db()
      .queries.filter((query) => query.is_resolved && query.resolved_date !== null && query.resolved_date >= lower && query.resolved_date < upper)
      .sort((a, b) => (b.resolved_date ?? '').localeCompare(a.resolved_date ?? '') || b.id - a.id)
      .map(listRow);
    return HttpResponse.json({ data: rows });
  }),

  get<{ id: string }>('/query/:id', ({ request, params }) => {
    const user = allow(request, P.QUERIES_VIEW_OPEN_QUERIES, P.QUERIES_VIEW_RESOLVED_QUERIES, P.QUERIES_CREATE_QUERY);
    if (user instanceof Response) return user;
    const id = numericId(params.id);
    const query = id === null ? undefined : db().queries.find((item) => item.id === id);
    if (!query) return errorResponse(404, 'Query not found.');
    return HttpResponse.json({ data: detail(query) });
  }),

  post<{ id: string }>('/query/:id/note/store', async ({ request, params }) => {
    const user = allow(request, P.QUERIES_UPDATE_REFERRED_QUERIES);
    if (user instanceof Response) return user;
    const id = numericId(params.id);
    const query = id === null ? undefined : db().queries.find((item) => item.id === id);
    if (!query) return errorResponse(404, 'Query not found.');
    const body = await readJsonObject(request);
    if (query.is_resolved) return validationError({ query: ['This query has been resolved and can no longer be responded to.'] });
    if (query.status_id !== 9) return validationError({ query: ['This query is not waiting for a response from you.'] });
    const problem = textError('note_text', body.note_text, 'response');
    if (problem) return validationError({ note_text: [problem] });
    const now = formatDateTime(new Date());
    const noteId = Math.max(0, ...db().queries.flatMap((item) => item.notes.map((note) => note.id))) + 1;
    const note = {
      id: noteId,
      status_name: STATUS_NAMES[11] as string,
      added_by: fullName(user),
      added_date: now,
      note_text: (body.note_text as string).trim(),
    };
    query.notes.push(note);
    query.status_id = 11;
    query.updated_by_id = user.id;
    query.updated_date = now;
    return HttpResponse.json({ message: 'Query updated.', data: note });
  }),
];

function baseRow(id: number, job: JobRow, user: UserRow, now: string, type: 1 | 2): QueryRow {
  return {
    id,
    job_id: job.id,
    query_type: type,
    created_by_id: user.id,
    created_date: now,
    updated_by_id: null,
    updated_date: null,
    status_id: 2,
    is_resolved: false,
    resolved_date: null,
    query_text: null,
    resolved_points_scored: null,
    resolved_total_scored: null,
    resolved_note: null,
    questions: [],
    notes: [
      {
        id: Math.max(0, ...db().queries.flatMap((item) => item.notes.map((note) => note.id))) + 1,
        status_name: STATUS_NAMES[2] as string,
        added_by: fullName(user),
        added_date: now,
        note_text: 'Query logged by the client.',
      },
    ],
  };
}
