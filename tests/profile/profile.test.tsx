import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { passwordChecklist, passwordStrength, phoneDigits, profileTabsFor } from '@/features/profile/profileRules';
import { renderRoute } from '../support/render';
import { asDesktop } from '../help/desktop';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.restoreAllMocks());

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('profile rules', () => {
  it('tabs by permission; none of Password and Timezone for the admin', () => {
    expect(profileTabsFor({ permissions: [P.PROFILE_VIEW_CONTACT_DETAILS, P.PROFILE_UPDATE_PASSWORD], roles: ['Regional Manager'] })).toEqual(['contact', 'password', 'timezone']);
    expect(profileTabsFor({ permissions: [P.PROFILE_VIEW_CONTACT_DETAILS, P.PROFILE_UPDATE_PASSWORD], roles: ['client - overall admin'] })).toEqual(['contact']);
    expect(profileTabsFor({ permissions: [], roles: ['client - overall admin'] })).toEqual([]);
    expect(profileTabsFor({ permissions: [], roles: [] })).toEqual(['timezone']);
  });

  it('keeps phone digits only, at most 10', () => {
    expect(phoneDigits('(617) 555-0101')).toBe('6175550101');
    expect(phoneDigits('+1 617 555 0101 ext 9')).toBe('1617555010');
  });

  it('rates passwords and ticks the checklist', () => {
    expect(passwordStrength('short1A').label).toBe('Weak');
    expect(passwordStrength('password123').label).toBe('Weak');
    expect(passwordStrength('abcdefgh').label).toBe('Weak');
    expect(passwordStrength('tunnelwash7').label).toBe('Fair');
    expect(passwordStrength('Tunnel-Wash-2026').label).toBe('Strong');
    expect(passwordChecklist('has space 1', 'x').map((rule) => rule.met)).toEqual([true, false, false]);
    expect(passwordChecklist('goodpass1', 'goodpass1').map((rule) => rule.met)).toEqual([true, true, true]);
    expect(passwordChecklist('', '').map((rule) => rule.met)).toEqual([false, false, false]);
  });
});

