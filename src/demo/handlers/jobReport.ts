import { http, HttpResponse } from 'msw';
import { P } from '@/lib/permissions';
import { db, type Db, type JobRow } from '../db';
import { canBeQueried, queryOfJob, schemeOf } from '../queryWindow';
import { demoCall, stats } from '../scenarios';
import { fraction, locationName, reportByCategory, reportJobDetails } from '../reportJson';
import { textPdf } from '../textPdf';
import { get, post, validationError } from './route';
import { authenticate, authorize } from './session';

/*
 * The job report's demo API (document 001 §7; shapes recorded in docs/api-contract.md):
 * GET /api/job-report/{id} and /api/survey-job-report/{id}, GET /api/job-search?id=,
 * POST /api/email-job-report/{id} and /api/email-survey-job-report/{id}, the audio, the images at
 * the spec's storage paths (/storage/us/..., outside /api, as in production) and the external
 * report generator's stand-in (PDF), plus GET /api/__demo/sent-report-emails and
 * GET /api/__demo/job-report-ids for the browser tests.
 */

/** Per database (so every reset starts clean): the report e-mails sent and the shared-id survey. */
const outboxes = new WeakMap<Db, SentReportEmail[]>();
const sharedIds = new WeakMap<Db, number>();

export interface SentReportEmail {
  jobId: number;
  isSurvey: boolean;
  email_to: string[];
  email_text: string;
  sentBy: number;
}

/** The report e-mails sent since the last reset. */
export function reportOutbox(data: Db = db()): SentReportEmail[] {
  let box = outboxes.get(data);
  if (!box) {
    box = [];
    outboxes.set(data, box);
  }
  return box;
}

/**
 * The id that is both a job and a survey (001 §2 picker): the newest mystery shop's id is given to a
 * copy of the oldest survey, added on first use (so other areas' data is unchanged until then).
 */
export function sharedJobSurveyId(data: Db = db()): number {
  const known = sharedIds.get(data);
  if (known !== undefined) return known;
  const shop = [...data.jobs].filter((job) => job.schemeId === 1 && !job.isSurvey).sort((a, b) => b.id - a.id)[0];
  const survey = data.jobs.find((job) => job.isSurvey);
  if (!shop || !survey) return 0;
  const copy: JobRow = { ...survey, id: shop.id };
  data.jobs.push(copy);
  sharedIds.set(data, shop.id);
  return shop.id;
}

/** A job or survey by id (the shared id resolves by kind). */
export function findReportJob(id: number, isSurvey: boolean): JobRow | undefined {
  const data = db();
  sharedJobSurveyId(data);
  return data.jobs.find((job) => job.id === id && job.isSurvey === isSurvey && job.status === 8);
}

/**
 * A job's images. Every image carries a `compQHisId` (001 §3). Shops carry images on two of three
 * jobs, each with the id of the job's question history row it was taken for, which is no question
 * of the report (so they show in Job Images), stored in the shopper folder. Audits photograph their
 * failed questions: `compQHisId` is the question's id (they show under it), stored in the audit folder.
 */
function imagesOf(job: JobRow): Array<{ img_id: number; image: string; label: string; comments: string | null; compQHisId: number; folder: ImageFolder }> {
  if (job.isSurvey) return [];
  if (job.schemeId === 2) {
    const failed = job.questions.filter((question) => question.total_points > 0 && question.points_scored < question.total_points).slice(0, 2);
    return failed.map((question, index) => ({
      img_id: job.id * 10 + index,
      image: `audit-${job.id}-${question.question_num}.svg`,
      label: `Question ${question.question_num}`,
      comments: 'Photo taken during the audit.',
      compQHisId: question.id,
      folder: 'audit',
    }));
  }
  if (job.id % 3 === 0) return [];
  const labels = ['Receipt', 'Pay station', 'Vehicle after the wash'];
  const comments = ['Receipt from the visit.', 'Queue at the pay station <b>on arrival</b>.', null];
  return labels.slice(0, 2 + (job.id % 2)).map((label, index) => ({
    img_id: job.id * 10 + index,
    image: `shop-${job.id}-${index + 1}.svg`,
    label,
    comments: comments[index] ?? null,
    // Question ids are 1001… (shops) and 2001… (audits); job ids are five digits: never a question's.
    compQHisId: job.id * 10 + index,
    folder: 'shopper',
  }));
}

type ImageFolder = 'audit' | 'shopper';

