import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/notify';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { ALL_PERMISSIONS, P } from '@/lib/permissions';
import { menuLabelsFor, NO_SCREEN_TEXT, unlocksOf } from '@/lib/permissionScreens';
import { nextSort, pageOf, readListState, sortRows } from '@/features/admin/listing';
import { diffSummary, groupState, roleDiff } from '@/features/admin/roleDiff';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

beforeEach(() => setLargeScreen(true));
afterEach(() => vi.restoreAllMocks());

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('admin helpers', () => {
  it('reads list state from the address with fallbacks; sorts and pages', () => {
    const state = readListState(new URLSearchParams('sort=name&dir=desc&page=3&q=x'), ['id', 'name'] as const, { sort: 'id', dir: 'asc' });
    expect(state).toEqual({ search: 'x', page: 3, sort: 'name', dir: 'desc' });
    expect(readListState(new URLSearchParams('sort=evil&dir=up&page=-1'), ['id', 'name'] as const, { sort: 'id', dir: 'asc' })).toEqual({
      search: '',
      page: 1,
      sort: 'id',
      dir: 'asc',
    });
    expect(sortRows([{ n: 'b' }, { n: 'A' }, { n: 'c' }], (row) => row.n, 'asc').map((row) => row.n)).toEqual(['A', 'b', 'c']);
    expect(sortRows([{ n: 2 }, { n: 10 }, { n: 1 }], (row) => row.n, 'desc').map((row) => row.n)).toEqual([10, 2, 1]);
    expect(pageOf([1, 2, 3, 4, 5], 9, 2)).toEqual({ rows: [5], page: 3, pageCount: 3 });
    expect(nextSort({ sort: 'id', dir: 'asc' }, 'id')).toEqual({ sort: 'id', dir: 'desc' });
    expect(nextSort({ sort: 'id', dir: 'desc' }, 'name')).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('says what a permission unlocks', () => {
    expect(unlocksOf(P.VIEW_CRITICAL_FOCUS)).toBe('Menu: Critical Focus');
    expect(unlocksOf(P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS)).toBe('Critical Focus · New and All Open tabs');
    expect(unlocksOf(P.VIEW_CASE_MANAGEMENT)).toBe('Menu: Case Management · Case Management dashboard');
    expect(unlocksOf('reporting - view Site Ranking')).toBe('Quick report: Site Ranking');
    expect(unlocksOf('reporting - view day of week - quick')).toBe('Quick report: day of week');
    expect(unlocksOf(P.VIEW_ADDITIONAL_VISITS)).toBe(NO_SCREEN_TEXT);
    expect(menuLabelsFor([P.VIEW_HELP, P.VIEW_DASHBOARD])).toEqual(['Dashboard', 'Help']);
  });

  it('counts a diff per group with the menu entries gained and lost', () => {
    const groups = [
      { group: 'view', permissions: [P.VIEW_HELP, P.VIEW_PROFILE].map((name, id) => ({ id, name, short_name: name })) },
      { group: 'help', permissions: [P.HELP_CONTACT].map((name) => ({ id: 9, name, short_name: name })) },
    ];
    const diff = roleDiff(groups, [P.VIEW_HELP, 'legacy - thing'], [P.VIEW_PROFILE, P.HELP_CONTACT]);
    expect(diffSummary(diff)).toBe('2 added, 2 removed');
    expect(diff.groups).toEqual([
      { group: 'view', added: [P.VIEW_PROFILE], removed: [P.VIEW_HELP] },
      { group: 'help', added: [P.HELP_CONTACT], removed: [] },
      { group: 'Other', added: [], removed: ['legacy - thing'] },
    ]);
    expect(diff.menuGained).toEqual(['Your Profile']);
    expect(diff.menuLost).toEqual(['Help']);
    expect(groupState(['a', 'b'], new Set(['a']))).toBe('mixed');
    expect(groupState(['a', 'b'], new Set(['a', 'b']))).toBe('all');
    expect(groupState(['a'], new Set())).toBe('none');
  });
});

describe('admin pages gate', () => {
  it.each(['/roles', '/roles/2', '/users-role', '/become-user'])("%s: 'Error with permissions' for a non-admin, no call", async (path) => {
    renderRoute(path, { as: 'manager' });
    expect(await screen.findByText('Error with permissions')).toBeInTheDocument();
    expect(stats.calls.filter((call) => /\/api\/(roles|clients|permissions)/.test(call.path))).toEqual([]);
  });
});

describe('add/edit roles', () => {
  it('lists roles 15 a page, sortable by id and name with aria-sort', async () => {
    for (let index = 0; index < 14; index += 1)
      db().roles.push({ id: 200 + index, name: `Zone ${String(index).padStart(2, '0')}`, company_id: 913, permissions: [] });
    const { user, router } = renderRoute('/roles', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const idHeader = screen.getByRole('columnheader', { name: 'Id' });
    expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(idHeader).toHaveAttribute('aria-sort', 'none');
    expect(router.state.location.search).toBe('?sort=name');
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('Area Director');
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button', { name: 'Name' }));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('Zone 13');
    const pager = screen.getByRole('navigation', { name: 'Roles pages' });
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(bodyRows()).toHaveLength(4);
    expect(router.state.location.search).toContain('page=2');
  });

  it('creates a role, and shows the server field error for blank, long and duplicate names', async () => {
    // Toasts queue two at a time: the spies see every one at once.
    const success = vi.spyOn(notify, 'success');
    const failure = vi.spyOn(notify, 'error');
    const { user } = renderRoute('/roles', { as: 'admin' });
    const name = await screen.findByLabelText('Role Name');
    const create = screen.getByRole('button', { name: 'Create Role' });
    await user.click(create);
    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(await screen.findByText('Error creating role')).toBeInTheDocument();
    await user.click(name);
    await user.paste('x'.repeat(300));
    await user.click(create);
    expect(await screen.findByText('The name may not be greater than 255 characters.')).toBeInTheDocument();
    expect(name).toHaveValue('x'.repeat(300));
    await user.clear(name);
    await user.type(name, 'store viewer');
    await user.click(create);
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Night Shift <b>Lead</b>');
    await user.click(create);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Role Created'));
    expect(failure.mock.calls).toEqual([['Error creating role'], ['Error creating role'], ['Error creating role']]);
    expect(name).toHaveValue('');
    expect(await screen.findByRole('cell', { name: 'Night Shift <b>Lead</b>' })).toBeInTheDocument();
    expect(stats.count('/api/roles', 'POST')).toBe(4);
  });

  it('deletes after confirming; a role in use answers with its error; the admin role is protected', async () => {
    db().roles.push({ id: 300, name: 'Temp Role', company_id: 913, permissions: [] });
    const { user } = renderRoute('/roles', { as: 'admin' });
    await screen.findByRole('cell', { name: 'Temp Role' });
    const adminRow = screen.getByRole('cell', { name: 'client - overall admin' }).closest('tr') as HTMLElement;
    expect(within(adminRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(adminRow).getByText('Protected: cannot be deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Temp Role' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please confirm you want to delete the role: Temp Role');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Temp Role' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete Store Viewer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/^Error deleting role - The role is assigned to \d+ users?\.$/)).toBeInTheDocument();
  });

  it('two clicks on Delete before the dialog re-renders delete once', async () => {
    db().roles.push({ id: 301, name: 'Twice Role', company_id: 913, permissions: [] });
    const { user } = renderRoute('/roles', { as: 'admin' });
    await screen.findByRole('cell', { name: 'Twice Role' });
    await user.click(screen.getByRole('button', { name: 'Delete Twice Role' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(await screen.findByText('Role deleted')).toBeInTheDocument();
    expect(stats.count('/api/roles/301', 'DELETE')).toBe(1);
  });

  it('makes a failed roles load the page error', async () => {
    scenarios.failNext('/api/roles', 500, { times: 2, body: { message: 'Roles unavailable' } });
    renderRoute('/roles', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'An unexpected error has occured' })).toBeInTheDocument();
  });
});

describe('edit roles', () => {
  it('renames a role (users follow) and refuses to rename the admin role', async () => {
    const { user } = renderRoute('/roles/3', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Edit Roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Roles' })).toHaveAttribute('href', '/roles');
    const name = await screen.findByLabelText('Role Name');
    expect(name).toHaveValue('Store Viewer');
    await user.clear(name);
    await user.type(name, 'Regional Manager');
    await user.click(screen.getByRole('button', { name: 'Update Role Name' }));
    expect(await screen.findByText('The name has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Error updating role name')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Store Reader');
    await user.click(screen.getByRole('button', { name: 'Update Role Name' }));
    expect(await screen.findByText('Role Name Updated')).toBeInTheDocument();
    expect(db().users.find((row) => row.id === 3)!.roles).toEqual(['Store Reader']);
  });

  it('keeps the admin role name read-only', async () => {
    renderRoute('/roles/1', { as: 'admin' });
    expect(await screen.findByLabelText('Role Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update Role Name' })).not.toBeInTheDocument();
    expect(screen.getByText('The overall admin role cannot be renamed.')).toBeInTheDocument();
  });

  it('ticks the role’s permissions, shows what each unlocks, a mixed group box, and saves through the diff', async () => {
    const { user } = renderRoute('/roles/3', { as: 'admin' });
    const help = await screen.findByRole('checkbox', { name: 'view - help' });
    expect(help).toBeChecked();
    expect(help).toHaveAccessibleDescription('Menu: Help');
    expect(screen.getByRole('checkbox', { name: 'critical focus - view open' })).toHaveAccessibleDescription('Critical Focus · New and All Open tabs');
    const profileGroup = screen.getByRole('checkbox', { name: 'All profile' }) as HTMLInputElement;
    expect(profileGroup.indeterminate).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Permissions' })).not.toBeInTheDocument();
    await user.click(profileGroup);
    expect(profileGroup.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'view - summary reports' }));
    await user.click(help);
    expect(screen.getByText('Unsaved changes: 4 added, 1 removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save permissions for Store Viewer?' });
    expect(dialog).toHaveTextContent('4 added, 1 removed');
    // The list of changes scrolls, and is text alone: its body is in the tab order, so a keyboard can scroll it.
    expect(within(dialog).getByRole('region', { name: 'Save permissions for Store Viewer?' })).toHaveAttribute('tabindex', '0');
    expect(within(dialog).getByText('Added: profile - update password')).toBeInTheDocument();
    expect(within(dialog).getByText('Removed: view - help')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Menu entries gained: Summary Reports');
    expect(dialog).toHaveTextContent('Menu entries lost: Help');
    const holders = db().users.filter((row) => row.active && row.roles.includes('Store Viewer')).length;
    await waitFor(() => expect(dialog).toHaveTextContent(`${holders} active users hold this role.`));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Permissions Updated')).toBeInTheDocument();
    const saved = db().roles.find((role) => role.id === 3)!.permissions;
    expect(saved).toContain(P.PROFILE_UPDATE_PASSWORD);
    expect(saved).not.toContain(P.VIEW_HELP);
    await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeInTheDocument());
  });

  it('toasts a failed save and keeps the ticks', async () => {
    const { user } = renderRoute('/roles/3', { as: 'admin' });
    await user.click(await screen.findByRole('checkbox', { name: 'view - queries' }));
    scenarios.failNext('/api/roles/3/permissions', 500, { method: 'PATCH' });
    await user.click(screen.getByRole('button', { name: 'Save Permissions' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating role permissions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'view - queries' })).toBeChecked();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderRoute('/roles/3', { as: 'admin' });
    await user.click(await screen.findByRole('checkbox', { name: 'view - reporting' }));
    await user.click(screen.getByRole('link', { name: 'Back to Roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/roles/3');
    await user.click(screen.getByRole('link', { name: 'Back to Roles' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
  });

  it('ticks a grant the server spells in another case (000 §6)', async () => {
    const role = db().roles.find((item) => item.id === 3)!;
    role.permissions = role.permissions.map((name) => (name === P.VIEW_HELP ? ' View - Help ' : name));
    const { user } = renderRoute('/roles/3', { as: 'admin' });
    expect(await screen.findByRole('checkbox', { name: 'view - help' })).toBeChecked();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'view - queries' }));
    expect(screen.getByText('Unsaved changes: 1 added, 0 removed')).toBeInTheDocument();
  });

  it('lists every catalogue permission in its group', async () => {
    renderRoute('/roles/2', { as: 'admin' });
    await screen.findByRole('checkbox', { name: 'view - help' });
    expect(screen.getAllByRole('checkbox').length).toBe(ALL_PERMISSIONS.length + new Set(ALL_PERMISSIONS.map((name) => name.split(' - ')[0])).size);
  });
});
