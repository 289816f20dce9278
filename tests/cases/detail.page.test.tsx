import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { jobReportRequested } from '@/store/events';
import { renderRoute } from '../support/render';
import { captureToasts } from '../support/toasts';
import { findCaseView, openContactableCase, prepareCase, resolvedCase, topActions } from './detailSupport';

describe('case detail page', () => {
  it('shows the banner, feedback, notes and details, and loads details and edit options together', async () => {
    openContactableCase();
    renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    expect(screen.getByText('Current Status: In Progress')).toBeInTheDocument();
    expect(screen.getByText(/^Created on \d\d\/\d\d\/\d\d \d\d:\d\d [AP]M by /)).toBeInTheDocument();
    expect(screen.getByText(/^Last Updated on /)).toBeInTheDocument();
    expect(screen.getByLabelText('Case status')).toHaveClass('bg-warning');
    expect(screen.getByRole('heading', { name: 'Customer Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notes (2)' })).toBeInTheDocument();
    expect(screen.getByText('Latest Note')).toBeInTheDocument();
    // the location row is labelled with the company's location label
    expect(screen.getByLabelText('Site')).toBeInTheDocument();
    expect(screen.getByText('Harper Davis')).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/1022', 'GET')).toBe(1);
    expect(stats.count('/api/case-management/cases/1022/edit', 'GET')).toBe(1);
  });

  it('expands earlier notes and collapses the attachments', async () => {
    prepareCase(1008, { resolved_by_id: null, status_id: 2 });
    const { user } = renderRoute('/case-management/case/1008', { as: 'manager' });
    await findCaseView(1008);
    expect(screen.getByRole('heading', { name: 'Notes (4)' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show earlier notes (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(screen.getByRole('list', { name: 'Earlier notes' })).getAllByRole('listitem')).toHaveLength(3);
    const attachments = screen.getByRole('button', { name: 'Attachments (1)' });
    expect(screen.getByText('Customer receipt')).toBeInTheDocument();
    await user.click(attachments);
    expect(screen.queryByText('Customer receipt')).not.toBeInTheDocument();
  });

  it('shows a note with HTML and script as plain text, line breaks kept', async () => {
    prepareCase(1010, { note: 'Line one <b>bold</b>\n<script>alert("x")</script><img src=x onerror=alert(1)>' });
    const { container } = renderRoute('/case-management/case/1010', { as: 'manager' });
    await findCaseView(1010);
    const note = screen.getByTestId('case-note');
    expect(note.textContent).toBe('Line one <b>bold</b>\n<script>alert("x")</script><img src=x onerror=alert(1)>');
    expect(note).toHaveClass('text-pre-line');
    expect(container.querySelector('.case-view script, .case-view b, .case-view img')).toBeNull();
  });

  it('opens the job report through the event with the permission, else shows the plain source id', async () => {
    openContactableCase();
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const { user } = renderRoute('/case-management/case/1022', { as: 'manager', store });
    await findCaseView(1022);
    await user.click(screen.getByRole('button', { name: 'View Source Report: 50021' }));
    expect(dispatch).toHaveBeenCalledWith(jobReportRequested({ jobId: 50021, isSurvey: false }));
  });

  it('names a survey source for survey_id > 0', async () => {
    prepareCase(1001, { survey_id: 70000, job_id: 50000 });
    renderRoute('/case-management/case/1001', { as: 'manager' });
    await findCaseView(1001);
    expect(screen.getByRole('button', { name: 'View Source Survey: 70000' })).toBeInTheDocument();
    expect(screen.getByLabelText('Case status')).toHaveClass('bg-danger');
  });

  it('gives the viewer the case with no action buttons and no edit controls', async () => {
    openContactableCase();
    renderRoute('/case-management/case/1022', { as: 'viewer' });
    await findCaseView(1022);
    expect(screen.getByText('Source Report Id: 50021')).toBeInTheDocument();
    expect(within(await topActions()).queryAllByRole('button')).toHaveLength(0);
    // No empty footer box either: with no actions the footer is left out.
    expect(screen.queryByRole('group', { name: 'Case actions (footer)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit customer feedback' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/1022/edit', 'GET')).toBe(0);
  });

  it('says a case that does not exist is not found, without a crash', async () => {
    renderRoute('/case-management/case/999999', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Case not found' }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the case list' })).toHaveAttribute('href', '/case-management/cases');
  });

  it('treats a non-numeric id as 0: not found, nothing requested', async () => {
    renderRoute('/case-management/case/abc', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Case not found' }, { timeout: 15000 })).toBeInTheDocument();
    expect(stats.calls.filter((call) => call.path.startsWith('/api/case-management/cases/'))).toHaveLength(0);
  });

  it('treats an id beyond Number.MAX_SAFE_INTEGER like any bad id: not found, nothing requested', async () => {
    renderRoute('/case-management/case/99999999999999999999', { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'Case not found' }, { timeout: 15000 })).toBeInTheDocument();
    expect(stats.calls.filter((call) => call.path.startsWith('/api/case-management/cases/'))).toHaveLength(0);
  });

  it('Back is a normal secondary button (it never looks disabled)', async () => {
    renderRoute('/case-management/case/1022', { as: 'manager' });
    const back = await screen.findByRole('button', { name: 'Back' }, { timeout: 15000 });
    expect(back).toBeEnabled();
    expect(back).toHaveClass('btn-secondary');
    expect(back).not.toHaveClass('btn-outline-secondary');
  });

  it('raises the global page error when the case fails to load', async () => {
    // Twice: the route's prefetch fails silently, the page's own request fails visibly.
    scenarios.failNext('/api/case-management/cases/1022', 500, { times: 2 });
    const { store } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await waitFor(() => expect(store.getState().ui.pageError).not.toBeNull(), { timeout: 15000 });
  });

  it.each([
    ['a 500', (path: string) => scenarios.failNext(path, 500, { times: 2 })],
    ['an HTML 502', (path: string) => scenarios.htmlNext(path, 502, 2)],
    ['malformed JSON', (path: string) => scenarios.malformedNext(path, 200, 2)],
    ['JSON of the wrong type', (path: string) => scenarios.failNext(path, 200, { times: 2, body: [1, 2, 3] })],
  ])('Retry after %s shows the case (the failure it cleared does not raise the error again)', async (_kind, fail) => {
    openContactableCase();
    fail('/api/case-management/cases/1022');
    const { user, store } = renderRoute('/case-management/case/1022', { as: 'manager' });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 });
    expect(screen.getByText('An unexpected error has occured')).toBeInTheDocument();
    // The server is well again (a fault the prefetch did not use is dropped too).
    scenarios.reset();
    const before = stats.count('/api/case-management/cases/1022', 'GET');
    await user.click(retry);
    await findCaseView(1022);
    expect(screen.queryByText('An unexpected error has occured')).not.toBeInTheDocument();
    expect(store.getState().ui.pageError).toBeNull();
    expect(stats.count('/api/case-management/cases/1022', 'GET')).toBe(before + 1);
  });

  it('Retry that fails again shows the error page again', async () => {
    openContactableCase();
    scenarios.failNext('/api/case-management/cases/1022', 500, { times: 5 });
    const { user } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 }));
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 15000 })).toBeInTheDocument();
  });

  it('reopens a resolved case (Reopen only on resolved cases; no Delete there)', async () => {
    resolvedCase(1005);
    const toasts = captureToasts();
    const { user } = renderRoute('/case-management/case/1005', { as: 'manager' });
    await findCaseView(1005);
    expect(screen.getByText(/^Resolved on /)).toBeInTheDocument();
    expect(screen.getByLabelText('Case status')).toHaveClass('bg-success');
    const actions = await topActions();
    expect(within(actions).queryByRole('button', { name: 'Delete Case' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Reopen Case' }));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case successfully reopened']));
    expect(await screen.findByText('Current Status: In Progress')).toBeInTheDocument();
    expect(within(await topActions()).getByRole('button', { name: 'Delete Case' })).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/1005/reopen', 'PATCH')).toBe(1);
  });

  it('shows the catalogue text when reopening fails', async () => {
    resolvedCase(1005);
    const toasts = captureToasts();
    scenarios.failNext('/api/case-management/cases/1005/reopen', 500);
    const { user } = renderRoute('/case-management/case/1005', { as: 'manager' });
    await findCaseView(1005);
    await user.click(within(await topActions()).getByRole('button', { name: 'Reopen Case' }));
    await waitFor(() => expect(toasts).toContainEqual(['error', 'There was an error reopening this case, please try again']));
  });

  it('deletes an open case after confirmation, once, and goes to the case list', async () => {
    openContactableCase();
    const toasts = captureToasts();
    const { user, router } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    await user.click(within(await topActions()).getByRole('button', { name: 'Delete Case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Case' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Case' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case successfully deleted']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-management/cases'));
    expect(stats.count('/api/case-management/cases/1022', 'DELETE')).toBe(1);
    expect(db().cases.find((row) => row.id === 1022)?.deleted).toBe(true);
  });

  it('keeps the case when deleting fails', async () => {
    openContactableCase();
    const toasts = captureToasts();
    scenarios.failNext('/api/case-management/cases/1022', 500, { method: 'DELETE' });
    const { user, router } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    await user.click(within(await topActions()).getByRole('button', { name: 'Delete Case' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Case' })).getByRole('button', { name: 'Delete Case' }));
    await waitFor(() => expect(toasts).toContainEqual(['error', 'There was an error deleting this case, please try again']));
    expect(router.state.location.pathname).toBe('/case-management/case/1022');
  });

  it('opens one panel at a time and resets the case view when the page is left', async () => {
    openContactableCase();
    const { user, router, store } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    const actions = await topActions();
    await user.click(within(actions).getByRole('button', { name: 'Add Note' }));
    expect(screen.getByRole('form', { name: 'Add Note' })).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Forward' }));
    expect(screen.queryByRole('form', { name: 'Add Note' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Forward Case' })).toBeInTheDocument();
    expect(store.getState().caseDetail?.openPanel).toBe('forward');
    await router.navigate('/case-management/search');
    await waitFor(() => expect(store.getState().caseDetail?.openPanel).toBeNull());
  });
});
