import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reportOutbox } from '@/demo/handlers/jobReport';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { settled } from '../support/settle';
import { demoJobs } from './support';

async function withSearch(as: 'manager' | 'viewer' = 'manager') {
  const view = renderRoute('/help', { as });
  await screen.findByRole('banner', {}, { timeout: 8000 });
  // jsdom is a phone (no media queries match): the icon button opens the field.
  const toggle = screen.queryByRole('button', { name: 'Search for Job or Survey Id' });
  if (toggle) await view.user.click(toggle);
  return view;
}

describe('top-bar job search', () => {
  it('is not there without the view job report permission', async () => {
    await withSearch('viewer');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('keeps only the digits, as typed and as pasted, in the box itself; empty or letters only search nothing', async () => {
    const { withMedia } = demoJobs();
    const { user, router } = await withSearch();
    const box = screen.getByPlaceholderText('Search for Job or Survey Id');
    await user.click(screen.getByRole('button', { name: 'Find job or survey' }));
    expect(stats.count('/api/job-search')).toBe(0);
    // Typed: each key that is not a digit is dropped at once (what is shown is what is searched).
    let shown = '';
    for (const key of '5a0-0 0.4') {
      await user.type(box, key);
      if (/\d/.test(key)) shown += key;
      expect(box).toHaveValue(shown);
    }
    // A letter typed mid-text is dropped and the caret stays put: the next digit lands where it was.
    (box as HTMLInputElement).setSelectionRange(2, 2);
    await user.keyboard('x7');
    expect(box).toHaveValue('507004');
    expect((box as HTMLInputElement).selectionStart).toBe(3);
    // Letters, spaces and punctuation only: an empty box, and nothing is searched.
    await user.clear(box);
    await user.paste('Job #, id: n/a');
    expect(box).toHaveValue('');
    await user.keyboard('{Enter}');
    expect(stats.count('/api/job-search')).toBe(0);
    // More than 9 digits: the first 9 stay, and a line says so.
    await user.paste('1234567890');
    expect(box).toHaveValue('123456789');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('A Job or Survey Id has at most 9 digits: the box keeps the first 9.');
    expect(box).toHaveAccessibleDescription('A Job or Survey Id has at most 9 digits: the box keeps the first 9.');
    await user.clear(box);
    expect(screen.queryByText(/at most 9 digits/)).not.toBeInTheDocument();
    // Pasting 'Job #50004' leaves the id, which Enter searches.
    await user.paste(`Job #${withMedia.id}`);
    expect(box).toHaveValue(String(withMedia.id));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?job=${withMedia.id}`));
    expect(stats.calls.filter((call) => call.path === '/api/job-search').map((call) => call.query)).toEqual([`id=${withMedia.id}`]);
    expect(await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a failed search says what happened, not that nothing was found', async () => {
    scenarios.htmlNext('/api/job-search', 502);
    const { user } = await withSearch();
    await user.type(screen.getByPlaceholderText('Search for Job or Survey Id'), '123{Enter}');
    expect(await screen.findByText('The server had a problem (status 502). Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('No job or survey found for the given Id')).not.toBeInTheDocument();
  });

  it("toasts 'No job or survey found for the given Id' for an unknown id", async () => {
    const { user } = await withSearch();
    await user.type(screen.getByPlaceholderText('Search for Job or Survey Id'), '999999{Enter}');
    expect(await screen.findByText('No job or survey found for the given Id')).toBeInTheDocument();
  });

  it('offers a picker when a job and a survey share the id', async () => {
    const { shared } = demoJobs();
    const { user, router } = await withSearch();
    await user.type(screen.getByPlaceholderText('Search for Job or Survey Id'), `${shared}{Enter}`);
    const picker = await screen.findByRole('dialog', { name: 'Multiple results found' });
    const views = within(picker).getAllByRole('button', { name: /^View Report/ });
    expect(views).toHaveLength(2);
    expect(within(picker).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const surveyRow = within(picker)
      .getByText(/Customer Experience Survey/)
      .closest('li') as HTMLElement;
    await user.click(within(surveyRow).getByRole('button', { name: /^View Report/ }));
    await waitFor(() => expect(router.state.location.search).toBe(`?survey=${shared}`));
    expect(await screen.findByRole('dialog', { name: `Survey id: ${shared}` }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('sends a search once while it is in flight', async () => {
    const { withMedia } = demoJobs();
    scenarios.delay('/api/job-search', 300, 1);
    const { user } = await withSearch();
    await user.type(screen.getByPlaceholderText('Search for Job or Survey Id'), String(withMedia.id));
    await user.dblClick(screen.getByRole('button', { name: 'Find job or survey' }));
    await screen.findByRole('dialog', { name: `Job Id: ${withMedia.id}` }, { timeout: 8000 });
    expect(stats.count('/api/job-search')).toBe(1);
  });

  it('the newest search wins: a slow earlier search never opens its report', async () => {
    const { withMedia, withoutImages } = demoJobs();
    scenarios.delay('/api/job-search', 400, 1);
    const { user, router, store } = await withSearch();
    const box = screen.getByPlaceholderText('Search for Job or Survey Id');
    await user.type(box, `${withMedia.id}{Enter}`);
    await user.clear(box);
    await user.type(box, `${withoutImages.id}{Enter}`);
    expect(await screen.findByRole('dialog', { name: `Job Id: ${withoutImages.id}` }, { timeout: 8000 })).toBeInTheDocument();
    // The slow first answer arrives later and is ignored.
    await waitFor(() => expect(stats.count('/api/job-search')).toBe(2));
    await settled(store);
    expect(router.state.location.search).toBe(`?job=${withoutImages.id}`);
    expect(screen.queryByRole('dialog', { name: `Job Id: ${withMedia.id}` })).not.toBeInTheDocument();
  });
});

describe('email the report', () => {
  async function openEmail(url: string) {
    const view = renderRoute(url, { as: 'manager' });
    const dialog = await screen.findByRole('dialog', { name: /^(Job Id|Survey id): / }, { timeout: 8000 });
    await view.user.click(within(dialog).getByRole('button', { name: 'Email' }));
    return view;
  }

  it('requires an address, then sends the split list with the default message', async () => {
    const { withMedia } = demoJobs();
    const { user } = await openEmail(`/help?job=${withMedia.id}`);
    const email = await screen.findByRole('dialog', { name: 'Email Job Report' });
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(within(email).getByText('At least one valid email address is required')).toBeInTheDocument();
    await user.type(within(email).getByLabelText('Email addresses'), 'a@example.com; b@example.com,c@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Report emailed', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Job Report' })).not.toBeInTheDocument());
    const sent = reportOutbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.email_to).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(sent[0]?.email_text).toMatch(/scored \d+\.\d%/);
  });

  it('shows the failure texts for an invalid address and keeps the input', async () => {
    const { survey } = demoJobs();
    const { user } = await openEmail(`/help?survey=${survey.id}`);
    const email = await screen.findByRole('dialog', { name: 'Email Survey Report' });
    await user.type(within(email).getByLabelText('Email addresses'), 'good@example.com not-an-email');
    await user.type(within(email).getByLabelText('Message (optional)'), 'Please look');
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error emailing report - one or more of the entered emails are invalid.')).toBeInTheDocument();
    expect(await within(email).findByText('One or more of the entered emails are invalid.')).toBeInTheDocument();
    expect(within(email).getByLabelText('Email addresses')).toHaveValue('good@example.com not-an-email');
    expect(reportOutbox()).toHaveLength(0);
    expect(stats.count(`/api/email-survey-job-report/${survey.id}`, 'POST')).toBe(1);
  });

  it('a double click sends once; a 500, an HTML 502 or broken JSON say what happened (never blaming the addresses) and keep the input', async () => {
    const { withMedia } = demoJobs();
    const path = `/api/email-job-report/${withMedia.id}`;
    scenarios.failNext(path, 500, { method: 'POST', body: { message: 'The mail server is not answering.' } });
    // The failure comes after the double click's second click: a double click, not a retry after a
    // quick answer (one CI run, under load, had the answer in before the second click).
    scenarios.delay(path, 300, 1);
    const { user } = await openEmail(`/help?job=${withMedia.id}`);
    const email = await screen.findByRole('dialog', { name: 'Email Job Report' });
    await user.type(within(email).getByLabelText('Email addresses'), 'a@example.com');
    await user.type(within(email).getByLabelText('Message (optional)'), 'See <script>alert(1)</script>');
    await user.dblClick(within(email).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error emailing report - The mail server is not answering.')).toBeInTheDocument();
    // The toast host renders in a commit of its own: the dialog's alert may follow it by a frame.
    expect(await within(email).findByRole('alert')).toHaveTextContent('The mail server is not answering.');
    expect(stats.count(path, 'POST')).toBe(1);
    expect(screen.queryByText('Error emailing report - one or more of the entered emails are invalid.')).not.toBeInTheDocument();
    expect(within(email).queryByText('One or more of the entered emails are invalid.')).not.toBeInTheDocument();
    expect(within(email).getByLabelText('Email addresses')).not.toHaveAttribute('aria-invalid');
    expect(within(email).getByLabelText('Email addresses')).toHaveValue('a@example.com');
    expect(within(email).getByLabelText('Message (optional)')).toHaveValue('See <script>alert(1)</script>');

    scenarios.htmlNext(path, 502);
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(stats.count(path, 'POST')).toBe(2));
    expect(await within(email).findByText('The server had a problem (status 502). Please try again.')).toBeInTheDocument();
    expect(within(email).queryByText('One or more of the entered emails are invalid.')).not.toBeInTheDocument();

    scenarios.malformedNext(path);
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(stats.count(path, 'POST')).toBe(3));
    // The client's message for an answer it cannot read.
    expect(await within(email).findByText(/^The server sent (data|a response) the portal could not read\./)).toBeInTheDocument();
    expect(within(email).queryByText('One or more of the entered emails are invalid.')).not.toBeInTheDocument();
    expect(within(email).getByLabelText('Email addresses')).toHaveValue('a@example.com');

    // Sent at last: the message goes as typed (text, never markup); again a double click.
    scenarios.delay(path, 300, 1);
    await user.dblClick(within(email).getByRole('button', { name: 'Send' }));
    // (Error toasts are still up: the toast host shows two at a time, so the success waits its turn.)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Job Report' })).not.toBeInTheDocument(), { timeout: 4000 });
    expect(stats.count(path, 'POST')).toBe(4);
    expect(reportOutbox()[0]?.email_text).toBe('See <script>alert(1)</script>');
  });

  it('a 422 that does not name the addresses shows its own message', async () => {
    const { withMedia } = demoJobs();
    const path = `/api/email-job-report/${withMedia.id}`;
    scenarios.failNext(path, 422, {
      method: 'POST',
      body: {
        message: 'The email text may not be greater than 5000 characters.',
        errors: { email_text: ['The email text may not be greater than 5000 characters.'] },
      },
    });
    const { user } = await openEmail(`/help?job=${withMedia.id}`);
    const email = await screen.findByRole('dialog', { name: 'Email Job Report' });
    await user.type(within(email).getByLabelText('Email addresses'), 'a@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('The email text may not be greater than 5000 characters.');
    expect(within(email).queryByText('One or more of the entered emails are invalid.')).not.toBeInTheDocument();
  });
  it('two clicks before the dialog has re-rendered send once (a busy phone)', async () => {
    const { withMedia } = demoJobs();
    const path = `/api/email-job-report/${withMedia.id}`;
    const { user, store } = await openEmail(`/help?job=${withMedia.id}`);
    const email = await screen.findByRole('dialog', { name: 'Email Job Report' });
    await user.type(within(email).getByLabelText('Email addresses'), 'a@example.com');
    const send = within(email).getByRole('button', { name: 'Send' });
    // Both clicks land in one act: React has not re-rendered the busy dialog between them.
    act(() => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Job Report' })).not.toBeInTheDocument(), { timeout: 4000 });
    await settled(store);
    expect(stats.count(path, 'POST')).toBe(1);
    expect(reportOutbox()).toHaveLength(1);
  });
});
