import * as v from 'valibot';
import { bool, envelope, listSkipping, optText } from './schema';
import { assumed } from './decoderMarks';

/*
 * A report result (document 001 §3 "Report result": the reporting answers' `results` rows and
 * `data_labels`), shared by Reporting and Today, which read the same report calls.
 */

export type ReportRow = Record<string, string | number | boolean | null>;

/** GET /api/reporting/{slug}: the report's rows and column labels, as decoded. */
export interface ReportResult {
  results: ReportRow[];
  /** Column key → heading, in column order (a list of `{ key, label }` is decoded into this). */
  data_labels: Record<string, string> | Array<{ key: string; label: string }>;
  question?: string | null;
  question_b?: string | null;
  /** Assumed flag; decoded as `results.length >= 99,999` when absent. */
  large?: boolean;
  /** Assumed; the report definition's name otherwise. */
  report_name?: string;
}

/** The row cap of a report (document 001 §9): a result this long was cut. */
export const REPORT_ROW_CAP = 99_999;

/** A number written as text, as servers send figures: '42', '-0.8123' (not '007', '1e3' or '4,2'). */
const NUMBER_TEXT = /^-?(0|[1-9]\d{0,14})(\.\d{1,12})?$/;

/** A row's cell: text, number, boolean or null; anything else (an object, a list) is shown as empty. */
const Cell = v.pipe(
  v.unknown(),
  v.transform((value): string | number | boolean | null =>
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) ? value : null,
  ),
);
export const ReportRowSchema = v.pipe(
  v.record(v.string(), Cell),
  // valibot's record() lets an array through; a row is always an object.
  v.check((value) => !Array.isArray(value), 'Expected an object, received an array'),
  v.transform((row) => row),
);

/** Column headings (`data_labels`): `{ key: heading }` (in order) or a list of `{ key, label }`; anything else is none (the rows' keys then name the columns). */
export const ReportDataLabelsSchema = v.pipe(
  v.unknown(),
  v.transform((value): Record<string, string> => {
    const out: Record<string, string> = {};
    if (Array.isArray(value)) {
      for (const entry of value) {
        if (!entry || typeof entry !== 'object') continue;
        const { key, label } = entry as { key?: unknown; label?: unknown };
        if (typeof key === 'string' && key) out[key] = typeof label === 'string' || typeof label === 'number' ? String(label) : key;
      }
    } else if (value && typeof value === 'object') {
      for (const [key, label] of Object.entries(value)) if (typeof label === 'string' || typeof label === 'number') out[key] = String(label);
    }
    return out;
  }),
);

/** GET /api/reporting/{slug} and /api/combined-reporting/{slug}: the result (flat or under `data`; a bare list is its rows). */
export const ReportResultSchema = v.pipe(
  v.unknown(),
  v.transform((value) => (Array.isArray(value) ? { results: value } : value)),
  envelope(
    v.object({
      results: listSkipping(ReportRowSchema, 'report row'),
      data_labels: v.optional(ReportDataLabelsSchema, {}),
      question: optText,
      question_b: optText,
      large: assumed(v.optional(v.nullable(bool)), {
        fallback: 'a result of 99,999 rows is taken as cut',
        userSees: 'nothing (below the row cap)',
        impact: 'low',
      }),
      report_name: assumed(optText, { fallback: "the report's name in the filter data's `reports`, else its slug", userSees: 'nothing', impact: 'low' }),
    }),
  ),
  v.transform((raw): ReportResult => {
    let labels = raw.data_labels;
    if (Object.keys(labels).length === 0 && raw.results[0]) {
      // No headings: the first row's keys, as they are, name the columns (never a blank table).
      labels = Object.fromEntries(
        Object.keys(raw.results[0])
          .filter((key) => key !== 'id' && key !== 'sub_title' && key !== 'is_survey')
          .map((key) => [key, key]),
      );
    }
    // Numbers may come as numeric strings (docs/api-contract.md "Conventions"): a figure column's plain
    // number text is read as the number; the column that names the row and `id` stay as sent.
    const named = ['id', 'sub_title', Object.keys(labels)[0]];
    const results = raw.results.map((row) => {
      const read = { ...row };
      for (const key in read) if (!named.includes(key) && NUMBER_TEXT.test(String(read[key]))) read[key] = Number(read[key]);
      return read;
    });
    return {
      results,
      data_labels: labels,
      question: raw.question,
      question_b: raw.question_b,
      // Assumed flag; without it a result of the cap's length was cut (001 §9).
      large: raw.large ?? results.length >= REPORT_ROW_CAP,
      report_name: raw.report_name ?? undefined,
    };
  }),
);
