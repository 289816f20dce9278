import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryApi } from '@/api/queryEndpoints';
import { db } from '@/demo/db';
import { issueToken } from '@/demo/handlers/session';
import { queryableJobs } from '@/demo/queryWindow';
import { stats } from '@/demo/scenarios';
import { draftStorageKey } from '@/lib/drafts';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

function tokenFor(email: string) {
  const user = db().users.find((item) => item.email === email);
  if (!user) throw new Error(email);
  return issueToken(user).token;
}
async function call(method: string, path: string, body?: unknown, email = 'manager@example.com') {
  const response = await fetch(`http://localhost/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokenFor(email)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('queries demo API', () => {
  it('answers 403 without the permission and 404 for unknown ids', async () => {
    expect((await call('GET', '/open-queries', undefined, 'viewer@example.com')).status).toBe(403);
    expect((await call('GET', '/query', undefined, 'viewer@example.com')).status).toBe(403);
    expect((await call('GET', '/query/999999')).status).toBe(404);
    expect((await call('POST', '/query/999999/note/store', { query_type: 1, note_text: 'hello there' })).status).toBe(404);
  });

  it('validates query creation like Laravel (short text, outside the window, already queried, not queryable)', async () => {
    const job = queryableJobs().find((item) => item.schemeId === 1);
    const fixed = job?.questions.find((question) => question.can_query !== 1);
    if (!job || !fixed) throw new Error('no job');
    const short = await call('POST', `/query/${job.id}/store`, { query_type: 1, query_text: 'abc' });
    expect(short.status).toBe(422);
    expect(short.body.errors).toHaveProperty('query_text');
    const notQueryable = await call('POST', `/query/${job.id}/store`, {
      query_type: 2,
      query_questions: [
        { question_id: fixed.id, question_num: fixed.question_num, question_text: fixed.question, question_query_text: 'Please check this one' },
      ],
    });
    expect(notQueryable.status).toBe(422);
    expect(notQueryable.body.message).toBe(`Question ${fixed.question_num} cannot be queried.`);
    const created = await call('POST', `/query/${job.id}/store`, { query_type: 1, query_text: 'Wrong site visited' });
    expect(created.status).toBe(201);
    expect((created.body.data as { id: number }).id).toBeGreaterThan(0);
    const again = await call('POST', `/query/${job.id}/store`, { query_type: 1, query_text: 'Wrong site visited' });
    expect(again.status).toBe(422);
    const old = db()
      .jobs.filter((item) => item.schemeId === 1)
      .sort((a, b) => a.submitted_date.localeCompare(b.submitted_date))[0];
    const outside = await call('POST', `/query/${old?.id}/store`, { query_type: 1, query_text: 'Wrong site visited' });
    expect(outside.status).toBe(422);
  });

  it('refuses a response to a query that is not referred', async () => {
    const query = db().queries.find((item) => !item.is_resolved && item.status_id === 2);
    const answer = await call('POST', `/query/${query?.id}/note/store`, { query_type: 1, note_text: 'hello there' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This query is not waiting for a response from you.');
  });
});

describe('drafts and other areas', () => {
  beforeEach(() => setLargeScreen(true));

  it('restores a response draft of the same user after a reload and a re-login, never for another user', async () => {
    const query = db().queries.find((item) => !item.is_resolved && item.status_id === 9);
    if (!query) throw new Error('no referred query');
    const manager = db().users.find((item) => item.email === 'manager@example.com');
    localStorage.setItem(draftStorageKey('queryDraft', manager?.id ?? 0, ['response', query.id]), JSON.stringify('Typed before the timeout'));
    const view = renderRoute(`/queries?tab=referred&query=${query.id}`, { as: 'manager' });
    expect(await screen.findByLabelText('Your response', {}, { timeout: 8000 })).toHaveValue('Typed before the timeout');
    view.unmount();
    renderRoute(`/queries?tab=referred&query=${query.id}`, { as: 'admin' });
    expect(await screen.findByLabelText('Your response', {}, { timeout: 8000 })).toHaveValue('');
  });

  it('a query raised elsewhere (the job report) reloads the open list and the queryable jobs without a reload', async () => {
    const job = queryableJobs()[0];
    if (!job) throw new Error('no job');
    const { store } = renderRoute('/queries?tab=open', { as: 'manager' });
    await screen.findByRole('table', { name: 'Open queries' }, { timeout: 8000 });
    const before = stats.count('/api/open-queries', 'GET');
    await act(async () => {
      await store.dispatch(queryApi.endpoints.createQuery.initiate({ jobId: job.id, payload: { query_type: 1, query_text: 'Raised in the job report' } }));
    });
    await waitFor(() => expect(stats.count('/api/open-queries', 'GET')).toBeGreaterThan(before));
    const newest = db().queries.at(-1);
    expect(await screen.findByText(`Query ${newest?.id}`)).toBeInTheDocument();
  });
});

describe('load failures', () => {
  beforeEach(() => setLargeScreen(true));

  it('says so when the open queries fail to load, instead of loading forever', async () => {
    const { scenarios } = await import('@/demo/scenarios');
    scenarios.failNext('/api/open-queries', 500, { times: 3 });
    renderRoute('/queries?tab=open', { as: 'manager' });
    expect(await screen.findByText('The queries could not be loaded. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says what it could not read when the open queries come in a shape it cannot read', async () => {
    const { scenarios } = await import('@/demo/scenarios');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    scenarios.failNext('/api/open-queries', 200, { times: 3, body: { data: 'not a list' } });
    renderRoute('/queries?tab=open', { as: 'manager' });
    expect(
      await screen.findByText('The queries could not be loaded. The server sent data the portal could not read. Please try again.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /api/open-queries'));
    error.mockRestore();
  });

  it('shows the other rows when one open query cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [broken, ...rest] = db().queries.filter((query) => !query.is_resolved && query.status_id !== 9);
    if (!broken || rest.length === 0) throw new Error('no open queries');
    (broken as { job_id: unknown }).job_id = null;
    renderRoute('/queries?tab=open', { as: 'manager' });
    expect(await screen.findByRole('tab', { name: `Open Queries (${rest.length})` }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(`Query ${broken.id}`)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
