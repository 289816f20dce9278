/*
 * The open job report lives in the URL (house rule 12): `?job={id}` or `?survey={id}` on whatever
 * page is open, other parameters kept.
 */

export const JOB_PARAM = 'job';
export const SURVEY_PARAM = 'survey';

/** A job or survey id: 1 to 9 digits, not 0. */
export function parseReportId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export type ReportParam =
  | { kind: 'none' }
  | { kind: 'open'; jobId: number; isSurvey: boolean }
  /** A parameter is present but malformed (or both are): drop it. */
  | { kind: 'invalid' };

/** Reads the report parameter of a search string (both present at once is malformed). */
export function readReportParam(search: string | URLSearchParams): ReportParam {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const job = params.get(JOB_PARAM);
  const survey = params.get(SURVEY_PARAM);
  if (job === null && survey === null) return { kind: 'none' };
  if (job !== null) {
    const id = parseReportId(job);
    return id !== null && survey === null ? { kind: 'open', jobId: id, isSurvey: false } : { kind: 'invalid' };
  }
  const id = parseReportId(survey);
  return id !== null ? { kind: 'open', jobId: id, isSurvey: true } : { kind: 'invalid' };
}

/** The search string without the report parameters (leading '?' when not empty). */
export function withoutReport(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(JOB_PARAM);
  params.delete(SURVEY_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The search string opening a report (the other report parameter removed, everything else kept). */
export function withReport(search: string, jobId: number, isSurvey: boolean): string {
  const params = new URLSearchParams(search);
  params.delete(JOB_PARAM);
  params.delete(SURVEY_PARAM);
  params.set(isSurvey ? SURVEY_PARAM : JOB_PARAM, String(jobId));
  return `?${params.toString()}`;
}
