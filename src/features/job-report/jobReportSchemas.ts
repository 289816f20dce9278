import * as v from 'valibot';
import { JobDetailsSchema, ReportBodySchema } from '@/api/reportSchemas';
import { boolOr, describeIssues, envelope, listSkipping, maybe, numOr, optNum, optText, text, textOr, UNREADABLE_DATA_MESSAGE, unwrapData } from '@/api/schema';
import { assumed, readsAs } from '@/api/decoderMarks';
import type { CategoryScore, JobImage, JobReportData } from '@/lib/reportTypes';

/*
 * Decoders of the job report's answers (document 001 §3 "Job report data", "Job search result",
 * §7). Every field the spec names is read; `company_id` and `scheme_type` are assumptions (read
 * when sent, else derived: the company from the signed-in user; without the scheme type the image
 * folder is found by trying the shopper folder, then the audit folder).
 * One unreadable image or category row is left out alone, one unreadable part of the report is
 * left empty and named; a missing optional block is null.
 */

const CategoryScoreRow = v.object({
  id: optNum,
  name: textOr(),
  points_scored: numOr(0),
  total_points: numOr(0),
  score: optNum,
  order: numOr(0),
});

const Image = v.object({
  img_id: optNum,
  image: v.pipe(text, v.trim(), v.minLength(1)),
  label: optText,
  comments: optText,
  compQHisId: optNum,
});

const CriticalFocus = v.object({
  title: textOr(),
  wants_contact: boolOr(false),
  name: optText,
  email: optText,
  phone: optText,
});

/** `audio: { url }`, or the address itself as a string; empty is none. */
const Audio = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? { url: value } : value)),
    v.transform((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null)),
    v.nullable(v.object({ url: optText })),
    v.transform((value) => (value?.url && value.url.trim() !== '' ? { url: value.url.trim() } : null)),
  ),
  null,
);

const QueryDetails = v.object({
  query_id: optNum,
  has_open_query: boolOr(false),
  can_be_queried: boolOr(false),
});

/** What the report answer decodes to; `jobDetails.jobId` is filled by the endpoint when missing. */
export type DecodedJobReport = Omit<JobReportData, 'jobDetails'> & { jobDetails: v.InferOutput<typeof JobDetailsSchema> };

const EMPTY_DETAILS: v.InferOutput<typeof JobDetailsSchema> = {
  jobId: null,
  location: '',
  scheme_name: '',
  wave: null,
  score: null,
  nps_score: null,
  expenses: null,
};

/** The report's parts, each read on its own (one it cannot read is named, the others still show). */
const PARTS = {
  jobDetails: {
    schema: v.pipe(
      v.unknown(),
      v.transform((value) => value ?? {}),
      v.check((value) => !Array.isArray(value), 'Expected an object, received an array'),
      JobDetailsSchema,
    ),
    empty: EMPTY_DETAILS,
    name: 'the job details',
  },
  criticalFocus: { schema: maybe(CriticalFocus), empty: null, name: 'the critical focus' },
  categoryScores: { schema: listSkipping(CategoryScoreRow, 'category score'), empty: [], name: 'the category scores' },
  images: { schema: listSkipping(Image, 'job image'), empty: [], name: 'the job images' },
  audio: { schema: Audio, empty: null, name: 'the audio recording' },
  report: { schema: ReportBodySchema, empty: [], name: 'the report' },
  queryDetails: { schema: maybe(QueryDetails), empty: null, name: 'the query details' },
} as const;

type Parts = { [K in keyof typeof PARTS]: v.InferOutput<(typeof PARTS)[K]['schema']> };

/** An assumed number: read when it can be, else left out (never a reason to fail). */
const assumedNum = v.fallback(optNum, null);

/**
 * GET /api/job-report/{id} and /api/survey-job-report/{id} (flat or under `data`). A part it cannot
 * read (details that are not an object of the named fields, a report that is neither a list nor
 * an object, ...) is left empty and named in `unreadable` (the modal says so, the console has the
 * path); anything other than an object at the top is the decoding error.
 */
export const JobReportSchema = envelope(
  v.pipe(
    v.object({
      ...(Object.fromEntries(Object.entries(PARTS).map(([key, part]) => [key, readsAs(v.optional(v.unknown()), part.schema)])) as unknown as Record<
        keyof typeof PARTS,
        v.OptionalSchema<v.UnknownSchema, undefined>
      >),
      company_id: assumed(assumedNum, {
        fallback: "the signed-in user's company",
        userSees: "nothing (the images come from the user's company folder)",
        impact: 'low',
      }),
      scheme_type: assumed(assumedNum, { fallback: 'audit images are recognised by `compQHisId`', userSees: 'nothing', impact: 'low' }),
    }),
    v.transform((body): DecodedJobReport => {
      const unreadable: string[] = [];
      const parts = {} as Record<string, unknown>;
      for (const [key, part] of Object.entries(PARTS)) {
        const result = v.safeParse(part.schema, (body as Record<string, unknown>)[key]);
        if (result.success) parts[key] = result.output;
        else {
          console.error(`${UNREADABLE_DATA_MESSAGE} GET /api/(survey-)job-report/{id}, ${key}: ${describeIssues(result.issues)}`);
          unreadable.push(part.name);
          parts[key] = part.empty;
        }
      }
      const read = parts as Parts;
      return {
        jobDetails: read.jobDetails,
        criticalFocus: read.criticalFocus,
        categoryScores: read.categoryScores.map((row, index): CategoryScore => ({ ...row, id: row.id ?? -(index + 1) })),
        images: read.images.map((image, index): JobImage => ({ ...image, img_id: image.img_id ?? -(index + 1) })),
        audio: read.audio,
        report: read.report,
        queryDetails: read.queryDetails,
        company_id: body.company_id ?? undefined,
        scheme_type: body.scheme_type ?? undefined,
        unreadable,
      };
    }),
  ),
);

/**
 * What a POST answers when it succeeds (the e-mail, the follow-up): `{ message }`, any other JSON
 * object or list, `true`, or nothing. Text that is not JSON (an HTML page, a broken body) is the
 * decoding error.
 */
export const AcknowledgementSchema = v.pipe(
  v.union([v.null(), v.undefined(), v.literal(''), v.boolean(), v.array(v.unknown()), v.record(v.string(), v.unknown())]),
  v.transform((value) => {
    const inner = unwrapData(value) as { message?: unknown } | null | boolean | string | undefined;
    const message = typeof inner === 'object' && inner !== null ? inner.message : undefined;
    return { message: typeof message === 'string' && message.trim() !== '' ? message : null };
  }),
);
