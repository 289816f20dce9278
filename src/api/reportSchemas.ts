import * as v from 'valibot';
import type { JobDetails, JobExpenses, ReportAnswer, ReportCategory, ReportQuestion } from '@/lib/reportTypes';
import { boolOr, listSkipping, maybe, numOr, optNum, optText, text, textOr, UNREADABLE_DATA_MESSAGE } from './schema';
import { assumed, readsAs } from './decoderMarks';

/*
 * Decoders of a job's details and its report (document 001 §3 "Job report data", "Report
 * question"), shared by the job report modal and the question query (002), which show the same
 * job. The spec names the question's and answer's fields but not how `report` groups them: it is
 * read as categories holding questions (our demo), as a flat list of questions, or as an object of
 * question lists keyed by category name (Laravel's groupBy). A question without an `id` (implied
 * by the query payload's question_id) still shows, but cannot be queried.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number or text value as sent (the amount spent may come in cents or as text). */
const numberOrText = v.nullish(v.union([v.pipe(v.number(), v.finite()), v.string()]), null);

const EXPENSE_KEYS = ['shopperDate', 'jobTime', 'visitDate', 'submittedDate', 'spent', 'receipt', 'branch', 'server', 'extra1', 'extra2', 'extra3'] as const;

/** 'shopper_date_label' → 'shopperDateLabel', 'survey_id_label' → 'surveyIDLabel'. */
function camelKey(key: string): string {
  const camel = key.replace(/_([a-z0-9])/gi, (_match, char: string) => char.toUpperCase());
  return camel.replace(/^(survey|job)IdLabel$/i, (_match, kind: string) => `${kind.toLowerCase()}IDLabel`);
}

/**
 * `expenses` (001 §3 "labels and values, including surveyIDLabel"): the keys of 001 §2's fields
 * (`{field}` and `{field}Label`, camelCase or snake_case). Values are text (the amount may be a
 * number of cents); anything unreadable in one field empties that field only.
 */
const Expenses = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((raw): JobExpenses => {
    const byKey = new Map(Object.entries(raw).map(([key, value]) => [camelKey(key), value]));
    const out: JobExpenses = {};
    const read = (key: string, schema: v.GenericSchema<unknown, string | number | null>): string | number | null => {
      const result = v.safeParse(schema, byKey.get(key));
      return result.success ? result.output : null;
    };
    for (const field of EXPENSE_KEYS) {
      if (byKey.has(field)) (out as Record<string, unknown>)[field] = read(field, field === 'spent' ? numberOrText : v.nullish(text, null));
      if (byKey.has(`${field}Label`)) (out as Record<string, unknown>)[`${field}Label`] = read(`${field}Label`, v.nullish(text, null));
    }
    if (byKey.has('surveyIDLabel')) out.surveyIDLabel = read('surveyIDLabel', v.nullish(text, null)) as string | null;
    if (byKey.has('jobIDLabel')) out.jobIDLabel = read('jobIDLabel', v.nullish(text, null)) as string | null;
    return out;
  }),
);

/** The expenses' keys as the decoder reads them (camelCase), for tools that check which are sent. */
const camelKeys = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [camelKey(key), item]))
    : value;

const ExpensesRead = readsAs(
  Expenses,
  v.object({ jobIDLabel: assumed(optText, { fallback: "'Job Id'", userSees: "the report's title says 'Job Id'", impact: 'low' }) }),
  { via: camelKeys },
);

/** `jobDetails` (001 §3). `jobId` is null when not sent: the caller knows the id it asked for. */
export const JobDetailsSchema = v.object({
  jobId: optNum,
  location: textOr(),
  scheme_name: textOr(),
  wave: optText,
  score: optNum,
  nps_score: optNum,
  expenses: maybe(ExpensesRead),
});

