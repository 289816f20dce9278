import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/store/store';
import { db, demoConfig } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { draftStorageKey } from '@/lib/drafts';
import { P } from '@/lib/permissions';
import { jobReportRequested } from '@/store/events';
import { signOut } from '@/store/sessionSlice';
import { renderRoute, signInAs } from '../support/render';
import { useRequestLog } from '../support/requestLog';
import { captureToasts } from '../support/toasts';
import { setLargeScreen } from '../support/viewport';
import { findDetail, prepareItem, viewerWith } from './support';

const NOTE_PATH = '/api/critical-focus/2001/note/store';

async function openItem(id = 2001, as: 'manager' | 'admin' | 'viewer' | null = 'manager', store = makeStore()) {
  const view = renderRoute(`/critical-focus?item=${id}`, as ? { as, store } : { store });
  const detail = await findDetail(id);
  return { ...view, detail };
}

const statusSelect = (detail: HTMLElement) => within(detail).getByLabelText('Status');
const comment = (detail: HTMLElement) => within(detail).getByLabelText('Comment');
const submit = (detail: HTMLElement) => within(detail).getByRole('button', { name: 'Submit' });

describe('critical focus: detail', () => {
  it('shows the item: fields, customer comment as text, contact details and notes oldest first', async () => {
    prepareItem(2004, {
      wants_contact: true,
      contact_details: { name: 'Pat Morales', email: 'pat@mail.example', phone: '5553000001' },
      comments: '<b>bold</b><script>alert(1)</script>\nSecond line 🚗 مرحبا',
      notes: [
        { id: 2, status_name: 'Escalated', added_by: 'B', added_date: '2026-11-21 10:00:00', comment: 'Second note' },
        { id: 1, status_name: 'In Progress', added_by: 'A', added_date: '2026-11-20 10:00:00', comment: 'First note' },
      ],
    });
    const { detail } = await openItem(2004);
    expect(within(detail).getByText('This customer wants to be contacted.')).toBeInTheDocument();
    const text = within(detail).getByText(/<b>bold<\/b><script>/);
    expect(text.textContent).toBe('<b>bold</b><script>alert(1)</script>\nSecond line 🚗 مرحبا');
    expect(detail.querySelector('script')).toBeNull();
    expect(within(detail).getByRole('link', { name: 'pat@mail.example' })).toHaveAttribute('href', 'mailto:pat@mail.example');
    expect(within(detail).getByRole('link', { name: '5553000001' })).toHaveAttribute('href', 'tel:5553000001');
    expect(within(detail).getByText('Pat Morales')).toBeInTheDocument();
    const notes = within(detail).getByText('First note').closest('ol') as HTMLElement;
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual([expect.stringContaining('First note'), expect.stringContaining('Second note')]);
  });

  it('says the customer left no contact details when they asked for contact', async () => {
    prepareItem(2004, { wants_contact: true, contact_details: null });
    const { detail } = await openItem(2004);
    expect(within(detail).getByText('The customer did not leave any contact details despite requesting contact.')).toBeInTheDocument();
  });

  it('links the survey id to the job report with VIEW_JOB_REPORT, plain text without', async () => {
    const row = prepareItem(2001);
    const store = makeStore();
    const dispatch = vi.spyOn(store, 'dispatch');
    const { detail, user } = await openItem(2001, 'manager', store);
    const job = db().jobs.find((item) => item.id === row.job_id);
    await user.click(within(detail).getByRole('button', { name: new RegExp(`^${row.job_id} - `) }));
    // isSurvey from the assumed scheme_type; without it (minimal contract) a survey, as 002's 'Survey Id' reads.
    const isSurvey = demoConfig.contract === 'minimal' ? true : db().schemes.find((s) => s.id === job?.schemeId)?.type === 4;
    expect(dispatch).toHaveBeenCalledWith(jobReportRequested({ jobId: row.job_id, isSurvey }));
    cleanup();

    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS, P.CRITICAL_FOCUS_VIEW_DETAILS);
    const role = db().roles.find((item) => item.name === 'Store Viewer');
    if (role) role.permissions = role.permissions.filter((p) => p !== P.VIEW_JOB_REPORT);
    const viewer = await openItem(2001, 'viewer');
    expect(within(viewer.detail).queryByRole('button', { name: new RegExp(`^${row.job_id} - `) })).toBeNull();
    expect(within(viewer.detail).getByText(new RegExp(`^${row.job_id} - `))).toBeInTheDocument();
    // Without the update permission: the status only.
    expect(within(viewer.detail).queryByRole('form')).toBeNull();
    expect(within(viewer.detail).getByRole('heading', { name: 'Status' })).toBeInTheDocument();
  });

  it("reads 'Critical focus {id} was not found.' for an unknown id, with Back to list", async () => {
    const { user, router } = renderRoute('/critical-focus?item=999999', { as: 'manager' });
    expect(await screen.findByText('Critical focus 999999 was not found.', {}, { timeout: 15000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'New Critical Focus' })).toBeInTheDocument();
  });

  it('shows a failed item load inline with Retry', async () => {
    scenarios.failNext('/api/critical-focus/2001', 500, { times: 2 }); // the route's silent prefetch, then the page
    const { user } = renderRoute('/critical-focus?item=2001', { as: 'manager' });
    expect(await screen.findByText(/This critical focus could not be loaded/, {}, { timeout: 15000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await findDetail(2001);
  });
});

describe("critical focus: 'critical focus - view details'", () => {
  it('without it the rows do not open the detail, by click or Enter, and nothing asks for an item', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
    const { user, router } = renderRoute('/critical-focus?tab=open', { as: 'viewer' });
    const list = await screen.findByRole('list', { name: 'All Open Critical Focus' }, { timeout: 15000 });
    const row = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await user.click(row);
    row.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?tab=open');
    expect(screen.queryByRole('heading', { name: /^Critical Focus \d+$/ })).toBeNull();
    expect(stats.calls.filter((call) => /^\/api\/critical-focus\/\d+$/.test(call.path))).toHaveLength(0);
  });

  it('without it rows are not presented as opening: no tab stop, no active row, no hover; one line says why', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
    const { user } = renderRoute('/critical-focus?tab=open', { as: 'viewer' });
    const list = await screen.findByRole('list', { name: 'All Open Critical Focus' }, { timeout: 15000 });
    expect(screen.getByText("Opening a critical focus item needs the 'critical focus - view details' permission.")).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    for (const row of rows) {
      expect(row).not.toHaveAttribute('tabindex');
      expect(row).not.toHaveClass('cf-row');
      expect(row).not.toHaveClass('triage-row');
    }
    // The keys that step through rows land nowhere.
    await user.keyboard('j');
    expect(document.activeElement).toBe(document.body);
    expect(list.querySelector('.triage-row-active')).toBeNull();
  });

  it('without it the desktop table has no hover highlight; with it, it has', async () => {
    setLargeScreen(true);
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS);
    const first = renderRoute('/critical-focus?tab=open', { as: 'viewer' });
    const table = await screen.findByRole('table', { name: 'All Open Critical Focus' }, { timeout: 15000 });
    expect(table).not.toHaveClass('table-hover');
    expect(within(table).getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
    first.unmount();
    viewerWith(P.CRITICAL_FOCUS_VIEW_DETAILS);
    renderRoute('/critical-focus?tab=open', { as: 'viewer' });
    const opening = await screen.findByRole('table', { name: 'All Open Critical Focus' }, { timeout: 15000 });
    expect(opening).toHaveClass('table-hover');
    expect(within(opening).getAllByRole('row')[1]).toHaveClass('cf-row');
    expect(screen.queryByText(/needs the 'critical focus - view details' permission/)).toBeNull();
  });

  it('without it a pasted item address shows a permission message, never the item, and Back to list returns', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS, P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS);
    const { user, router } = renderRoute('/critical-focus?item=2001', { as: 'viewer' });
    expect(await screen.findByText('You do not have permission to view this critical focus.', {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Critical Focus 2001' })).toBeNull();
    expect(stats.count('/api/critical-focus/2001', 'GET')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'New Critical Focus' })).toBeInTheDocument();
  });

  it('with it a row opens the detail', async () => {
    viewerWith(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS, P.CRITICAL_FOCUS_VIEW_DETAILS);
    const { user, router } = renderRoute('/critical-focus?tab=open', { as: 'viewer' });
    const list = await screen.findByRole('list', { name: 'All Open Critical Focus' }, { timeout: 15000 });
    const row = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const id = Number(row.id.replace('cf-row-', ''));
    await user.click(row);
    await findDetail(id);
    expect(new URLSearchParams(router.state.location.search).get('item')).toBe(String(id));
  });
});

