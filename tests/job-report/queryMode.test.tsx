import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';
import { demoJobs } from './support';

async function openReport(id: number) {
  const view = renderRoute(`/help?job=${id}`, { as: 'manager' });
  const dialog = await screen.findByRole('dialog', { name: `Job Id: ${id}` }, { timeout: 8000 });
  return { ...view, dialog };
}

describe('job report query mode', () => {
  beforeEach(() => setLargeScreen(true));

  it('raises a whole-job query (5 characters) and shows the open query notice', async () => {
    const { queryable } = demoJobs();
    const { dialog, user } = await openReport(queryable.id);
    await user.click(within(dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    expect(within(dialog).getByText(/Query mode lets you dispute this job/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Query Whole Job' }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.type(within(dialog).getByLabelText('Query text'), 'abcd');
    expect(within(dialog).getByText('You need to enter at least 1 more characters.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Query text'));
    await user.paste('e wrong site');
    // The draft is shared with the Create Query tab.
    const userId = db().users.find((row) => row.email === 'manager@example.com')?.id;
    expect(localStorage.getItem(`portal.queryDraft.${userId}.${queryable.id}.whole`)).toContain('abcde wrong site');
    scenarios.failNext(`/api/query/${queryable.id}/store`, 500);
    await user.click(confirm);
    await waitFor(() => expect(stats.count(`/api/query/${queryable.id}/store`, 'POST')).toBe(1));
    expect(await screen.findByText('There was an error creating your query, please try again', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Query text')).toHaveValue('abcde wrong site');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Query successfully created', {}, { timeout: 4000 })).toBeInTheDocument();
    const created = db().queries.find((query) => query.job_id === queryable.id);
    expect(created?.query_text).toBe('abcde wrong site');
    expect(await within(dialog).findByRole('button', { name: `Query Id: ${created?.id}` })).toBeInTheDocument();
    expect(within(dialog).getByText(/There is an open Query on this job:/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Query Mode/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(`portal.queryDraft.${userId}.${queryable.id}.whole`)).toBeNull();
    expect(stats.count(`/api/query/${queryable.id}/store`, 'POST')).toBe(2);
  }, 40_000);

  it('raises a question query through the shared composer and summary', async () => {
    const { queryable } = demoJobs();
    const { dialog, user } = await openReport(queryable.id);
    await user.click(within(dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Query Questions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Query' }));
    expect(within(dialog).getByText('You need to add at least one question query.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/cannot be queried\./).length).toBeGreaterThan(0);
    const openers = within(dialog).getAllByRole('button', { name: /^Query question \d+$/ });
    const num = Number(/\d+/.exec(openers[0]?.textContent ?? '')?.[0]);
    await user.click(openers[0] as HTMLElement);
    await user.click(within(dialog).getByLabelText(`Query for question ${num}`));
    await user.paste('The photo shows otherwise');
    await user.click(within(dialog).getByRole('button', { name: 'Add query' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Query' }));
    const summary = await screen.findByRole('dialog', { name: `Job Id: ${queryable.id} - Query Summary` });
    await user.click(within(summary).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Query successfully created', {}, { timeout: 4000 })).toBeInTheDocument();
    const created = db().queries.find((query) => query.job_id === queryable.id);
    expect(created?.questions.map((question) => [question.question_number, question.question_query])).toEqual([[num, 'The photo shows otherwise']]);
  }, 40_000);

  it('turning query mode off with added text asks first, then discards', async () => {
    const { queryable } = demoJobs();
    const { dialog, user } = await openReport(queryable.id);
    await user.click(within(dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Query Whole Job' }));
    await user.type(within(dialog).getByLabelText('Query text'), 'some text');
    await user.click(within(dialog).getByRole('button', { name: 'Turn Off Query Mode' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard query' });
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Turn On Query Mode' })).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Query Whole Job' }));
    expect(within(dialog).getByLabelText('Query text')).toHaveValue('');
  });

  it('closing the report with added text asks first: Cancel keeps the text, Confirm closes and discards it', async () => {
    const { queryable } = demoJobs();
    const userId = db().users.find((row) => row.email === 'manager@example.com')?.id;
    const key = `portal.queryDraft.${userId}.${queryable.id}.whole`;
    const { dialog, user, router } = await openReport(queryable.id);
    await user.click(within(dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await user.click(within(dialog).getByRole('button', { name: 'Query Whole Job' }));
    await user.type(within(dialog).getByLabelText('Query text'), 'wrong site');
    await user.click(within(dialog).getByRole('button', { name: 'Close report' }));
    let ask = await screen.findByRole('dialog', { name: 'Discard query' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard query' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Query text')).toHaveValue('wrong site');
    expect(router.state.location.search).toBe(`?job=${queryable.id}`);
    await user.keyboard('{Escape}');
    ask = await screen.findByRole('dialog', { name: 'Discard query' });
    await user.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(localStorage.getItem(key)).toBeNull();
  }, 20_000);

  it('query text survives the session ending unplanned (timeout, reload) and comes back for the same user', async () => {
    const { queryable } = demoJobs();
    const first = await openReport(queryable.id);
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Query Whole Job' }));
    await first.user.type(within(first.dialog).getByLabelText('Query text'), 'kept across sessions');
    first.unmount();
    const second = await openReport(queryable.id);
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Turn On Query Mode' }));
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Query Whole Job' }));
    expect(within(second.dialog).getByLabelText('Query text')).toHaveValue('kept across sessions');
  });

  it('shows the outside-window text, and hides query mode on small screens', async () => {
    const { outside, queryable } = demoJobs();
    const first = await openReport(outside.id);
    expect(within(first.dialog).getByText('This job is now outside of the query window.')).toBeInTheDocument();
    expect(within(first.dialog).queryByRole('button', { name: 'Turn On Query Mode' })).not.toBeInTheDocument();
    first.unmount();
    setLargeScreen(false);
    const second = await openReport(queryable.id);
    expect(within(second.dialog).queryByRole('button', { name: 'Turn On Query Mode' })).not.toBeInTheDocument();
  });

  it('an open query notice opens the read-only query dialog with a link to Queries', async () => {
    const { openQuery } = demoJobs();
    expect(openQuery).toBeTruthy();
    const { dialog, user } = await openReport(openQuery!.job_id);
    await user.click(within(dialog).getByRole('button', { name: `Query Id: ${openQuery!.id}` }));
    const view = await screen.findByRole('dialog', { name: `Query Id: ${openQuery!.id}` });
    expect(within(view).getByRole('link', { name: 'View in Queries' })).toHaveAttribute('href', `/queries?query=${openQuery!.id}`);
  });
});
