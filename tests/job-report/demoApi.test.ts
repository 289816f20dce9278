import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
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
    const report = body as { jobDetails: { jobId: number; expenses: Record<string, unknown> }; images: unknown[]; audio: { url: string } | null; report: Array<{ order: number }>; queryDetails: { can_be_queried: boolean } };
    expect(report.jobDetails.jobId).toBe(withMedia.id);
    expect(report.jobDetails.expenses.spentLabel).toBe('Amount Spent');
    expect(report.images.length).toBeGreaterThanOrEqual(2);
    expect(report.audio?.url).toBe(`/api/job-audio/${withMedia.id}`);
    expect(report.report.map((category) => category.order)).toEqual([...report.report.map((category) => category.order)].sort((a, b) => a - b));
    expect(typeof report.queryDetails.can_be_queried).toBe('boolean');
  });

  it('the question query is served the same job details and report as the job report', async () => {
    const { queryable } = demoJobs();
    const fromReport = (await call('GET', `/job-report/${queryable.id}`)).body as { jobDetails: unknown; report: unknown };
    const fromQuery = (await call('GET', `/query/${queryable.id}/create`)).body as { data: { job_details: unknown; job_report: unknown } };
    expect(fromQuery.data.job_details).toEqual(fromReport.jobDetails);
    expect(fromQuery.data.job_report).toEqual(fromReport.report);
  });

  it('job search answers one object for one result, a list when a job and a survey share the id, and [] for none', async () => {
    const { withMedia, shared } = demoJobs();
    expect((await call('GET', `/job-search?id=${withMedia.id}`)).body).toMatchObject({ id: withMedia.id, type: 'job' });
    const both = (await call('GET', `/job-search?id=${shared}`)).body as Array<{ type: string }>;
    expect(both.map((row) => row.type).sort()).toEqual(['job', 'survey']);
    expect((await call('GET', '/job-search?id=999999')).body).toEqual([]);
    expect((await call('GET', '/job-search?id=12ab')).body).toEqual([]);
  });

  it('e-mail: 422 per invalid address, nothing sent; a valid list is kept in the outbox', async () => {
    const { withMedia } = demoJobs();
    const bad = await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: ['ok@example.com', 'nope'], email_text: '' } });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string[]> }).errors).toEqual({ 'email_to.1': ['The email_to.1 must be a valid email address.'] });
    expect((await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: [] } })).status).toBe(422);
    expect(reportOutbox()).toHaveLength(0);
    expect((await call('POST', `/email-job-report/${withMedia.id}`, { body: { email_to: ['ok@example.com'], email_text: 'Hi' } })).status).toBe(200);
    const sent = (await call('GET', '/__demo/sent-report-emails')).body as Array<{ jobId: number; email_to: string[] }>;
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
    expect((await call('GET', `/crewfollowup/${survey.id}`, { as: null })).body).toEqual({ isValid: false });
    expect((await call('GET', `/crewfollowup/${withMedia.id}`, { as: null })).body).toMatchObject({ isValid: true, job_id: withMedia.id });
    const invalid = await call('POST', `/crewfollowup/${withMedia.id}`, { as: null, body: { title: 99, grade: 2, previousGrade: 7, emailRecipient1: 'x' } });
    expect(invalid.status).toBe(422);
    const errors = (invalid.body as { errors: Record<string, string[]> }).errors;
    expect(errors.firstName).toEqual(['The first name field is required.']);
    expect(errors.title).toEqual(['The selected title is invalid.']);
    expect(errors.emailRecipient1).toEqual(['The first email recipient must be a valid email address.']);
    expect(errors.previousGrade).toBeUndefined();
  });
});
