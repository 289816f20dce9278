import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/components/notify';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { server } from '../setup';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

beforeEach(() => setLargeScreen(true));
afterEach(() => vi.restoreAllMocks());

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('update users role', () => {
  it('lists active users 20 a page with a role select each; the admin’s own row is read-only', async () => {
    const { user, router } = renderRoute('/users-role', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Update Users Role' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const own = bodyRows()[0] as HTMLElement;
    expect(own).toHaveTextContent('Alex Admin');
    expect(within(own).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(own).getByText('(your own role)')).toBeInTheDocument();
    const norole = screen.getByRole('combobox', { name: 'Role for Noel Nopermissions (4)' });
    expect(norole).toHaveValue('');
    expect(within(norole).getByRole('option', { name: 'Unassigned' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search users'), 'viewer@');
    expect(bodyRows()).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=viewer%40'));
    await user.clear(screen.getByLabelText('Search users'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: 'Email' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Role' })).getByRole('button'));
    expect(screen.getByRole('columnheader', { name: 'Role' })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('Unassigned');
  });

  it('reads a role name sent in another case as that role (000 §6): no stray entry, no save for the same role', async () => {
    const viewer = db().users.find((row) => row.email === 'viewer@example.com')!;
    viewer.roles = [' store viewer'];
    const { user } = renderRoute('/users-role', { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: `Role for ${viewer.first_name} ${viewer.last_name} (${viewer.id})` }, { timeout: 8000 });
    expect(select).toHaveValue('Store Viewer');
    expect(within(select).queryByRole('option', { name: ' store viewer' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Store Viewer');
    expect(stats.count(`/api/clients/${viewer.id}/role`, 'PATCH')).toBe(0);
  });

  it('sorts from a select on phones, where the cards have no column headers', async () => {
    setLargeScreen(false);
    const { user, router } = renderRoute('/users-role', { as: 'admin' });
    const cards = await screen.findByRole('list', { name: 'Active Users' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(20));
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('id:asc');
    await user.selectOptions(sort, 'id:desc');
    await waitFor(() => expect(router.state.location.search).toBe('?dir=desc'));
    const last = Math.max(
      ...db()
        .users.filter((row) => row.active)
        .map((row) => row.id),
    );
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(`Id${last}`);
    await user.selectOptions(sort, 'name:asc');
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('changes a role: row disabled while saving, payload, toast, the list refreshed', async () => {
    const success = vi.spyOn(notify, 'success');
    const requests: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH')
        void request
          .clone()
          .json()
          .then((body) => requests.push(body));
    });
    const { user } = renderRoute('/users-role?q=viewer@', { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Role for Val Viewer (3)' });
    scenarios.delay('/api/clients/3/role', 200, 1);
    const clientsBefore = stats.count('/api/clients', 'GET');
    await user.selectOptions(select, 'Site Manager');
    expect(select).toBeDisabled();
    expect(select).toHaveValue('Site Manager');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Users Role Updated'));
    expect(requests).toEqual([{ roles: ['Site Manager'] }]);
    expect(db().users.find((row) => row.id === 3)!.roles).toEqual(['Site Manager']);
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('Site Manager');
    await waitFor(() => expect(stats.count('/api/clients', 'GET')).toBe(clientsBefore + 1));
    server.events.removeAllListeners();
  });

  it('reverts the row on failure with the server message', async () => {
    server.use(
      http.patch('*/api/clients/3/role', async () => {
        await delay(50);
        return HttpResponse.json({ message: 'Role changes are frozen.' }, { status: 422 });
      }),
    );
    const { user } = renderRoute('/users-role?q=viewer@', { as: 'admin' });
    const select = await screen.findByRole('combobox', { name: 'Role for Val Viewer (3)' });
    await user.selectOptions(select, 'Site Manager');
    expect(await screen.findByText('Error updating users role - Role changes are frozen.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('Store Viewer'));
    expect(select).toBeEnabled();
  });

  it('becomes-user list follows a role rename (Clients refreshed)', async () => {
    const { user } = renderRoute('/roles/3', { as: 'admin' });
    const name = await screen.findByLabelText('Role Name');
    await user.clear(name);
    await user.type(name, 'Store Reader');
    await user.click(screen.getByRole('button', { name: 'Update Role Name' }));
    await waitFor(() => expect(db().roles.find((role) => role.id === 3)!.name).toBe('Store Reader'));
    await user.click(screen.getByRole('link', { name: 'Back to Roles' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Become User' }));
    await user.type(await screen.findByLabelText('Search users'), 'viewer@');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Store Reader'));
  });
});
