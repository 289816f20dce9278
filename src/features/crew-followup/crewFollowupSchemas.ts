import * as v from 'valibot';
import { bool, envelope, optNum, optText, text, textOr, unwrapData } from '@/api/schema';
import { assumed } from '@/api/decoderMarks';
import type { FollowupData } from './followup';

/*
 * Decoders of the public follow-up form's answers (document 001 §3 "Follow-up data read", §7).
 * `company_id` (the page's logo and theme) is an assumption: without it the page takes the
 * default dark theme, as 001 §2 says.
 */

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** A grade as a letter: 'A'–'F' as sent (any case), a code 1–6 as its letter, 7 (or none) as 'N/A'. */
const grade = v.nullish(
  v.pipe(
    text,
    v.transform((value) => {
      const trimmed = value.trim();
      if (/^[1-7]$/.test(trimmed)) return LETTERS[Number(trimmed) - 1] ?? 'N/A';
      return trimmed.length === 1 ? trimmed.toUpperCase() : trimmed;
    }),
  ),
  null,
);

/**
 * GET /api/crewfollowup/{id} (flat or under `data`). The spec's `isValid` decides; an answer
 * without it counts as valid only when it names the job (`job_id`). `isValid` false needs nothing else.
 */
export const FollowupSchema = envelope(
  v.pipe(
    v.object({
      isValid: v.nullish(bool, null),
      job_id: optNum,
      position: optNum,
      type_of_visit: textOr(),
      location: textOr(),
      area_director: textOr(),
      date_of_visit: textOr(),
      grade,
      previous_job_grade: grade,
      previous_job_date: optText,
      company_id: assumed(optNum, { fallback: 'none', userSees: "the public page's default dark theme, without the company's logo", impact: 'low' }),
    }),
    v.transform((raw): FollowupData => ({
      isValid: raw.isValid ?? raw.job_id !== null,
      job_id: raw.job_id ?? 0,
      position: raw.position !== null && raw.position >= 1 && raw.position <= 5 ? raw.position : null,
      type_of_visit: raw.type_of_visit,
      location: raw.location,
      area_director: raw.area_director,
      date_of_visit: raw.date_of_visit,
      grade: raw.grade ?? '',
      previous_job_grade: raw.previous_job_grade === 'N/A' ? null : raw.previous_job_grade,
      previous_job_date: raw.previous_job_date,
      company_id: raw.company_id,
    })),
  ),
);

/** POST /api/crewfollowup/{id} on success: `{ message }`, any JSON, `true` or nothing; text that is not JSON is the decoding error. */
export const FollowupCreatedSchema = v.pipe(
  v.union([v.null(), v.undefined(), v.literal(''), v.boolean(), v.array(v.unknown()), v.record(v.string(), v.unknown())]),
  v.transform((value) => {
    const inner = unwrapData(value) as { message?: unknown } | null | boolean | string | undefined;
    const message = typeof inner === 'object' && inner !== null ? inner.message : undefined;
    return { message: typeof message === 'string' && message.trim() !== '' ? message : null };
  }),
);