/** True when the demo's storage holds `name` in that folder (each image is in its job's folder only). */
function storedImage(folder: ImageFolder, name: string): boolean {
  const match = /^(?:shop|audit)-(\d+)-\d+\.svg$/.exec(name);
  const job = match ? findReportJob(Number(match[1]), false) : undefined;
  return !!job && imagesOf(job).some((image) => image.image === name && image.folder === folder);
}

/** The job report data (001 §3) as the demo serves it. */
export function jobReportJson(job: JobRow) {
  const data = db();
  const scheme = schemeOf(job);
  const focus = data.criticalFocus.find((row) => row.job_id === job.id);
  const query = job.isSurvey ? undefined : queryOfJob(job.id);
  const openQuery = query && !query.is_resolved ? query : undefined;
  return {
    jobDetails: reportJobDetails(job),
    criticalFocus: focus
      ? {
          title: focus.comments,
          wants_contact: focus.wants_contact,
          name: focus.contact_details?.name ?? null,
          email: focus.contact_details?.email ?? null,
          phone: focus.contact_details?.phone ?? null,
        }
      : null,
    categoryScores: job.categoryScores.map((category) => ({ ...category, score: fraction(category.points_scored, category.total_points) })),
    images: imagesOf(job).map(({ folder: _folder, ...image }) => image),
    audio: !job.isSurvey && job.schemeId === 1 && job.id % 2 === 0 ? { url: `/api/job-audio/${job.id}` } : null,
    report: reportByCategory(job),
    queryDetails: job.isSurvey ? null : { query_id: openQuery?.id ?? null, has_open_query: !!openQuery, can_be_queried: canBeQueried(job) },
    company_id: data.company.id,
    scheme_type: scheme?.type ?? 0,
  };
}

const VALID_EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]+$/;

/** A small SVG standing in for a photo (label written on it). */
function demoImage(name: string): string {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const safe = name.replace(/[^A-Za-z0-9_. -]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420"><rect width="640" height="420" fill="hsl(${hue},45%,55%)"/><circle cx="500" cy="110" r="60" fill="hsl(${(hue + 40) % 360},70%,80%)"/><rect x="60" y="240" width="360" height="110" rx="16" fill="hsl(${(hue + 180) % 360},35%,35%)"/><text x="40" y="60" font-family="sans-serif" font-size="30" fill="#fff">${safe}</text></svg>`;
}

/** About three seconds of silent MPEG-1 layer III frames (a real, playable mp3). */
function silentMp3(): Uint8Array {
  const frameSize = 417; // 128 kbit/s, 44.1 kHz, no padding
  const frames = 110;
  const bytes = new Uint8Array(frameSize * frames);
  for (let frame = 0; frame < frames; frame += 1) {
    const at = frame * frameSize;
    bytes[at] = 0xff;
    bytes[at + 1] = 0xfb;
    bytes[at + 2] = 0x90;
    bytes[at + 3] = 0xc4;
  }
  return bytes;
}

function reportHandler(isSurvey: boolean) {
  return ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const auth = authorize(request, P.VIEW_JOB_REPORT);
    if (auth instanceof Response) return auth;
    const id = Number(params.id);
    const job = Number.isInteger(id) ? findReportJob(id, isSurvey) : undefined;
    if (!job) return HttpResponse.json({ message: isSurvey ? 'Survey not found.' : 'Job not found.' }, { status: 404 });
    return HttpResponse.json(jobReportJson(job));
  };
}

function emailHandler(isSurvey: boolean) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const auth = authorize(request, P.VIEW_JOB_REPORT);
    if (auth instanceof Response) return auth;
    const id = Number(params.id);
    const job = Number.isInteger(id) ? findReportJob(id, isSurvey) : undefined;
    if (!job) return HttpResponse.json({ message: 'Job not found.' }, { status: 404 });
    const body = (await request.json().catch(() => null)) as { email_to?: unknown; email_text?: unknown } | null;
    const to = Array.isArray(body?.email_to) ? body.email_to : [];
    if (to.length === 0) return validationError({ email_to: ['The email to field is required.'] });
    const errors: Record<string, string[]> = {};
    to.forEach((address, index) => {
      if (typeof address !== 'string' || !VALID_EMAIL.test(address)) errors[`email_to.${index}`] = [`The email_to.${index} must be a valid email address.`];
    });
    if (Object.keys(errors).length > 0) return validationError(errors);
    reportOutbox().push({
      jobId: job.id,
      isSurvey,
      email_to: to as string[],
      email_text: typeof body?.email_text === 'string' ? body.email_text : '',
      sentBy: auth.user.id,
    });
    return HttpResponse.json({ message: 'Report emailed' });
  };
}

