import { EXPENSE_FIELDS, type CategoryScore, type JobDetails, type JobImage, type JobReportData } from '@/lib/reportTypes';

/*
 * Pure rules of the job report modal (001 §2, §5, §7, §9), unit-tested in
 * tests/job-report/reportModel.test.ts.
 */

export const LOAD_FAILED_TEXT = 'There was an error loading this report - It has likely been deleted.';
export const EMAIL_REQUIRED_TEXT = 'At least one valid email address is required';
export const EMAIL_SENT_TEXT = 'Report emailed';
export const EMAIL_FAILED_TOAST = 'Error emailing report - one or more of the entered emails are invalid.';
export const EMAIL_INVALID_TEXT = 'One or more of the entered emails are invalid.';
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

/**
 * Job Images: images that belong to a question (audit images, `compQHisId` set) show under that
 * question, not in Job Images (our reading of 001 §2 "Hidden if the images are audit images").
 */
export function splitImages(images: readonly JobImage[] | null | undefined): { general: JobImage[]; byQuestion: Map<number, JobImage[]> } {
  const general: JobImage[] = [];
  const byQuestion = new Map<number, JobImage[]>();
  for (const image of images ?? []) {
    if (image.compQHisId) {
      const list = byQuestion.get(image.compQHisId) ?? [];
      list.push(image);
      byQuestion.set(image.compQHisId, list);
    } else general.push(image);
  }
  return { general, byQuestion };
}

/** Where images live (001 §7), under the storage base (VITE_STORAGE_BASE_URL; the API's base by default, assumed). */
export function imageDirectory(storageBase: string, companyId: number, isAudit: boolean): string {
  const base = storageBase.replace(/\/+$/, '');
  return isAudit ? `${base}/storage/us/audituploads/${companyId}` : `${base}/storage/us/shopperuploads/images/${companyId}/fromshoppers`;
}

/**
 * The thumbnail rule (001 §7 "a thumbnail name maps to the full-size name"; the exact rule is not
 * shown, assumed): a thumbnail carries `_thumb` before the extension; the full size drops it.
 */
export function fullSizeName(image: string): string {
  return image.replace(/_thumb(\.[A-Za-z0-9]+)$/, '$1');
}

/** The thumbnail of an image name (the name itself when it already is one). */
export function thumbnailName(image: string): string {
  if (/_thumb\.[A-Za-z0-9]+$/.test(image)) return image;
  return image.replace(/(\.[A-Za-z0-9]+)$/, '_thumb$1');
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
export function queryState(data: Pick<JobReportData, 'queryDetails'>, isSurvey: boolean): { canQuery: boolean; openQueryId: number | null; outsideWindow: boolean } {
  if (isSurvey || !data.queryDetails) return { canQuery: false, openQueryId: null, outsideWindow: false };
  const details = data.queryDetails;
  const canQuery = details.can_be_queried === true || details.can_be_queried === 1;
  const open = details.has_open_query === true || details.has_open_query === 1;
  const openQueryId = open && details.query_id ? details.query_id : null;
  return { canQuery, openQueryId, outsideWindow: !canQuery && !open };
}
