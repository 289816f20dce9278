/*
 * The job report's data (document 001 §2/§3, 002 §3): the report by category, its questions and
 * every answer type, and the job report modal's sections. Shared by the job report modal and the
 * Queries page (question queries render the same report).
 */

/** Question (answer) type codes (001 §3). */
export const ANSWER_TYPE = {
  radio: 1,
  checkbox: 2,
  text: 3,
  narrative: 4,
  dropdown: 5,
  nps: 6,
  grid: 7,
  time: 10,
  temp: 11,
  money: 12,
  gridFail: 14,
} as const;

export type AnswerTypeCode = (typeof ANSWER_TYPE)[keyof typeof ANSWER_TYPE];

/** Text-type answers (001 §3): the answer's `response` is what was written. */
export const TEXT_ANSWER_TYPES: readonly number[] = [ANSWER_TYPE.text, ANSWER_TYPE.narrative, ANSWER_TYPE.time, ANSWER_TYPE.temp, ANSWER_TYPE.money];

/** An answer weight of -100 shows 'n/a' (001 §3). */
export const NA_WEIGHT = -100;

/** Queryable questions carry `can_query` 1 (001 §3). */
export const CAN_QUERY = 1;

/**
 * score_type of an answer (assumed, 001 is silent on the values): 0 not scored or n/a, 1 full
 * marks (pass), 2 marks lost (fail).
 */
export const SCORE_TYPE = { none: 0, pass: 1, fail: 2 } as const;

/** One answer option of a question (001 §3). Grid cells read 'Row: Column' (assumed). */
export interface ReportAnswer {
  id: number;
  response: string;
  /** The API may send 1/0 for true/false. */
  selected: boolean | 0 | 1;
  weight: number;
  score_type: number;
  comments: string | null;
}

/** A question of the report (001 §3, 002 §3). */
export interface ReportQuestion {
  id: number;
  question_num: number;
  question: string;
  chint: string | null;
  answer_type: number;
  answers: ReportAnswer[];
  points_scored: number;
  total_points: number;
  max_possible_total_points: number;
  /** Score as a fraction (0–1) or null when the question does not score (assumed). */
  score: number | null;
  /** 1 = queryable. */
  can_query: 0 | 1 | number;
}

/** The report is a list of categories, each with its questions in order (assumed shape). */
export interface ReportCategory {
  id: number;
  name: string;
  order: number;
  questions: ReportQuestion[];
}

export type JobReportBody = ReportCategory[];

/** Job details (001 §3): `expenses` holds the labelled optional fields. */
export interface JobDetails {
  jobId: number;
  location: string;
  scheme_name: string;
  wave: string | null;
  /** Score as a fraction 0–1, or null ('n/a'). */
  score: number | null;
  nps_score: number | null;
  expenses: JobExpenses | null;
}

/**
 * The expense fields (001 §2): each `{field}` value shows only when `{field}Label` is set.
 * `surveyIDLabel` overrides the survey modal's 'Survey id' label.
 */
export interface JobExpenses {
  shopperDate?: string | null;
  shopperDateLabel?: string | null;
  jobTime?: string | null;
  jobTimeLabel?: string | null;
  visitDate?: string | null;
  visitDateLabel?: string | null;
  submittedDate?: string | null;
  submittedDateLabel?: string | null;
  spent?: string | number | null;
  spentLabel?: string | null;
  receipt?: string | null;
  receiptLabel?: string | null;
  branch?: string | null;
  branchLabel?: string | null;
  server?: string | null;
  serverLabel?: string | null;
  extra1?: string | null;
  extra1Label?: string | null;
  extra2?: string | null;
  extra2Label?: string | null;
  extra3?: string | null;
  extra3Label?: string | null;
  surveyIDLabel?: string | null;
  jobIDLabel?: string | null;
}

/** Expense fields in display order (001 §2). */
export const EXPENSE_FIELDS = [
  'shopperDate',
  'jobTime',
  'visitDate',
  'submittedDate',
  'spent',
  'receipt',
  'branch',
  'server',
  'extra1',
  'extra2',
  'extra3',
] as const;
export type ExpenseField = (typeof EXPENSE_FIELDS)[number];

export interface CriticalFocusDetails {
  title: string;
  wants_contact: boolean | 0 | 1;
  name: string | null;
  email: string | null;
  phone: string | null;
}

export interface CategoryScore {
  id: number;
  name: string;
  points_scored: number;
  total_points: number;
  /** Fraction 0–1. */
  score: number | null;
  order: number;
}

export interface JobImage {
  img_id: number;
  /** File name (a thumbnail name maps to the full-size one, 001 §7). */
  image: string;
  label: string | null;
  comments: string | null;
  /** The question history id the image was taken for (001 §3); under that question when the report holds it. */
  compQHisId: number | null;
}

export interface QueryDetails {
  query_id: number | null;
  has_open_query: boolean | 0 | 1;
  can_be_queried: boolean | 0 | 1;
}

/** GET /api/job-report/{id} and /api/survey-job-report/{id} (001 §3). */
export interface JobReportData {
  jobDetails: JobDetails;
  criticalFocus: CriticalFocusDetails | null;
  categoryScores: CategoryScore[];
  images: JobImage[];
  audio: { url: string } | null;
  report: JobReportBody;
  queryDetails: QueryDetails | null;
  /** Company id for the image storage paths (assumed field). */
  company_id?: number;
  /** Scheme type: 1 audit (images under /audituploads), otherwise shopper (assumed field; without it both folders are tried). */
  scheme_type?: number;
  /** The parts of the answer the portal could not read (left empty), named for the user. */
  unreadable?: string[];
}

/** True when the answer is selected (the API may send 1/0). */
export function isSelected(answer: Pick<ReportAnswer, 'selected'>): boolean {
  return answer.selected === true || answer.selected === 1;
}
