import { isApiErrorShape } from '@/api/errors';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { EXPENSE_FIELDS, type CategoryScore, type JobDetails, type JobImage, type JobReportBody, type JobReportData } from '@/lib/reportTypes';

/*
 * Pure rules of the job report modal (001 §2, §5, §7, §9), unit-tested in
 * tests/job-report/model.test.ts.
 */

export const LOAD_FAILED_TEXT = 'There was an error loading this report - It has likely been deleted.';
export const EMAIL_REQUIRED_TEXT = 'At least one valid email address is required';
export const EMAIL_SENT_TEXT = 'Report emailed';
export const EMAIL_FAILED_TOAST = 'Error emailing report - one or more of the entered emails are invalid.';
export const EMAIL_INVALID_TEXT = 'One or more of the entered emails are invalid.';
/** The PDF's address is deploy-time configuration; without it 'Download PDF' says so instead of calling an address we made up. */
export const PDF_NOT_CONFIGURED_TEXT = 'The PDF cannot be downloaded: no PDF service is configured for this portal.';
/** 001 §8 only hides the overlay on a PDF failure; the toast is ours. */
export const PDF_FAILED_TEXT = 'There was an error downloading the PDF.';
export const OUTSIDE_WINDOW_TEXT = 'This job is now outside of the query window.';
export const QUERY_CREATED_TEXT = 'Query successfully created';
export const QUERY_FAILED_TEXT = 'There was an error creating your query, please try again';

/** The modal's title (001 §2): 'Job Id: {id}' or 'Survey id: {id}', the job's own label first. */
export function reportTitle(jobId: number, isSurvey: boolean, details: JobDetails | null | undefined): string {
  const own = isSurvey ? details?.expenses?.surveyIDLabel : details?.expenses?.jobIDLabel;
  const label = own?.trim() || (isSurvey ? 'Survey id' : 'Job Id');
  return `${label}: ${jobId}`;
}

/** A score fraction as '{n.n}%' (001 §9), 'n/a' when there is none. */
export function scoreText(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? `${(score * 100).toFixed(1)}%` : 'n/a';
}

/** Amount spent: cents divided by 100 with 2 decimals (001 §9); text is shown as sent. */
export function moneyText(value: string | number): string {
  return typeof value === 'number' ? `$${(value / 100).toFixed(2)}` : value;
}

/** The labelled expense fields (001 §2): each only when it has a label. */
export function expenseRows(details: JobDetails): Array<{ key: string; label: string; value: string }> {
  const expenses = details.expenses;
  if (!expenses) return [];
  const rows: Array<{ key: string; label: string; value: string }> = [];
  for (const field of EXPENSE_FIELDS) {
    const label = expenses[`${field}Label`];
    if (typeof label !== 'string' || label.trim() === '') continue;
    const raw = expenses[field];
    const value = raw === null || raw === undefined || raw === '' ? '' : field === 'spent' ? moneyText(raw) : String(raw);
    rows.push({ key: field, label, value });
  }
  return rows;
}

/** Category Scores (001 §2): zero totals hidden, the rest by order. */
export function visibleCategoryScores(scores: readonly CategoryScore[] | null | undefined): CategoryScore[] {
  return [...(scores ?? [])].filter((row) => row.total_points > 0).sort((a, b) => a.order - b.order);
}

/** The category's score: its own, else points over total. */
export function categoryScore(row: CategoryScore): number | null {
  if (typeof row.score === 'number' && Number.isFinite(row.score)) return row.score;
  return row.total_points > 0 ? row.points_scored / row.total_points : null;
}

/** Scheme type 1 is an audit (001 §3; 002 §3 "scheme_type (1 = audit, otherwise shopper)"). */
export const AUDIT_SCHEME_TYPE = 1;

/** Shown in place of an image that loaded from none of its addresses (its label and comments stay). */
export const IMAGE_FAILED_TEXT = 'The image could not be loaded.';

/**
 * Where each job image shows (001 §2, §3; 002 §3). Every image carries a `compQHisId`; it shows
 * under a question only when the report holds a question whose `id` equals it, otherwise in Job
 * Images. 001 §2 hides Job Images "if the images are audit images": only when the server says the
 * job is an audit (`schemeType` 1); an unknown type hides nothing.
 */