describe('critical focus: responding', () => {
  const log = useRequestLog();

  it('validates, sends { type_id, comment }, toasts, and the item takes the status', async () => {
    const toasts = captureToasts();
    const { detail, user } = await openItem(2001);
    const select = statusSelect(detail);
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Please Select a Status', 'In Progress', 'Contacted Customer', 'Escalated', 'Resolved']),
    );
    expect(submit(detail)).toBeDisabled();
    await user.type(comment(detail), 'Abc');
    expect(within(detail).getByText('You need to enter at least 2 more characters.')).toBeInTheDocument();
    await user.selectOptions(select, '3');
    expect(submit(detail)).toBeDisabled();
    await user.type(comment(detail), 'de');
    expect(submit(detail)).toBeEnabled();
    await user.dblClick(submit(detail));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Critical Focus 2001 successfully updated']));
    const posts = log.filter((entry) => entry.method === 'POST' && entry.url.pathname === NOTE_PATH);
    expect(posts.map((entry) => entry.body)).toEqual([{ type_id: 3, comment: 'Abcde' }]);
    expect(comment(detail)).toHaveValue('');
    await waitFor(() => expect(within(detail).getAllByText('Escalated').length).toBeGreaterThan(0));
    expect(within(detail).getByText('Abcde')).toBeInTheDocument();
    // The counts refresh: 2001 is no longer New.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /^New \(/ })).toHaveTextContent(`New (${db().criticalFocus.filter((row) => row.status_id === 10).length})`),
    );
  });

  it("resolving replaces the form with 'This critical focus is Resolved.' and refreshes the resolved list", async () => {
    captureToasts();
    const { detail, user } = await openItem(2001);
    await waitFor(() => expect(within(statusSelect(detail)).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(statusSelect(detail), '4');
    await user.type(comment(detail), 'All sorted now.');
    await user.click(submit(detail));
    expect(await within(detail).findByText('This critical focus is Resolved.')).toBeInTheDocument();
    expect(within(detail).queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Resolved' }));
    const list = await screen.findByRole('list', { name: 'Resolved Critical Focus' });
    expect(within(list).getByText('2001')).toBeInTheDocument();
  });

  it('keeps what was typed on a 500, shows the server message inline', async () => {
    const toasts = captureToasts();
    scenarios.failNext(NOTE_PATH, 500, { body: { message: 'Database unavailable.' } });
    const { detail, user } = await openItem(2001);
    await waitFor(() => expect(within(statusSelect(detail)).getAllByRole('option')).toHaveLength(5));
    await user.selectOptions(statusSelect(detail), '1');
    await user.type(comment(detail), 'Looking into it');
    await user.click(submit(detail));
    await waitFor(() => expect(toasts).toContainEqual(['error', 'There was an error updating this critical focus, please try again']));
    expect(within(detail).getByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(comment(detail)).toHaveValue('Looking into it');
    expect(statusSelect(detail)).toHaveValue('1');
  });

  it("shows the server's message, then 'This critical focus is Resolved.', when someone else resolved it meanwhile", async () => {
    captureToasts();
    const { detail, user } = await openItem(2001);
    await waitFor(() => expect(within(statusSelect(detail)).getAllByRole('option')).toHaveLength(5));
    prepareItem(2001, {
      status_id: 4,
      notes: [{ id: 5, status_name: 'Resolved', added_by: 'Someone Else', added_date: '2026-11-22 10:00:00', comment: 'Done elsewhere.' }],
    });
    await user.selectOptions(statusSelect(detail), '1');
    await user.type(comment(detail), 'Looking into it');
    await user.click(submit(detail));
    expect(await within(detail).findByText('This critical focus is Resolved.')).toBeInTheDocument();
    expect(within(detail).getByRole('alert')).toHaveTextContent('This critical focus has already been resolved.');
  });

  it("'Contacted customer' sends the contact type with the typed comment, or 'Customer contacted.'", async () => {
    const toasts = captureToasts();
    prepareItem(2001, { wants_contact: true, status_id: 10 });
    const { detail, user } = await openItem(2001);
    const button = await within(detail).findByRole('button', { name: 'Contacted customer' });
    await user.type(comment(detail), 'abc');
    await user.click(button);
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Critical Focus 2001 successfully updated']));
    await user.clear(comment(detail));
    await user.type(comment(detail), 'Phoned at 10, apologised.');
    await user.click(within(detail).getByRole('button', { name: 'Contacted customer' }));
    await waitFor(() => expect(log.filter((entry) => entry.url.pathname === NOTE_PATH)).toHaveLength(2));
    expect(log.filter((entry) => entry.url.pathname === NOTE_PATH).map((entry) => entry.body)).toEqual([
      { type_id: 2, comment: 'Customer contacted.' },
      { type_id: 2, comment: 'Phoned at 10, apologised.' },
    ]);
    await waitFor(() => expect(comment(detail)).toHaveValue(''));
  });

  it("hides 'Contacted customer' without wants_contact, and when no note type names contact", async () => {
    prepareItem(2001, { wants_contact: false });
    const first = await openItem(2001);
    await waitFor(() => expect(within(statusSelect(first.detail)).getAllByRole('option')).toHaveLength(5));
    expect(within(first.detail).queryByRole('button', { name: 'Contacted customer' })).toBeNull();
    cleanup();
    prepareItem(2001, { wants_contact: true });
    db().criticalFocusStatuses = db().criticalFocusStatuses.filter((status) => status.id !== 2);
    const second = await openItem(2001);
    await waitFor(() => expect(within(statusSelect(second.detail)).getAllByRole('option')).toHaveLength(4));
    expect(within(second.detail).queryByRole('button', { name: 'Contacted customer' })).toBeNull();
  });
});

describe('critical focus: drafts', () => {
  it('keeps status and comment across a reload and a timeout with re-login, never for another user, cleared once sent', async () => {
    captureToasts();
    const store = makeStore();
    const first = await openItem(2001, 'manager', store);
    await waitFor(() => expect(within(statusSelect(first.detail)).getAllByRole('option')).toHaveLength(5));
    await first.user.selectOptions(statusSelect(first.detail), '1');
    await first.user.type(comment(first.detail), 'Half a thought');
    const userId = store.getState().session.session?.user.id as number;
    expect(JSON.parse(localStorage.getItem(draftStorageKey('criticalFocusDraft', userId, [2001])) ?? 'null')).toEqual({ typeId: 1, comment: 'Half a thought' });
    store.dispatch(signOut('You have been logged out due to a period of inactivity.'));
    cleanup();

    const other = makeStore();
    signInAs(other, 'admin');
    const admin = await openItem(2001, null, other);
    expect(comment(admin.detail)).toHaveValue('');
    cleanup();

    const again = makeStore();
    signInAs(again, 'manager');
    const back = await openItem(2001, null, again);
    expect(comment(back.detail)).toHaveValue('Half a thought');
    await waitFor(() => expect(statusSelect(back.detail)).toHaveValue('1'));
    await back.user.click(submit(back.detail));
    await waitFor(() => expect(localStorage.getItem(draftStorageKey('criticalFocusDraft', userId, [2001]))).toBeNull());
  });
});
