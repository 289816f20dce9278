import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { P, type Permission } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { captureToasts } from '../support/toasts';
import { findCaseView, openContactableCase, prepareCase } from './detailSupport';

/** Gives the manager's role exactly these permissions (before sign-in). */
function managerMay(...permissions: Permission[]) {
  const role = db().roles.find((item) => item.name === 'Regional Manager');
  if (!role) throw new Error('no manager role');
  role.permissions = [P.CASE_MANAGEMENT_VIEW_CASES, ...permissions];
}

async function open(id = 1022) {
  const view = renderRoute(`/case-management/case/${id}`, { as: 'manager' });
  await findCaseView(id);
  return view;
}

describe('case detail: edits', () => {
  it('asks before changing the location; cancel restores it, confirm saves it', async () => {
    openContactableCase();
    prepareCase(1022, { location_id: 101 });
    const toasts = captureToasts();
    const { user } = await open();
    const select = screen.getByLabelText('Site');
    expect(select).toHaveValue('101');
    await user.selectOptions(select, '105');
    const dialog = await screen.findByRole('dialog', { name: 'Change Site' });
    expect(dialog).toHaveTextContent('from Boston #101 to New Haven #105');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Site')).toHaveValue('101');
    expect(stats.count('/api/case-management/cases/1022', 'PATCH')).toBe(0);

    await user.selectOptions(screen.getByLabelText('Site'), '105');
    await user.click(within(await screen.findByRole('dialog', { name: 'Change Site' })).getByRole('button', { name: 'Change Site' }));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case location successfully updated']));
    expect(db().cases.find((row) => row.id === 1022)?.location_id).toBe(105);
    await waitFor(() => expect(screen.getByLabelText('Site')).toHaveValue('105'));
  });

  it('saves source, type, categories and status, each with its toast', async () => {
    openContactableCase();
    prepareCase(1022, { source_id: 1, type_id: 1, category_a_id: null, category_b_id: null, category_c_id: null });
    const toasts = captureToasts();
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Source'), 'Website');
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case source successfully updated']));
    // Each field is disabled while an edit saves, and the toast can come a render before the form is
    // free again (user-event ignores a disabled select): the next field is changed once it is enabled.
    await waitFor(() => expect(screen.getByLabelText('Type')).not.toBeDisabled());
    await user.selectOptions(screen.getByLabelText('Type'), 'Enquiry');
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case type successfully updated']));
    await waitFor(() => expect(screen.getByLabelText('Category A')).not.toBeDisabled());
    await user.selectOptions(screen.getByLabelText('Category A'), 'Pricing');
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case categories successfully updated']));
    await waitFor(() => expect(screen.getByLabelText('Category A')).not.toBeDisabled());
    await user.selectOptions(screen.getByLabelText('Category B'), 'Billing');
    await waitFor(() => expect(toasts.filter(([, text]) => text === 'Case categories successfully updated')).toHaveLength(2));
    expect(screen.getByLabelText('Category C')).toBeInTheDocument();
    // a category chosen in one slot cannot be chosen again in another
    expect(within(screen.getByLabelText('Category C')).getByRole('option', { name: 'Pricing' })).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Status')).not.toBeDisabled());
    await user.selectOptions(screen.getByLabelText('Status'), 'Awaiting Customer');
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case status successfully updated']));
    expect(db().cases.find((row) => row.id === 1022)).toMatchObject({ source_id: 3, type_id: 3, category_a_id: 4, category_b_id: 8, status_id: 3 });
    const statusOptions = within(screen.getByLabelText('Status'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statusOptions).not.toContain('New');
  });

  it('shows New disabled in the status select when the case is New', async () => {
    prepareCase(1001, { status_id: 1, resolved_by_id: null });
    await open(1001);
    const current = within(screen.getByLabelText('Status')).getByRole('option', { name: 'New' });
    expect(current).toBeDisabled();
    expect(screen.getByLabelText('Status')).toHaveValue('1');
  });

  it('shows the catalogue text when an edit fails', async () => {
    openContactableCase();
    const toasts = captureToasts();
    scenarios.failNext('/api/case-management/cases/1022', 500, { method: 'PATCH' });
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Type'), 'Enquiry');
    await waitFor(() => expect(toasts).toContainEqual(['error', 'There was an error updating this case, please try again']));
  });

  it('edits the customer note: at least 5 characters, then the success toast', async () => {
    openContactableCase();
    const toasts = captureToasts();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit customer feedback' }));
    const field = screen.getByLabelText('Customer feedback note');
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(screen.getByText('You need to enter a note.')).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/1022', 'PATCH')).toBe(0);
    await user.type(field, 'de fixed{Enter}more');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Case note successfully updated']));
    expect(db().cases.find((row) => row.id === 1022)?.note).toBe('abcde fixed\nmore');
    expect(await screen.findByTestId('case-note')).toHaveTextContent('abcde fixed more');
  });

  it('keeps the edited note and shows the server message when saving it fails', async () => {
    openContactableCase();
    const toasts = captureToasts();
    scenarios.failNext('/api/case-management/cases/1022', 422, {
      method: 'PATCH',
      body: { message: 'The note is locked.', errors: { note: ['The note is locked.'] } },
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit customer feedback' }));
    await user.type(screen.getByLabelText('Customer feedback note'), ' Extra words');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(toasts).toContainEqual(['error', 'There was an error updating the case note, please try again']));
    expect(screen.getByText('The note is locked.')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer feedback note')).toHaveValue(`${db().cases.find((row) => row.id === 1022)?.note} Extra words`);
  });

  it('gives each edit only with its own permission', async () => {
    openContactableCase();
    managerMay(P.CASE_MANAGEMENT_UPDATE_CASE_LOCATION);
    await open();
    expect(screen.getByLabelText('Site')).toBeInTheDocument();
    expect(screen.queryByLabelText('Source')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Category A')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit customer feedback' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
  });

  it('gives source, type and the note edit with their permissions only', async () => {
    openContactableCase();
    managerMay(P.CASE_MANAGEMENT_UPDATE_CASE_SOURCE, P.CASE_MANAGEMENT_UPDATE_CASE_TYPE, P.CASE_MANAGEMENT_UPDATE_CASE_NOTE);
    await open();
    expect(screen.queryByLabelText('Site')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Source')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit customer feedback' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('hides every edit control on a resolved case', async () => {
    prepareCase(1022, { resolved_by_id: 2, resolved_date: '2026-11-01 10:00:00', status_id: 5 });
    await open();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit customer feedback' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Case' })).toBeInTheDocument();
  });
});