describe('profile page', () => {
  it('shows the manager every tab and the user id; contact details editable', async () => {
    asDesktop();
    renderRoute('/profile', { as: 'manager' });
    expect(await screen.findByText('User Id: 2', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['Contact Details', 'Password', 'Timezone']));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('6175550101');
  });

  it('gives the overall admin read-only contact details and no Password or Timezone tab', async () => {
    asDesktop();
    renderRoute('/profile', { as: 'admin' });
    const first = await screen.findByLabelText('First Name');
    expect(tabNames()).toEqual(['Contact Details']);
    expect(first).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update Contact Details' })).not.toBeInTheDocument();
  });

  it('gives the viewer read-only contact details and Timezone', async () => {
    asDesktop();
    renderRoute('/profile', { as: 'viewer' });
    expect(await screen.findByLabelText('Phone')).toHaveAttribute('readonly');
    expect(tabNames()).toEqual(['Contact Details', 'Timezone']);
  });

  it("says 'Error with permissions' for an admin without the contact permission", async () => {
    const admin = db().roles.find((role) => role.id === 1)!;
    admin.permissions = admin.permissions.filter((name) => name !== P.PROFILE_VIEW_CONTACT_DETAILS);
    renderRoute('/profile', { as: 'admin' });
    expect(await screen.findByText('Error with permissions')).toBeInTheDocument();
    expect(stats.count('/api/profile')).toBe(0);
  });

  it('drops pasted phone formatting, sends names and phone, toasts', async () => {
    const { user } = renderRoute('/profile', { as: 'manager' });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('(212) 555-0199 x');
    expect(phone).toHaveValue('2125550199');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Mercer');
    await user.click(screen.getByRole('button', { name: 'Update Contact Details' }));
    expect(await screen.findByText('Contact details updated')).toBeInTheDocument();
    const manager = db().users.find((row) => row.id === 2)!;
    expect(manager.phone).toBe('2125550199');
    expect(manager.last_name).toBe('Mercer');
    expect(stats.count('/api/password-confirm')).toBe(0);
  });

  it('shows server field errors and keeps the input', async () => {
    const { user } = renderRoute('/profile', { as: 'manager' });
    const first = await screen.findByLabelText('First Name');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Update Contact Details' }));
    expect(await screen.findByText('Error updating contact details')).toBeInTheDocument();
    expect(screen.getByText('The first name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Manager');
    await user.type(first, 'M');
    expect(screen.queryByText('The first name field is required.')).not.toBeInTheDocument();
  });

  it('asks for the password before an e-mail change; a wrong one keeps the dialog open', async () => {
    const { user, store } = renderRoute('/profile', { as: 'manager' });
    const email = await screen.findByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'morgan.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Update Contact Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The provided password was incorrect.')).toBeInTheDocument();
    expect(stats.count('/api/profile', 'PATCH')).toBe(0);
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Contact details updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().session.session?.user.email).toBe('morgan.new@example.com');
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}').user.email).toBe('morgan.new@example.com');
  });

  it('enables Update Password only when all three are filled; meter and checklist follow typing; server errors shown', async () => {
    const { user } = renderRoute('/profile?tab=password', { as: 'manager' });
    const button = await screen.findByRole('button', { name: 'Update Password' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Current Password'), 'wrong-current');
    await user.type(screen.getByLabelText('New Password'), 'has space');
    expect(screen.getByText('Strength: Weak')).toBeInTheDocument();
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveAttribute('aria-live', 'polite');
    expect(within(rules).getByText('At least 8 characters').closest('li')).toHaveTextContent('(met)');
    expect(within(rules).getByText('No spaces').closest('li')).toHaveTextContent('(not met)');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm Password'), 'has space');
    expect(within(rules).getByText('Matches the confirmation').closest('li')).toHaveTextContent('(met)');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText('Error updating password')).toBeInTheDocument();
    expect(screen.getByText('The current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('The password may not contain spaces.')).toBeInTheDocument();
  });

  it('updates the password and clears the fields', async () => {
    const { user } = renderRoute('/profile?tab=password', { as: 'manager' });
    await user.type(await screen.findByLabelText('Current Password'), 'demo1234');
    await user.type(screen.getByLabelText('New Password'), 'Tunnel-Wash-2026');
    expect(screen.getByText('Strength: Strong')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'Tunnel-Wash-2026');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(db().users.find((row) => row.id === 2)!.password).toBe('Tunnel-Wash-2026');
  });

  it('updates the timezone', async () => {
    const { user } = renderRoute('/profile?tab=timezone', { as: 'manager' });
    const select = await screen.findByRole('combobox', { name: 'Timezone' });
    await waitFor(() => expect(select).toHaveValue('US/Eastern'));
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Pacific', 'Mountain', 'Central', 'Eastern', 'Hawaii']);
    await user.selectOptions(select, 'Pacific/Honolulu');
    await user.click(screen.getByRole('button', { name: 'Update Timezone' }));
    expect(await screen.findByText('Timezone updated')).toBeInTheDocument();
    expect(db().users.find((row) => row.id === 2)!.timezone).toBe('Pacific/Honolulu');
    scenarios.failNext('/api/timezone', 500);
    await user.click(screen.getByRole('button', { name: 'Update Timezone' }));
    expect(await screen.findByText('Error updating your timezone')).toBeInTheDocument();
  });

  it('shows the page with Retry and the forms disabled when the load fails', async () => {
    scenarios.failNext('/api/profile', 500, { times: 2 }); // the route's silent prefetch, then the page
    const { user } = renderRoute('/profile', { as: 'manager' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded.');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Contact Details' })).toBeDisabled();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Morgan'));
    expect(screen.getByLabelText('First Name')).toBeEnabled();
  });
});
