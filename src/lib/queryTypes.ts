/*
 * Queries (disputes of completed jobs): the codes of document 002 §3/§9 and the shapes shared by
 * the Queries page and the job report's query mode.
 */

/** Query creation types (002 §3): 1 whole job, 2 questions. */
export const QUERY_TYPE = { wholeJob: 1, questions: 2 } as const;

/** Query ticket statuses (002 §3). */
export const QUERY_STATUS = { newTicket: 2, referred: 9, response: 11 } as const;

/** Names of the ticket statuses 002 §3 names, for a query that comes without its `status_name`. */
export const QUERY_STATUS_NAMES: Record<number, string> = {
  2: 'New Ticket From Client',
  9: 'Referred To Client',
  11: 'Response From Client',
};

/** Question outcomes once a queried question is resolved (002 §3). */
export const QUERY_OUTCOME = { denied: 0, amended: 1, reshopped: 2, reshopDenied: 3, invalidQuery: 4 } as const;

/** Names of the outcomes, for when the API sends only the id. */
export const QUERY_OUTCOME_NAMES: Record<number, string> = {
  0: 'Denied',
  1: 'Amended',
  2: 'Reshopped',
  3: 'Reshop Denied',
  4: 'Invalid Query',
};

/** Query text, question query text and response text: at least this many characters (002 §5, §9). */
export const QUERY_TEXT_MINIMUM = 5;

/** Assumed upper limit of a query or response text (002 is silent; recorded in docs/api-contract.md). */
export const QUERY_TEXT_MAXIMUM = 5000;

/** One queried question of a creation payload. */
export interface QueryQuestionPayload {
  question_id: number;
  question_num: number;
  question_text: string;
  question_query_text: string;
}

/** POST /api/query/{jobId}/store (002 §3). */
export type CreateQueryPayload =
  { query_type: typeof QUERY_TYPE.wholeJob; query_text: string } | { query_type: typeof QUERY_TYPE.questions; query_questions: QueryQuestionPayload[] };

/** POST /api/query/{id}/note/store (002 §3). */
export interface QueryResponsePayload {
  query_type: typeof QUERY_TYPE.wholeJob;
  note_text: string;
}

export interface QueryQuestion {
  id: number;
  question_number: number;
  question_text: string;
  question_query: string;
  is_resolved: boolean;
  resolved_status_id: number | null;
  resolved_status_name: string | null;
  resolved_type_name: string | null;
  resolved_by: string | null;
  resolved_date: string | null;
  resolved_note: string | null;
}

export interface QueryNote {
  id: number;
  status_name: string;
  added_by: string;
  added_date: string;
  note_text: string;
}

/** A query as a row of the open, referred and resolved lists (002 §3). */
export interface QueryListRow {
  id: number;
  job_id: number;
  location_name: string;
  scheme_name: string;
  created_by: string;
  created_date: string;
  updated_by: string | null;
  updated_date: string | null;
  status_id: number;
  status_name: string;
  is_resolved: boolean;
  resolved_date: string | null;
  /** Days the scheme's query window lasts (assumed field; null when not sent: the page takes it from the scheme). */
  query_window_length: number | null;
}

/** A query as GET /api/query/{id} gives it (002 §3). */
export interface QueryDetail extends QueryListRow {
  query_text: string | null;
  points_scored: number | null;
  total_scored: number | null;
  resolved_points_scored: number | null;
  resolved_total_scored: number | null;
  resolved_note: string | null;
  job_status_id: number | null;
  questions: QueryQuestion[];
  notes: QueryNote[];
}

/** A chip colour (the values of StatusChip's tones). */
export type QueryTone = 'success' | 'danger' | 'warning';

/** Status chip colour (002 §4): unresolved new ticket red, other unresolved orange, resolved green. */
export function queryStatusTone(query: { is_resolved: boolean; status_id: number }): QueryTone {
  if (query.is_resolved) return 'success';
  return query.status_id === QUERY_STATUS.newTicket ? 'danger' : 'warning';
}

/** Question outcome colour (002 §4): denied, reshop denied, invalid query red; others green. */
export function queryOutcomeTone(outcomeId: number | null): QueryTone {
  const red: number[] = [QUERY_OUTCOME.denied, QUERY_OUTCOME.reshopDenied, QUERY_OUTCOME.invalidQuery];
  return outcomeId !== null && red.includes(outcomeId) ? 'danger' : 'success';
}

/** The name of a question outcome: the API's name, else the catalogue's. */
export function queryOutcomeName(question: Pick<QueryQuestion, 'resolved_status_id' | 'resolved_status_name' | 'resolved_type_name'>): string {
  return question.resolved_status_name ?? question.resolved_type_name ?? QUERY_OUTCOME_NAMES[question.resolved_status_id ?? -1] ?? 'Resolved';
}

/** Points as a score: a fraction times 100 with 1 decimal (002 §9); 'n/a' without a total. */
export function queryScore(points: number | null | undefined, total: number | null | undefined): string {
  if (points === null || points === undefined || !total) return 'n/a';
  return `${((points / total) * 100).toFixed(1)}%`;
}

/** A data source of GET /api/query (002 §3 Scheme; `id` is assumed and may be null). */
export interface QueryScheme {
  id: number | null;
  scheme_name: string;
  has_nps: boolean;
  /** Days a job of this scheme can be queried; null when the server did not send it. */
  query_window_length: number | null;
  /** 1 = audit, otherwise shopper (002 §3). */
  scheme_type: number;
}

/** A queryable job (002 §3). `score` is a fraction 0–1 (shown ×100 with 1 decimal, 002 §9). */
export interface QueryableJob {
  id: number;
  location_name: string;
  visit_date: string;
  visit_time: string;
  score: number | null;
  scheme_name: string;
}

/** GET /api/query (002 §3): the data sources and the jobs that can be queried (read by the Queries page and Today). */
export interface QueryableJobs {
  schemes: QueryScheme[];
  jobs: QueryableJob[];
}