/**
 * The spec's image storage (001 §7), at its own paths outside /api (any origin: the storage base),
 * public like a storage bucket, with the headers production's nginx puts on /storage/ (never a
 * document that runs script on the portal's origin). Calls are counted like the API's.
 */
function storageImage(folder: ImageFolder, path: string) {
  return http.get(`*${path}`, ({ request, params }) => {
    stats.calls.push(demoCall(request));
    const company = Number(params.companyId);
    if (!Number.isInteger(company) || company !== db().company.id || !storedImage(folder, String(params.image)))
      return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    return new HttpResponse(demoImage(String(params.image)), {
      headers: {
        'Content-Type': 'image/svg+xml',
        'Content-Security-Policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'attachment',
      },
    });
  });
}

export const jobReportHandlers = [
  storageImage('audit', '/storage/us/audituploads/:companyId/:image'),
  storageImage('shopper', '/storage/us/shopperuploads/images/:companyId/fromshoppers/:image'),
  get('/job-report/:id', reportHandler(false)),
  get('/survey-job-report/:id', reportHandler(true)),
  post('/email-job-report/:id', emailHandler(false)),
  post('/email-survey-job-report/:id', emailHandler(true)),

  get('/job-search', ({ request }) => {
    const auth = authorize(request, P.VIEW_JOB_REPORT);
    if (auth instanceof Response) return auth;
    const raw = new URL(request.url).searchParams.get('id') ?? '';
    if (!/^\d{1,9}$/.test(raw)) return HttpResponse.json([]);
    const id = Number(raw);
    sharedJobSurveyId();
    const found = db()
      .jobs.filter((job) => job.id === id && job.status === 8)
      .map((job) => ({
        id: job.id,
        type: job.isSurvey ? 'survey' : 'job',
        location_name: locationName(job),
        date: job.visit_date,
        scheme_name: schemeOf(job)?.name ?? '',
      }));
    // The API answers a single object for one result and a list otherwise (001 §7).
    return HttpResponse.json(found.length === 1 ? found[0] : found);
  }),

  // Job audio (path assumed: the report's `audio.url`).
  get('/job-audio/:id', ({ request, params }) => {
    const auth = authorize(request, P.VIEW_JOB_REPORT);
    if (auth instanceof Response) return auth;
    const job = findReportJob(Number(params.id), false);
    if (!job) return HttpResponse.json({ message: 'Recording not found.' }, { status: 404 });
    return new HttpResponse(silentMp3(), { headers: { 'Content-Type': 'audio/mpeg' } });
  }),

  // The external report generator's stand-in: no bearer token expected (it is another host).
  get('/__demo/report-generator/:variant', ({ request, params }) => {
    const url = new URL(request.url);
    const jobId = Number(url.searchParams.get('job_id'));
    const isSurvey = params.variant === 'client-survey-report';
    if (request.headers.get('authorization')) return HttpResponse.json({ message: 'Unexpected credentials.' }, { status: 400 });
    if (!url.searchParams.get('encrypted_id') || url.searchParams.get('prev') !== '1' || !findReportJob(jobId, isSurvey)) {
      return HttpResponse.json({ message: 'Report not found.' }, { status: 404 });
    }
    return new HttpResponse(textPdf([`${isSurvey ? 'Survey' : 'Job'} ${jobId} report`]), { headers: { 'Content-Type': 'application/pdf' } });
  }),

  get('/__demo/sent-report-emails', ({ request }) => {
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    return HttpResponse.json(reportOutbox());
  }),

  // Ids the browser tests use (demo only).
  get('/__demo/job-report-ids', () => {
    const data = db();
    const shared = sharedJobSurveyId(data);
    const shops = data.jobs.filter((job) => job.schemeId === 1 && !job.isSurvey && job.id !== shared);
    const withMedia = shops.filter((job) => job.id % 2 === 0 && job.id % 3 !== 0).sort((a, b) => b.id - a.id)[0];
    // The oldest queryable job: the Queries page lists the newest first, and its browser test raises
    // queries on the first rows while this one may run beside it.
    const queryable = shops.filter((job) => canBeQueried(job)).sort((a, b) => a.submitted_date.localeCompare(b.submitted_date) || a.id - b.id)[0];
    // The newest audit with photographed (failed) questions.
    const audit = data.jobs.filter((job) => job.schemeId === 2 && job.status === 8 && imagesOf(job).length > 0).sort((a, b) => b.id - a.id)[0];
    return HttpResponse.json({ shared, withMedia: withMedia?.id ?? null, queryable: queryable?.id ?? null, audit: audit?.id ?? null });
  }),
];