/** A `jobDetails` block with the asked-for id filled in when the server leaves it out. */
export function withJobId(details: v.InferOutput<typeof JobDetailsSchema>, jobId: number): JobDetails {
  return { ...details, jobId: details.jobId ?? jobId };
}

const Answer = v.object({
  id: optNum,
  response: textOr(),
  selected: boolOr(false),
  weight: numOr(0),
  score_type: numOr(0),
  comments: optText,
});

const Question = v.object({
  id: optNum,
  question_num: numOr(0),
  question: textOr(),
  chint: optText,
  answer_type: numOr(0),
  answers: listSkipping(Answer, 'report answer'),
  points_scored: numOr(0),
  total_points: numOr(0),
  max_possible_total_points: numOr(0),
  score: optNum,
  can_query: boolOr(false),
});

type RawQuestion = v.InferOutput<typeof Question>;

/** A decoded question; `standIn` gives one without an id a negative id no real question has. */
function question(raw: RawQuestion, standIn: () => number): ReportQuestion {
  const known = raw.id !== null;
  return {
    ...raw,
    // Without an id nothing can name the question to the server: shown, never queryable.
    id: known ? (raw.id as number) : standIn(),
    answers: raw.answers.map((answer, index): ReportAnswer => ({ ...answer, id: answer.id ?? -(index + 1) })),
    can_query: known && raw.can_query ? 1 : 0,
  };
}

const Category = v.object({
  id: assumed(optNum, { fallback: 'a stand-in key', userSees: 'nothing', impact: 'low' }),
  name: textOr(),
  order: assumed(optNum, { fallback: 'the order the categories are sent in', userSees: 'nothing, unless the server sends them out of order', impact: 'low' }),
  questions: listSkipping(Question, 'report question'),
});

/** What `report` may hold: one of the three groupings, or nothing. */
function reportEntries(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return [];
  if (isObject(value) && Array.isArray(value.data)) return value.data;
  if (isObject(value) && Array.isArray(value.categories)) return value.categories;
  if (isObject(value)) {
    // Laravel's groupBy: { 'Category name': [question, ...], ... }
    return Object.entries(value).map(([name, questions]) => ({ name, questions }));
  }
  return value;
}

/** The heading of questions that come without a category. */
export const UNGROUPED_CATEGORY_NAME = 'Questions';

/**
 * `report` (001 §3): the report by category, categories in their order (their position when no
 * order is sent). Unreadable questions are left out one by one; a `report` of another type is the
 * decoding error.
 */
export const ReportBodySchema = readsAs(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform(reportEntries),
      v.array(v.unknown()),
      v.transform((entries): ReportCategory[] => {
        let missing = 0;
        const standIn = () => -++missing;
        const categories: ReportCategory[] = [];
        const loose: ReportQuestion[] = [];
        entries.forEach((entry, index) => {
          if (isObject(entry) && 'questions' in entry) {
            const parsed = v.safeParse(Category, entry);
            if (!parsed.success) {
              console.warn(`${UNREADABLE_DATA_MESSAGE} A report category was left out.`);
              return;
            }
            const raw = parsed.output;
            categories.push({
              id: raw.id ?? -(index + 1),
              name: raw.name,
              order: raw.order ?? index,
              questions: raw.questions.map((row) => question(row, standIn)),
            });
            return;
          }
          const parsed = v.safeParse(Question, entry);
          if (parsed.success) loose.push(question(parsed.output, standIn));
          else console.warn(`${UNREADABLE_DATA_MESSAGE} A report question was left out.`);
        });
        const ordered = categories.map((category, index) => ({ category, index })).sort((a, b) => a.category.order - b.category.order || a.index - b.index);
        const out = ordered.map((entry) => entry.category);
        if (loose.length > 0) out.push({ id: 0, name: UNGROUPED_CATEGORY_NAME, order: Number.MAX_SAFE_INTEGER, questions: loose });
        return out;
      }),
    ),
    () => [],
  ),
  Category,
  { via: reportEntries, each: true },
);
