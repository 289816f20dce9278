import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { passwordChecklist, passwordStrength, phoneDigits, profileTabsFor } from '@/features/profile/profileRules';
import { makeStore } from '@/store/store';
import { INACTIVITY_MESSAGE } from '@/api/http';
import { draftStorageKey } from '@/lib/drafts';
import { server } from '../setup';
import { renderRoute, signInAs } from '../support/render';
import { setLargeScreen } from '../support/viewport';

afterEach(() => vi.restoreAllMocks());

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('profile rules', () => {
  it('tabs by permission; none of Password and Timezone for the admin', () => {
    expect(profileTabsFor({ permissions: [P.PROFILE_VIEW_CONTACT_DETAILS, P.PROFILE_UPDATE_PASSWORD], roles: ['Regional Manager'] })).toEqual([
      'contact',
      'password',
      'timezone',
    ]);
    expect(profileTabsFor({ permissions: [P.PROFILE_VIEW_CONTACT_DETAILS, P.PROFILE_UPDATE_PASSWORD], roles: ['client - overall admin'] })).toEqual([
      'contact',
    ]);
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
    setLargeScreen(true);
    renderRoute('/profile', { as: 'manager' });
    expect(await screen.findByText('User Id: 2', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(tabNames()).toEqual(['Contact Details', 'Password', 'Timezone']));
    expect(await screen.findByLabelText('First Name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('6175550101');
  });

  it('gives the overall admin read-only contact details and no Password or Timezone tab', async () => {
    setLargeScreen(true);
    renderRoute('/profile', { as: 'admin' });
    const first = await screen.findByLabelText('First Name');
    expect(tabNames()).toEqual(['Contact Details']);
    expect(first).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update Contact Details' })).not.toBeInTheDocument();
  });

  it('gives the viewer read-only contact details and Timezone', async () => {
    setLargeScreen(true);
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
    expect(await screen.findByText('The first name field is required.')).toBeInTheDocument();
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
    expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
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
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pacific', 'Mountain', 'Central', 'Eastern', 'Hawaii']);
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

describe('profile edits survive a session timeout (issue 21)', () => {
  const contactKey = draftStorageKey('profileDraft', 2, ['contact']);

  it('keeps contact edits whose save meets token_invalid, and brings them back after signing in again', async () => {
    setLargeScreen(true);
    const store = makeStore();
    const { user, router } = renderRoute('/profile', { as: 'manager', store });
    const first = await screen.findByLabelText('First Name');
    await waitFor(() => expect(first).toHaveValue('Morgan'));
    await user.clear(first);
    await user.type(first, 'Morgana');
    const phone = screen.getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '2125550199');
    scenarios.failNext('/api/profile', 401, { method: 'PATCH', body: { error: 'token_invalid' } });
    await user.click(screen.getByRole('button', { name: 'Update Contact Details' }));
    // Logged out for inactivity: the session is gone and the sign-in page shows.
    await waitFor(() => expect(store.getState().session.session).toBeNull());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).not.toBe('/profile');
    expect(store.getState().session.authError).toBe(INACTIVITY_MESSAGE);
    expect(db().users.find((row) => row.id === 2)!.first_name).toBe('Morgan');
    expect(JSON.parse(localStorage.getItem(contactKey) ?? 'null')).toMatchObject({ first_name: 'Morgana', phone: '2125550199' });
    cleanup();

    const again = makeStore();
    signInAs(again, 'manager');
    const back = renderRoute('/profile', { store: again });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Morgana'));
    expect(screen.getByLabelText('Phone')).toHaveValue('2125550199');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Manager');
    expect(screen.getByText('Your unsaved changes to your contact details are back.')).toBeInTheDocument();
    await back.user.click(screen.getByRole('button', { name: 'Update Contact Details' }));
    expect(await screen.findByText('Contact details updated')).toBeInTheDocument();
    const manager = db().users.find((row) => row.id === 2)!;
    expect(manager.first_name).toBe('Morgana');
    expect(manager.phone).toBe('2125550199');
    expect(localStorage.getItem(contactKey)).toBeNull();
    await waitFor(() => expect(screen.queryByText('Your unsaved changes to your contact details are back.')).not.toBeInTheDocument());
  });

  it("never shows one user's kept edits to another", async () => {
    setLargeScreen(true);
    localStorage.setItem(contactKey, JSON.stringify({ first_name: 'Morgana', last_name: 'Manager', email: 'manager@example.com', phone: '2125550199' }));
    renderRoute('/profile', { as: 'viewer' });
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Val'));
    expect(screen.queryByText('Your unsaved changes to your contact details are back.')).not.toBeInTheDocument();
  });

  it('keeps the timezone choice through a timeout, and Discard Changes drops kept contact edits', async () => {
    setLargeScreen(true);
    const store = makeStore();
    const { user } = renderRoute('/profile?tab=timezone', { as: 'manager', store });
    const select = await screen.findByRole('combobox', { name: 'Timezone' });
    await waitFor(() => expect(select).toHaveValue('US/Eastern'));
    await user.selectOptions(select, 'US/Central');
    scenarios.failNext('/api/timezone', 401, { body: { error: 'token_invalid' } });
    await user.click(screen.getByRole('button', { name: 'Update Timezone' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
    cleanup();

    localStorage.setItem(contactKey, JSON.stringify({ first_name: 'Kept', last_name: 'Manager', email: 'manager@example.com', phone: '6175550101' }));
    const again = makeStore();
    signInAs(again, 'manager');
    const back = renderRoute('/profile?tab=timezone', { store: again });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Timezone' })).toHaveValue('US/Central'));
    await back.user.click(screen.getByRole('button', { name: 'Update Timezone' }));
    expect(await screen.findByText('Timezone updated')).toBeInTheDocument();
    expect(db().users.find((row) => row.id === 2)!.timezone).toBe('US/Central');
    expect(localStorage.getItem(draftStorageKey('profileDraft', 2, ['timezone']))).toBeNull();

    await back.user.click(screen.getByRole('tab', { name: 'Contact Details' }));
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveValue('Kept'));
    await back.user.click(screen.getByRole('button', { name: 'Discard Changes' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Morgan');
    expect(localStorage.getItem(contactKey)).toBeNull();
  });

  it('never stores a password', async () => {
    const { user } = renderRoute('/profile?tab=password', { as: 'manager' });
    await user.type(await screen.findByLabelText('Current Password'), 'demo1234');
    await user.type(screen.getByLabelText('New Password'), 'Tunnel-Wash-2026');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('demo1234') || value.includes('Tunnel-Wash-2026'))).toBe(false);
  });

  it('reads a profile sent flat or under data, and says what it could not read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/profile', () => HttpResponse.json(['not', 'a', 'profile'])));
    renderRoute('/profile', { as: 'manager' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded. The server sent data the portal could not read.');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
  });
});
