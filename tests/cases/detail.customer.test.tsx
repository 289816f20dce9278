import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { captureToasts } from '../support/toasts';
import { findCaseView, openContactableCase, prepareCase } from './detailSupport';

async function openDialog(id = 1022, as: 'manager' | 'viewer' = 'manager') {
  const view = renderRoute(`/case-management/case/${id}`, { as });
  await findCaseView(id);
  await view.user.click(screen.getByRole('button', { name: 'View Customer Details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
  await within(dialog).findByText('Name');
  return { ...view, dialog };
}

describe('case detail: customer dialog', () => {
  it('shows the customer block only when the case wants contact and has a customer', async () => {
    prepareCase(1022, { wants_contact: false });
    renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    expect(screen.queryByRole('button', { name: 'View Customer Details' })).not.toBeInTheDocument();
  });

  it('reads the customer, with the other cases (this one excluded) and their links', async () => {
    openContactableCase();
    const customer = db().customers.find((item) => item.id === 579);
    if (!customer) throw new Error('customer 579');
    Object.assign(customer, { extra_a: 'M-779', extra_b: 'XYZ-123' });
    const { user, dialog, router, store } = await openDialog();
    expect(within(dialog).getByText('Harper Davis')).toBeInTheDocument();
    expect(within(dialog).getByText('harper.davis@mail.example')).not.toHaveClass('text-danger');
    expect(within(dialog).getByText('Membership Number')).toBeInTheDocument();
    expect(within(dialog).getByText('M-779')).toBeInTheDocument();
    expect(within(dialog).getByText('Vehicle Plate')).toBeInTheDocument();
    const others = db()
      .cases.filter((row) => row.customer_id === 579 && row.id !== 1022)
      .map((row) => row.id);
    const toggle = within(dialog).getByRole('button', { name: `Customers Other Cases (${others.length})` });
    await user.click(toggle);
    for (const id of others) expect(within(dialog).getByRole('link', { name: `Go To Case ${id}` })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Go To Case 1022' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: `Go To Case ${others[0]}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/case-management/case/${others[0]}`));
    await findCaseView(others[0] as number);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().caseDetail?.customerDialogOpen).toBe(false);
  });

  it("says 'Name not provided' and shows an invalid email in red", async () => {
    openContactableCase();
    const customer = db().customers.find((item) => item.id === 579);
    Object.assign(customer ?? {}, { name: '', email: 'harper@' });
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('Name not provided')).toBeInTheDocument();
    expect(within(dialog).getByText(/harper@/)).toHaveClass('text-danger');
  });

  it('edits the nine fields and saves them, with the success toast', async () => {
    openContactableCase();
    const toasts = captureToasts();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Customer' }));
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Harper D. Davis');
    await user.clear(within(dialog).getByLabelText('City'));
    await user.type(within(dialog).getByLabelText('City'), 'Tampa');
    await user.type(within(dialog).getByLabelText('Membership Number'), 'M-1');
    for (const label of ['Email', 'Phone', 'Address', 'State', 'Zip', 'Vehicle Plate']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual(['success', 'Customer details updated']));
    expect(db().customers.find((item) => item.id === 579)).toMatchObject({ name: 'Harper D. Davis', city: 'Tampa', email: 'harper.davis@mail.example' });
    expect(await within(dialog).findByText('Harper D. Davis')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit Customer' })).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/1022/customer/579', 'PATCH')).toBe(1);
  });

  it('shows server field errors, keeps the input, and clears the error on edit', async () => {
    openContactableCase();
    const toasts = captureToasts();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Customer' }));
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual(['error', 'Error updating customer']));
    expect(within(dialog).getByText('The customer email must be a valid email address.')).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    await user.type(email, 'x');
    expect(within(dialog).queryByText('The customer email must be a valid email address.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit Customer' })).toBeInTheDocument();
  });

  it("refuses the phone 'javascript:alert(3)' before sending, as Create New Case does", async () => {
    openContactableCase();
    const toasts = captureToasts();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Customer' }));
    const phone = within(dialog).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, 'javascript:alert(3)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The customer phone format is invalid.')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toContainEqual(['error', 'Error updating customer']);
    expect(stats.count('/api/case-management/cases/1022/customer/579', 'PATCH')).toBe(0);
    expect(phone).toHaveAttribute('maxlength', '20');
    expect(within(dialog).getByLabelText('City')).toHaveAccessibleDescription(expect.stringContaining('Up to 255 characters.'));
  });

  it('gives focus back to View Customer Details when it closes', async () => {
    openContactableCase();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Customer Details' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Customer Details' })).toHaveFocus());
  });

  it('gives the viewer a read-only dialog', async () => {
    openContactableCase();
    const { dialog } = await openDialog(1022, 'viewer');
    expect(within(dialog).queryByRole('button', { name: 'Edit Customer' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('raises the global page error when the customer cannot be fetched', async () => {
    openContactableCase();
    scenarios.failNext('/api/case-management/cases/1022/customer/579', 500);
    const { user, store } = renderRoute('/case-management/case/1022', { as: 'manager' });
    await findCaseView(1022);
    await user.click(screen.getByRole('button', { name: 'View Customer Details' }));
    await waitFor(() => expect(store.getState().ui.pageError).not.toBeNull());
  });
});
