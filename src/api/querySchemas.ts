import * as v from 'valibot';
import {
  QUERY_STATUS_NAMES,
  type QueryableJob,
  type QueryDetail,
  type QueryListRow,
  type QueryNote,
  type QueryQuestion,
  type QueryScheme,
} from '@/lib/queryTypes';
import { bool, boolOr, envelope, id, ignoredAnswer, listSkipping, num, numOr, optNum, optText, text, textOr, topLevelList } from './schema';
import { assumed } from './decoderMarks';

/*
 * Decoders of the query answers (document 002 §3 "Query", §7 "Queries"), shared by the Queries page
 * and the job report's query mode. The spec names a query's fields, its questions' and its notes';
 * it is silent on the list wrapper, so the lists come as a bare array, `{ data }` or a paginator.
 * `query_window_length` on a query is an assumption (the portal takes it from the scheme otherwise).
 */

/** A person as a name: text, or an object with `name` (or `first_name`/`last_name`), as Laravel relations send it. */
export const personName = v.nullish(
  v.union([
    text,
    v.pipe(
      v.object({ name: optText, first_name: optText, last_name: optText }),
      v.transform((person) => person.name ?? ([person.first_name, person.last_name].filter(Boolean).join(' ') || null)),
    ),
  ]),
  null,
);

/** A person's name, '' when there is none. */
const nameOrEmpty = v.pipe(
  personName,
  v.transform((name) => name ?? ''),
);

/** A yes/no that may be missing (→ null, for the caller to derive). */
const optBool = v.nullish(bool, null);

const Question = v.pipe(
  v.object({
    id: optNum,
    question_number: numOr(0),
    question_text: textOr(),
    question_query: textOr(),
    is_resolved: optBool,
    resolved_status_id: optNum,
    resolved_status_name: optText,
    resolved_type_name: optText,
    resolved_by: personName,
    resolved_date: optText,
    resolved_note: optText,
  }),
  v.transform((raw): Omit<QueryQuestion, 'id'> & { id: number | null } => ({
    ...raw,
    // Without the flag a question is resolved once it has an outcome or a resolved date.
    is_resolved: raw.is_resolved ?? (raw.resolved_status_id !== null || raw.resolved_date !== null),
  })),
);

const Note = v.object({
  id: optNum,
  status_name: textOr(),
  added_by: nameOrEmpty,
  added_date: textOr(),
  note_text: textOr(),
});

/** The fields of a query that every list row and the detail carry (002 §3). */
const rowEntries = {
  id,
  job_id: id,
  location_name: textOr(),
  scheme_name: textOr(),
  created_by: nameOrEmpty,
  created_date: textOr(),
  updated_by: personName,
  updated_date: optText,
  status_id: optNum,
  status_name: textOr(),
  resolved_date: optText,
  is_resolved: optBool,
  /** Assumed: the scheme's query window in days. */
  query_window_length: assumed(optNum, {
    fallback: "the scheme's `query_window_length` (GET /api/query, by scheme name)",
    userSees: 'no window chip for a user who may not create queries',
    impact: 'low',
  }),
};

type RawRow = v.InferOutput<v.ObjectSchema<typeof rowEntries, undefined>>;

/** A row with what the spec implies filled in: resolved when it has a resolved date, a status name from the code. */
function completeRow(raw: RawRow): QueryListRow {
  const isResolved = raw.is_resolved ?? raw.resolved_date !== null;
  const statusId = raw.status_id ?? 0;
  return {
    ...raw,
    status_id: statusId,
    status_name: raw.status_name || (isResolved ? 'Resolved' : (QUERY_STATUS_NAMES[statusId] ?? 'Unresolved')),
    is_resolved: isResolved,
  };
}

/** A query as a list row (GET /api/open-queries, /api/resolved-queries). */
export const QueryRowSchema = v.pipe(v.object(rowEntries), v.transform(completeRow));

/** A query with its questions and notes (GET /api/query/{id}). */
export const QueryDetailBody = v.pipe(
  v.object({
    ...rowEntries,
    query_text: optText,
    points_scored: optNum,
    total_scored: optNum,
    resolved_points_scored: optNum,
    resolved_total_scored: optNum,
    resolved_note: optText,
    job_status_id: optNum,
    questions: listSkipping(Question, 'queried question'),
    notes: listSkipping(Note, 'query update'),
  }),
  v.transform((raw): QueryDetail => ({
    ...raw,
    ...completeRow(raw),
    // Entries without an id still show; a negative stand-in keeps them apart.
    questions: raw.questions.map((question, index): QueryQuestion => ({ ...question, id: question.id ?? -(index + 1) })),
    notes: raw.notes.map((note, index): QueryNote => ({ ...note, id: note.id ?? -(index + 1) })),
  })),
);

/** GET /api/query/{id}: the query, flat or under `data`. */
export const QueryDetailSchema = envelope(QueryDetailBody);

/** A list of queries; an unreadable row is left out. */
export const QueryRowsSchema = topLevelList(QueryRowSchema, 'query');

/**
 * POST /api/query/{jobId}/store: the new query's id from `data.id` (001 §7), also read flat. A
 * success without a readable id is still a success (the query exists): the id is then null.
 */
export const CreatedQuerySchema = v.pipe(
  v.unknown(),
  v.transform((raw): { id: number | null } => {
    const result = v.safeParse(envelope(v.object({ id: num })), raw);
    return { id: result.success ? result.output.id : null };
  }),
);

/** An answer whose shape the spec does not show (POST /api/query/{id}/note/store): nothing is read from it. */
export const IgnoredAnswerSchema = ignoredAnswer;

const Scheme = v.object({
  id: assumed(optNum, { fallback: 'not needed (schemes are matched by name)', userSees: 'nothing', impact: 'low' }),
  scheme_name: textOr(),
  has_nps: boolOr(false),
  query_window_length: optNum,
  scheme_type: numOr(0),
}) satisfies v.GenericSchema<unknown, QueryScheme>;

const Job = v.object({
  id,
  location_name: textOr(),
  visit_date: textOr(),
  visit_time: textOr(),
  score: optNum,
  scheme_name: textOr(),
}) satisfies v.GenericSchema<unknown, QueryableJob>;

/** GET /api/query (the Queries page and Today): `{ schemes, jobs }` (flat or under `data`); each list may be missing, null, a bare array or a paginator. */
export const QueryableJobsSchema = envelope(
  v.object({
    schemes: listSkipping(Scheme, 'data source'),
    jobs: listSkipping(Job, 'queryable job'),
  }),
);
