import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { scenarios } from '@/demo/scenarios';
import { draftKey } from '@/lib/drafts';
import { signOut } from '@/store/sessionSlice';
import { renderRoute, signInAs } from '../support/render';
import { captureToasts } from '../support/toasts';
import { findCaseView, openContactableCase, topActions } from './detailSupport';
import { cleanup } from '@testing-library/react';

async function openNote(store = makeStore(), as: 'manager' | 'admin' | null = 'manager') {
  const view = renderRoute('/case-management/case/1022', as ? { as, store } : { store });
  await findCaseView(1022);
  await view.user.click(within(await topActions()).getByRole('button', { name: 'Add Note' }));
  return { ...view, form: screen.getByRole('form', { name: 'Add Note' }) };
}

describe('case detail: drafts', () => {
  it('a reload during a save finds the draft marked sending and warns it may already be saved', async () => {
    openContactableCase();
    scenarios.delay('/api/case-management/cases/1022/notes/store', 2000);
    const first = await openNote();
    await first.user.selectOptions(within(first.form).getByLabelText('Note Status'), '3');
    await first.user.type(within(first.form).getByLabelText('Note'), 'Refund agreed');
    await first.user.click(within(first.form).getByRole('button', { name: 'Save Note' }));
    expect(localStorage.getItem(draftKey(2, 1022, 'note') + '.sending')).toBe('true');
    // The reload: the page is gone while the request is still out.
    cleanup();
    const { user } = renderRoute('/case-management/case/1022', { store: makeStore() });
    await findCaseView(1022);
    await user.click(screen.getByRole('button', { name: 'Open Add Note' }));
    const form = screen.getByRole('form', { name: 'Add Note' });
    expect(within(form).getByText('This text may already have been saved. Check the notes below before sending it again.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Note')).toHaveValue('Refund agreed');
  });

  it('offline, a failed save says the text is kept, and keeps it', async () => {
    openContactableCase();
    scenarios.networkErrorNext('/api/case-management/cases/1022/notes/store');
    const first = await openNote();
    await first.user.selectOptions(within(first.form).getByLabelText('Note Status'), '3');
    await first.user.type(within(first.form).getByLabelText('Note'), 'Written on the forecourt');
    await first.user.click(within(first.form).getByRole('button', { name: 'Save Note' }));
    expect(
      await within(first.form).findByText('You are offline. Your text is kept; send it again when you are back online.', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(within(first.form).getByLabelText('Note')).toHaveValue('Written on the forecourt');
  });

  it('a failed save removes the sending mark (no warning after a reload)', async () => {
    openContactableCase();
    scenarios.failNext('/api/case-management/cases/1022/notes/store', 500);
    const first = await openNote();
    await first.user.selectOptions(within(first.form).getByLabelText('Note Status'), '3');
    await first.user.type(within(first.form).getByLabelText('Note'), 'Refund agreed');
    await first.user.click(within(first.form).getByRole('button', { name: 'Save Note' }));
    // The save has failed (not merely not started) before the marks are read.
    expect(await within(first.form).findByText('Demo failure (status 500).', {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(draftKey(2, 1022, 'note') + '.sending')).toBeNull());
    expect(localStorage.getItem(draftKey(2, 1022, 'note'))).not.toBeNull();
  });

  it('a draft kept across a reload is announced, with a button that opens its panel', async () => {
    openContactableCase();
    const first = await openNote();
    await first.user.type(within(first.form).getByLabelText('Note'), 'Kept for later');
    cleanup();
    const { user } = renderRoute('/case-management/case/1022', { store: makeStore() });
    await findCaseView(1022);
    const notice = screen.getByText('You have unsent text on this case').closest('[role="status"]') as HTMLElement;
    expect(screen.queryByRole('form', { name: 'Add Note' })).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Open Add Note' }));
    expect(within(screen.getByRole('form', { name: 'Add Note' })).getByLabelText('Note')).toHaveValue('Kept for later');
    expect(screen.queryByText('You have unsent text on this case')).not.toBeInTheDocument();
  });

  it('keeps the note across a reload and clears it once sent', async () => {
    openContactableCase();
    const toasts = captureToasts();
    const first = await openNote();
    await first.user.selectOptions(within(first.form).getByLabelText('Note Status'), '3');
    await first.user.type(within(first.form).getByLabelText('Note'), 'Half-written thought');
    cleanup();
    // A reload: a fresh store from the stored session.
    const second = await openNote(makeStore(), null);
    expect(within(second.form).getByLabelText('Note')).toHaveValue('Half-written thought');
    expect(within(second.form).getByLabelText('Note Status')).toHaveValue('3');
    await second.user.click(within(second.form).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case note successfully added']));
    const userId = second.store.getState().session.session?.user.id as number;
    expect(localStorage.getItem(draftKey(userId, 1022, 'note'))).toBeNull();
  });

  it('survives a session timeout and re-login, and is never shown to another user', async () => {
    openContactableCase();
    const store = makeStore();
    const first = await openNote(store);
    await first.user.type(within(first.form).getByLabelText('Note'), 'Typed before the timeout');
    store.dispatch(signOut('You have been logged out due to a period of inactivity.'));
    cleanup();

    const other = makeStore();
    signInAs(other, 'admin');
    const admin = await openNote(other, null);
    expect(within(admin.form).getByLabelText('Note')).toHaveValue('');
    cleanup();

    const again = makeStore();
    signInAs(again, 'manager');
    const back = await openNote(again, null);
    expect(within(back.form).getByLabelText('Note')).toHaveValue('Typed before the timeout');
  });

  it('keeps the reply and forward texts after a failed send', async () => {
    openContactableCase();
    captureToasts();
    scenarios.failNext('/api/case-management/cases/1022/forward', 500);
    const { user } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    await user.click(within(await topActions()).getByRole('button', { name: 'Forward' }));
    const form = screen.getByRole('form', { name: 'Forward Case' });
    await user.type(within(form).getByLabelText('Manual Emails'), 'a@example.com');
    await user.type(within(form).getByLabelText('Message (optional)'), 'Please look at this');
    await user.click(within(form).getByRole('button', { name: 'Forward Case' }));
    await screen.findByText(/^There was an error forwarding the case details\. Please check the email address is valid/);
    await user.click(within(await topActions()).getByRole('button', { name: 'Reply' }));
    const reply = await screen.findByRole('form', { name: 'Reply to Customer' });
    await user.type(within(reply).getByLabelText('Message'), 'Reply in progress');
    cleanup();
    const { user: user2 } = renderRoute('/case-management/case/1022', { store: makeStore() });
    await findCaseView(1022);
    await user2.click(within(await topActions()).getByRole('button', { name: 'Forward' }));
    const again = screen.getByRole('form', { name: 'Forward Case' });
    expect(within(again).getByLabelText('Manual Emails')).toHaveValue('a@example.com');
    expect(within(again).getByLabelText('Message (optional)')).toHaveValue('Please look at this');
    await user2.click(within(await topActions()).getByRole('button', { name: 'Reply' }));
    expect(within(await screen.findByRole('form', { name: 'Reply to Customer' })).getByLabelText('Message')).toHaveValue('Reply in progress');
  });

  it('keeps attachment descriptions for the same file chosen again after a reload', async () => {
    openContactableCase();
    const { user } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    await user.click(within(await topActions()).getByRole('button', { name: 'Add Attachments' }));
    const file = new File(['hello'], 'photo.png', { type: 'image/png' });
    let form = screen.getByRole('form', { name: 'Add Attachments' });
    await user.upload(within(form).getByLabelText('Files'), file);
    await user.type(within(form).getByLabelText('Description for photo.png'), 'Photo of the dent');
    cleanup();
    const { user: user2 } = renderRoute('/case-management/case/1022', { store: makeStore() });
    await findCaseView(1022);
    await user2.click(within(await topActions()).getByRole('button', { name: 'Add Attachments' }));
    form = screen.getByRole('form', { name: 'Add Attachments' });
    await user2.upload(within(form).getByLabelText('Files'), new File(['hello'], 'photo.png', { type: 'image/png' }));
    expect(within(form).getByLabelText('Description for photo.png')).toHaveValue('Photo of the dent');
  });
});
