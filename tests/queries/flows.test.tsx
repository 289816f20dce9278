import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { queryableJobs } from '@/demo/queryWindow';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { useRequestLog } from '../support/requestLog';
import { setLargeScreen } from '../support/viewport';

const log = useRequestLog();
const referred = () => db().queries.find((query) => !query.is_resolved && query.status_id === 9);
const posted = (path: RegExp) => log.filter((entry) => entry.method === 'POST' && path.test(entry.url.pathname));

describe('query detail and response', () => {
  beforeEach(() => setLargeScreen(true));

  it('opens ?query={id}, shows a referred query with the response form, sends the response and moves it to status 11', async () => {
    const query = referred();
    if (!query) throw new Error('no referred query');
    const { user } = renderRoute(`/queries?tab=referred&query=${query.id}`, { as: 'manager' });
    expect(await screen.findByRole('heading', { name: `Query ${query.id}` }, { timeout: 8000 })).toBeInTheDocument();
    const field = await screen.findByLabelText('Your response');
    const send = screen.getByRole('button', { name: 'Send Response' });
    await user.type(field, '<b>');
    expect(screen.getByText('You need to enter at least 2 more characters.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(field, 'okay</b>');
    scenarios.failNext(`/api/query/${query.id}/note/store`, 500);
    await user.click(send);
    expect(await screen.findByText('There was an error updating your query, please try again')).toBeInTheDocument();
    expect(field).toHaveValue('<b>okay</b>');
    await user.click(send);
    expect(await screen.findByText(`Query ${query.id} successfully updated`)).toBeInTheDocument();
    expect(posted(/note\/store$/).at(-1)?.body).toEqual({ query_type: 1, note_text: '<b>okay</b>' });
    expect(query.status_id).toBe(11);
    // The detail reloads: the response shows as text and the form gives way to the status panel.
    expect(await screen.findByText('Waiting for the provider to review this query.')).toBeInTheDocument();
    expect(screen.getAllByText('<b>okay</b>').length).toBeGreaterThan(0);
  });

  it('shows a clear message and the list for unknown or malformed ids', async () => {
    const { router } = renderRoute('/queries?tab=open&query=999999', { as: 'manager' });
    expect(await screen.findByText('Query 999999 could not be found.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Open queries' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('query')).toBeNull();
    await act(() => router.navigate('/queries?tab=open&query=abc'));
    expect(await screen.findByText("'abc' is not a valid query id.")).toBeInTheDocument();
    expect(stats.count('/api/query/abc', 'GET')).toBe(0);
  });

  it('shows a resolved query with its resolution and question outcomes, and the job id as a report button', async () => {
    const query = db().queries.find((item) => item.is_resolved && item.questions.length > 0);
    if (!query) throw new Error('no resolved question query');
    const { user, router } = renderRoute(`/queries?tab=resolved&query=${query.id}`, { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Resolution' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Resolved score')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your response')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Job Id ${query.job_id}: open the job report` }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('job')).toBe(String(query.job_id)));
  });

  it('Back to list and Escape return to the list', async () => {
    const { user, router } = renderRoute('/queries?tab=open', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Open queries' }, { timeout: 8000 });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    await user.click(first);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('query')).not.toBeNull());
    expect(router.state.historyAction).toBe('PUSH');
    await screen.findByRole('button', { name: 'Back to list' });
    await user.keyboard('{Escape}');
    await screen.findByRole('table', { name: 'Open queries' });
    expect(new URLSearchParams(router.state.location.search).get('query')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe(first.id));
  });
});

describe('raising queries', () => {
  beforeEach(() => setLargeScreen(true));

  it('raises a whole-job query: minimum, payload, toast, the job leaves the list, the draft is cleared', async () => {
    const job = queryableJobs()[0];
    if (!job) throw new Error('no queryable job');
    const { user } = renderRoute('/queries', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: `Query Whole Job ${job.id}` }, { timeout: 8000 }));
    const field = await screen.findByLabelText('Query text');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.type(field, 'Wrong');
    await user.clear(field);
    await user.type(field, 'abc');
    expect(confirm).toBeDisabled();
    await user.type(field, ' - the shopper visited the wrong site');
    scenarios.failNext(`/api/query/${job.id}/store`, 500);
    await user.click(confirm);
    expect(await screen.findByText('There was an error creating your query, please try again')).toBeInTheDocument();
    expect(field).toHaveValue('abc - the shopper visited the wrong site');
    await user.click(confirm);
    expect(await screen.findByText('Query successfully created')).toBeInTheDocument();
    expect(posted(/\/store$/).at(-1)?.body).toEqual({ query_type: 1, query_text: 'abc - the shopper visited the wrong site' });
    await screen.findByRole('table', { name: 'Jobs that can be queried' });
    await waitFor(() => expect(screen.queryByRole('button', { name: `Query Whole Job ${job.id}` })).not.toBeInTheDocument());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('portal.queryDraft.'))).toHaveLength(0);
  });

  it('asks before cancelling a typed whole-job query', async () => {
    const job = queryableJobs()[0];
    if (!job) throw new Error('no queryable job');
    const { user } = renderRoute('/queries', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: `Query Whole Job ${job.id}` }, { timeout: 8000 }));
    await user.type(await screen.findByLabelText('Query text'), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('You have entered query text, please confirm you want to cancel.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('table', { name: 'Jobs that can be queried' })).toBeInTheDocument();
  });

  it('raises a question query: not-queryable line, none added message, edit, summary, payload', async () => {
    const job = queryableJobs().find((item) => item.schemeId === 1);
    if (!job) throw new Error('no queryable shop');
    const queryable = job.questions.filter((question) => question.can_query === 1);
    const fixed = job.questions.find((question) => question.can_query !== 1);
    const first = queryable[0];
    if (!first || !fixed) throw new Error('no questions');
    const { user } = renderRoute(`/queries?q=${job.id}`, { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: `Query Questions of job ${job.id}` }, { timeout: 8000 }));
    expect(await screen.findByText(`Question ${fixed.question_num} cannot be queried.`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Query' }));
    expect(screen.getByText('You need to add at least one question query.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Query question ${first.question_num}` }));
    await user.type(screen.getByLabelText(`Query for question ${first.question_num}`), 'The greeting was within 30 seconds.');
    await user.click(screen.getByRole('button', { name: 'Add query' }));
    await user.click(screen.getByRole('button', { name: `Edit query on question ${first.question_num}` }));
    await user.type(screen.getByLabelText(`Query for question ${first.question_num}`), ' See video.');
    await user.click(screen.getByRole('button', { name: 'Update query' }));
    await user.click(screen.getByRole('button', { name: 'Submit Query' }));
    const summary = await screen.findByRole('dialog', { name: `Job Id: ${job.id} - Query Summary` });
    expect(within(summary).getByText('The greeting was within 30 seconds. See video.')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Query successfully created')).toBeInTheDocument();
    expect(posted(/\/store$/).at(-1)?.body).toEqual({
      query_type: 2,
      query_questions: [
        {
          question_id: first.id,
          question_num: first.question_num,
          question_text: first.question,
          question_query_text: 'The greeting was within 30 seconds. See video.',
        },
      ],
    });
    const created = db().queries.at(-1);
    expect(created?.status_id).toBe(2);
    expect(created?.job_id).toBe(job.id);
  });

  it('keeps question queries as a draft across a remount, per user', async () => {
    const job = queryableJobs().find((item) => item.schemeId === 1);
    const first = job?.questions.find((question) => question.can_query === 1);
    if (!job || !first) throw new Error('no job');
    const view = renderRoute(`/queries?q=${job.id}`, { as: 'manager' });
    await view.user.click(await screen.findByRole('button', { name: `Query Questions of job ${job.id}` }, { timeout: 8000 }));
    await view.user.click(await screen.findByRole('button', { name: `Query question ${first.question_num}` }));
    await view.user.type(screen.getByLabelText(`Query for question ${first.question_num}`), 'Half written');
    view.unmount();
    const again = renderRoute(`/queries?q=${job.id}`, { as: 'manager' });
    await again.user.click(await screen.findByRole('button', { name: `Query Questions of job ${job.id}` }, { timeout: 8000 }));
    expect(await screen.findByLabelText(`Query for question ${first.question_num}`)).toHaveValue('Half written');
    again.unmount();
    const admin = renderRoute(`/queries?q=${job.id}`, { as: 'admin' });
    await admin.user.click(await screen.findByRole('button', { name: `Query Questions of job ${job.id}` }, { timeout: 8000 }));
    expect(await screen.findByRole('button', { name: `Query question ${first.question_num}` })).toBeInTheDocument();
    expect(screen.queryByLabelText(`Query for question ${first.question_num}`)).not.toBeInTheDocument();
  });
});

describe('keyboard triage', () => {
  beforeEach(() => setLargeScreen(true));

  it('j/k move the active row, Enter opens, / focuses search, ? opens the shortcuts; nothing while typing', async () => {
    const { user, router } = renderRoute('/queries?tab=open', { as: 'manager' });
    const table = await screen.findByRole('table', { name: 'Open queries' }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('j');
    await waitFor(() => expect(document.activeElement).toBe(rows[0]));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(rows[1]));
    await user.keyboard('k');
    await waitFor(() => expect(document.activeElement).toBe(rows[0]));
    await user.keyboard('{End}');
    await waitFor(() => expect(document.activeElement).toBe(rows.at(-1)));
    await user.keyboard('/');
    const search = screen.getByLabelText('Search by query id, job id or location');
    expect(document.activeElement).toBe(search);
    await user.keyboard('j');
    expect(search).toHaveValue('j');
    await user.clear(search);
    (within(await screen.findByRole('table', { name: 'Open queries' })).getAllByRole('row')[1] as HTMLElement).focus();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    await user.keyboard('j');
    expect(document.activeElement).not.toBe(rows[1]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Keyboard shortcuts' }))
        .getAllByRole('button', { name: 'Close' })
        .at(-1) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument());
    const target = within(screen.getByRole('table', { name: 'Open queries' })).getAllByRole('row')[1] as HTMLElement;
    target.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('query')).not.toBeNull());
  });
});
