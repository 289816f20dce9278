import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { JobDetailsSchema, ReportBodySchema } from '@/api/reportSchemas';
import { JobReportSchema } from '@/features/job-report/jobReportSchemas';
import { db, demoConfig } from '@/demo/db';
import { reportOutbox } from '@/demo/handlers/jobReport';
import { issueToken } from '@/demo/handlers/session';
import { demoJobs } from './support';

function tokenFor(email: string) {
  const user = db().users.find((item) => item.email === email);
  if (!user) throw new Error(email);
  return issueToken(user).token;
}

async function call(method: string, path: string, options: { body?: unknown; as?: string | null } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const as = options.as === undefined ? 'manager@example.com' : options.as;
  if (as) headers.Authorization = `Bearer ${tokenFor(as)}`;
  const response = await fetch(`http://localhost/api${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, type, body: type.includes('json') ? ((await response.json()) as unknown) : null };
}

const minimal = demoConfig.contract === 'minimal';

/** The answer as the default contract sends it: the minimal one wraps flat answers in `{ data }`. */
function plain<T>(body: unknown): T {
  if (!minimal || typeof body !== 'object' || body === null || !('data' in body)) return body as T;
  return (body as { data: T }).data;
}

describe('job report demo API', () => {
  it('answers 403 without the view job report permission and 404 for unknown ids or the wrong kind', async () => {
    const { withMedia, survey } = demoJobs();
    expect((await call('GET', `/job-report/${withMedia.id}`, { as: 'viewer@example.com' })).status).toBe(403);
    expect((await call('GET', `/job-search?id=${withMedia.id}`, { as: 'viewer@example.com' })).status).toBe(403);
    expect((await call('GET', '/job-report/999999')).status).toBe(404);
    expect((await call('GET', `/job-report/${survey.id}`)).status).toBe(404);
    expect((await call('GET', `/survey-job-report/${survey.id}`)).status).toBe(200);
  });

  it('serves the report with images, audio, labelled expenses and the query details', async () => {
    const { withMedia } = demoJobs();
    const { body } = await call('GET', `/job-report/${withMedia.id}`);
    const report = plain<{
      jobDetails: { jobId: number; expenses: Record<string, unknown> };
      images: Array<{ image: string }>;
      audio: { url: string } | null;
      report: unknown;
      queryDetails: { can_be_queried: boolean };
      company_id?: number;
      scheme_type?: number;
    }>(body);
    expect(report.jobDetails.jobId).toBe(withMedia.id);
    expect(report.jobDetails.expenses.spentLabel).toBe('Amount Spent');
    expect(report.images.length).toBeGreaterThanOrEqual(2);
    // The image names as stored: no thumbnail naming rule.
    expect(report.images.every((image) => !image.image.includes('_thumb'))).toBe(true);
    expect(report.audio?.url).toBe(`/api/job-audio/${withMedia.id}`);
    expect(typeof report.queryDetails.can_be_queried).toBe('boolean');
    if (minimal) {
      // Only what 001 §3 names: no company or scheme type; the report grouped by category name.
      expect(body).toHaveProperty('data');
      expect(report).not.toHaveProperty('company_id');
      expect(report).not.toHaveProperty('scheme_type');
      expect(report.jobDetails.expenses).not.toHaveProperty('jobIDLabel');
      expect(Array.isArray(report.report)).toBe(false);
      expect(Object.values(report.report as Record<string, unknown[]>).every(Array.isArray)).toBe(true);
    } else {
      expect(report.company_id).toBe(db().company.id);
      const categories = report.report as Array<{ order: number }>;
      expect(categories.map((category) => category.order)).toEqual([...categories.map((category) => category.order)].sort((a, b) => a - b));
    }
  });

  it("serves each image at the spec's storage path of its own folder only (outside /api), public, never as a document that runs script", async () => {
    const { withMedia, auditWithImages: audit } = demoJobs();
    const company = db().company.id;
    const shopper = (name: string) => `/storage/us/shopperuploads/images/${company}/fromshoppers/${name}`;
    const audits = (name: string) => `/storage/us/audituploads/${company}/${name}`;
    const shop = `shop-${withMedia.id}-1.svg`;
    const photographed = audit.questions.find((question) => question.total_points > 0 && question.points_scored < question.total_points);
    const auditImage = `audit-${audit.id}-${photographed?.question_num}.svg`;
    for (const path of [shopper(shop), audits(auditImage)]) {
      const response = await fetch(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/^<svg /);
    }
    // Not in the other folder, not for another company, no made-up name.
    for (const path of [
      audits(shop),
      shopper(auditImage),
      `/storage/us/audituploads/${company + 1}/${auditImage}`,
      shopper(`shop-${withMedia.id}-9.svg`),
      shopper('x.svg'),
    ])
      expect((await fetch(`http://localhost${path}`)).status).toBe(404);
  });

  it('every image carries a compQHisId (001 §3): a shop image names no question of its report, an audit image its question', async () => {
    const { withMedia, auditWithImages: audit } = demoJobs();
    const idsOf = (report: unknown) =>
      (Array.isArray(report) ? report : Object.values(report as Record<string, unknown>)).flatMap((category) =>
        (Array.isArray(category) ? category : (category as { questions: Array<{ id: number }> }).questions).map((question: { id: number }) => question.id),
      );
    for (const [job, under] of [
      [withMedia, false],
      [audit, true],
    ] as const) {
      const report = plain<{ images: Array<{ compQHisId: number }>; report: unknown }>((await call('GET', `/job-report/${job.id}`)).body);
      const questions = new Set(idsOf(report.report));
      expect(report.images.length).toBeGreaterThan(0);
      expect(report.images.every((image) => typeof image.compQHisId === 'number' && questions.has(image.compQHisId) === under)).toBe(true);
    }
  });

  it('the question query is served the same job details and report as the job report', async () => {
    const { queryable } = demoJobs();
    const fromReport = v.parse(JobReportSchema, (await call('GET', `/job-report/${queryable.id}`)).body);
    const created = (await call('GET', `/query/${queryable.id}/create`)).body as {
      data?: { job_details: unknown; job_report: unknown };
      job_details?: unknown;
      job_report?: unknown;
    };
    const fromQuery = created.data ?? (created as { job_details: unknown; job_report: unknown });
    // Decoded the same way (the minimal contract groups the report's questions by category name).
    expect(v.parse(JobDetailsSchema, fromQuery.job_details)).toEqual(fromReport.jobDetails);
    const questions = (report: Array<{ name: string; questions: unknown[] }>) => report.map((category) => [category.name, category.questions]);
    expect(questions(v.parse(ReportBodySchema, fromQuery.job_report))).toEqual(questions(fromReport.report));
  });

  it('job search answers one object for one result, a list when a job and a survey share the id, and [] for none', async () => {
    const { withMedia, shared } = demoJobs();
    expect(plain((await call('GET', `/job-search?id=${withMedia.id}`)).body)).toMatchObject({ id: withMedia.id, type: 'job' });
    const both = plain<Array<{ type: string }>>((await call('GET', `/job-search?id=${shared}`)).body);
    expect(both.map((row) => row.type).sort()).toEqual(['job', 'survey']);
    expect(plain((await call('GET', '/job-search?id=999999')).body)).toEqual([]);
    expect(plain((await call('GET', '/job-search?id=12ab')).body)).toEqual([]);
  });

  it('e-mail: 422 per invalid address, nothing sent; a valid list is kept in the outbox', async () => {
    const { withMedia } = demoJobs();
    const bad = await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: ['ok@example.com', 'nope'], email_text: '' } });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string[]> }).errors).toEqual({ 'email_to.1': ['The email_to.1 must be a valid email address.'] });
    expect((await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: [] } })).status).toBe(422);
    expect(reportOutbox()).toHaveLength(0);
    expect((await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: ['ok@example.com'], email_text: 'Hi' } })).status).toBe(200);
    const sent = plain<Array<{ jobId: number; email_to: string[] }>>((await call('GET', '/__demo/sent-report-emails')).body);
    expect(sent).toEqual([expect.objectContaining({ jobId: withMedia.id, email_to: ['ok@example.com'], email_text: 'Hi' })]);
  });

  it('the PDF host wants no bearer token, the job id, encrypted_id and prev=1', async () => {
    const { withMedia } = demoJobs();
    const query = `job_id=${withMedia.id}&encrypted_id=abc&prev=1`;
    const ok = await call('GET', `/__demo/report-generator/client-report?${query}`, { as: null });
    expect(ok.status).toBe(200);
    expect(ok.type).toBe('application/pdf');
    expect((await call('GET', `/__demo/report-generator/client-report?${query}`)).status).toBe(400);
    expect((await call('GET', `/__demo/report-generator/client-report?job_id=${withMedia.id}&encrypted_id=abc`, { as: null })).status).toBe(404);
    expect((await call('GET', `/__demo/report-generator/client-survey-report?${query}`, { as: null })).status).toBe(404);
  });

  it('crew follow-up: public; isValid false for a survey; Laravel 422s for missing and invalid fields', async () => {
    const { withMedia, survey } = demoJobs();
    expect(plain((await call('GET', `/crewfollowup/${survey.id}`, { as: null })).body)).toEqual({ isValid: false });
    const followup = plain<Record<string, unknown>>((await call('GET', `/crewfollowup/${withMedia.id}`, { as: null })).body);
    expect(followup).toMatchObject({ isValid: true, job_id: withMedia.id });
    // company_id (the page's logo and theme) is assumed: the minimal contract leaves it out.
    if (minimal) expect(followup).not.toHaveProperty('company_id');
    else expect(followup.company_id).toBe(db().company.id);
    const invalid = await call('POST', `/crewfollowup/${withMedia.id}`, { as: null, body: { title: 99, grade: 2, previousGrade: 7, emailRecipient1: 'x' } });
    expect(invalid.status).toBe(422);
    const errors = (invalid.body as { errors: Record<string, string[]> }).errors;
    expect(errors.firstName).toEqual(['The first name field is required.']);
    expect(errors.title).toEqual(['The selected title is invalid.']);
    expect(errors.emailRecipient1).toEqual(['The first email recipient must be a valid email address.']);
    expect(errors.previousGrade).toBeUndefined();
  });
});