export function placeImages(
  images: readonly JobImage[] | null | undefined,
  report: JobReportBody | null | undefined,
  schemeType: number | undefined,
): { general: JobImage[]; byQuestion: Map<number, JobImage[]> } {
  const questionIds = new Set<number>();
  for (const category of report ?? []) for (const question of category.questions) questionIds.add(question.id);
  const general: JobImage[] = [];
  const byQuestion = new Map<number, JobImage[]>();
  for (const image of images ?? []) {
    const id = image.compQHisId;
    if (id !== null && questionIds.has(id)) {
      const list = byQuestion.get(id) ?? [];
      list.push(image);
      byQuestion.set(id, list);
    } else general.push(image);
  }
  return { general: schemeType === AUDIT_SCHEME_TYPE ? [] : general, byQuestion };
}

/**
 * The folders to try for a job's images, in order (001 §7): the audit or the shopper folder by
 * scheme type when the server sends it; otherwise the shopper folder, then (once, if the image
 * fails to load there) the audit folder.
 */
export function imageFolders(schemeType: number | undefined): Array<'audit' | 'shopper'> {
  if (schemeType === undefined) return ['shopper', 'audit'];
  return [schemeType === AUDIT_SCHEME_TYPE ? 'audit' : 'shopper'];
}

/** The e-mail fields a 422 may name: `email_to` or one address, `email_to.{i}`. */
const EMAIL_FIELD = /^email_to(\.\d+)?$/;

/**
 * What a failed e-mail says (001 §8): the spec's address texts only on a 422 that names the
 * addresses; any other failure (a 500, an HTML 502, a network error, an unreadable answer) says
 * what happened: the server's message or the status text.
 */
export function emailFailure(error: unknown): { toast: string; field: string | null; message: string } {
  const shape = isApiErrorShape(error) ? error : null;
  if (shape && shape.status === 422 && Object.keys(shape.fieldErrors).some((field) => EMAIL_FIELD.test(field))) {
    return { toast: EMAIL_FAILED_TOAST, field: EMAIL_INVALID_TEXT, message: EMAIL_INVALID_TEXT };
  }
  const message = shape?.message.trim() || 'The report could not be emailed.';
  return { toast: `Error emailing report - ${message}`, field: null, message };
}

/** Splits the e-mail field on spaces, commas and semicolons, dropping empties (001 §5). */
export function splitEmails(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The message sent when none is written (001 §2): it names the location and the score. */
export function defaultEmailMessage(data: Pick<JobReportData, 'jobDetails'>, isSurvey: boolean): string {
  const { jobDetails } = data;
  const kind = isSurvey ? 'survey' : 'job';
  return `Please find attached the ${kind} report for ${jobDetails.location} (${kind} ${jobDetails.jobId}), which scored ${scoreText(jobDetails.score)}.`;
}

/** Mobile PDF detection (001 §9): narrower than 480 px or a phone user agent. */
export function isPhoneForPdf(width: number, userAgent: string): boolean {
  return width < 480 || /Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile Safari/i.test(userAgent);
}

/** The external report generator's address (001 §7): the report or survey variant with the job, user and prev=1. */
export function pdfAddress(base: string, jobId: number, isSurvey: boolean, encryptedUserId: string): string {
  const root = base.replace(/\/+$/, '');
  const params = new URLSearchParams({ job_id: String(jobId), encrypted_id: encryptedUserId, prev: '1' });
  return `${root}/${isSurvey ? 'client-survey-report' : 'client-report'}?${params.toString()}`;
}

/** True when the job can be queried now (001 §4): a non-survey job with can_be_queried. */
export function queryState(
  data: Pick<JobReportData, 'queryDetails'>,
  isSurvey: boolean,
): { canQuery: boolean; openQueryId: number | null; outsideWindow: boolean } {
  if (isSurvey || !data.queryDetails) return { canQuery: false, openQueryId: null, outsideWindow: false };
  const details = data.queryDetails;
  const canQuery = details.can_be_queried === true || details.can_be_queried === 1;
  const open = details.has_open_query === true || details.has_open_query === 1;
  const openQueryId = open && details.query_id ? details.query_id : null;
  return { canQuery, openQueryId, outsideWindow: !canQuery && !open };
}

/** The notice for parts of a report that could not be read: 'The server sent data the portal could not read: the report.' */
export function unreadableNotice(parts: readonly string[]): string {
  const names = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${UNREADABLE_DATA_MESSAGE.replace(/\.$/, '')}: ${names}. The rest of the report is shown.`;
}
