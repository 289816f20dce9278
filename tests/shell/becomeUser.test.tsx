import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

// The list is a table from 1024 px (cards below): these tests look at the table.
beforeEach(() => setLargeScreen(true));
afterEach(() => vi.restoreAllMocks());

describe('become a user', () => {
  it('lists the active users 15 a page, first role or a red Unassigned', async () => {
    const { user } = renderRoute('/become-user', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Active Users' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Id', 'Name', 'Email', 'Role', 'Actions']);
    const active = db().users.filter((row) => row.active).length;
    expect(screen.getByText(`${active} users`)).toBeInTheDocument();
    const norole = bodyRows().find((row) => within(row).queryByText('norole@example.com'));
    expect(within(norole as HTMLElement).getByText('Unassigned')).toHaveClass('text-danger');
    // Page links: at most five numbers.
    const pager = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ }).length).toBeLessThanOrEqual(5);
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0]).not.toHaveTextContent(/^1$/);
  });

  it('searches id, name, e-mail and role without regard to case', async () => {
    const { user } = renderRoute('/become-user', { as: 'admin' });
    const search = await screen.findByLabelText('Search users');
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.type(search, 'VIEWER@EXAMPLE');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0] as HTMLElement).getByText('Val Viewer')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'overall admin');
    expect(bodyRows()).toHaveLength(1);
    expect(within(bodyRows()[0] as HTMLElement).getByText('Alex Admin')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzzz-nobody');
    expect(screen.getByText('No users match your search.')).toBeInTheDocument();
  });

  it('becomes the user: new token only, caches dropped, acting text; Back to Admin returns', async () => {
    const { user, router, store } = renderRoute('/become-user', { as: 'admin' });
    await user.type(await screen.findByLabelText('Search users'), 'manager@example.com');
    const adminToken = stats.calls.find((call) => call.path === '/api/clients')?.authorization;
    await user.click(screen.getByRole('button', { name: 'Become User Morgan Manager (2)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Acting as Morgan Manager (2)')).toBeInTheDocument();
    expect(store.getState().session.session?.user.id).toBe(2);
    // Every area's cached data is gone: the users list is no longer in the cache.
    expect(Object.keys(store.getState().api.queries).some((key) => key.startsWith('getClients'))).toBe(false);
    await screen.findByRole('heading', { name: 'Mystery Shop Program' });
    const afterSwitch = stats.calls.slice(stats.calls.findIndex((call) => call.path === '/api/become-client/2') + 1);
    expect(afterSwitch.length).toBeGreaterThan(0);
    expect(afterSwitch.every((call) => call.authorization !== adminToken)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Morgan Manager' }));
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Admin' }));
    await waitFor(() => expect(store.getState().session.session?.user.id).toBe(1));
    expect(stats.count('/api/back-to-admin/1', 'GET')).toBe(1);
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(screen.queryByText('Acting as Morgan Manager (2)')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Alex Admin' })).toBeInTheDocument();
  });

  it('two clicks before the busy render become the user once, and go back to admin once', async () => {
    const { user, store } = renderRoute('/become-user', { as: 'admin' });
    await user.type(await screen.findByLabelText('Search users'), 'manager@example.com');
    const become = screen.getByRole('button', { name: 'Become User Morgan Manager (2)' });
    act(() => {
      fireEvent.click(become);
      fireEvent.click(become);
    });
    expect(await screen.findByText('Acting as Morgan Manager (2)')).toBeInTheDocument();
    expect(stats.calls.filter((call) => call.path === '/api/become-client/2')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Morgan Manager' }));
    const back = screen.getByRole('button', { name: 'Back to Admin' });
    act(() => {
      fireEvent.click(back);
      fireEvent.click(back);
    });
    await waitFor(() => expect(store.getState().session.session?.user.id).toBe(1));
    expect(stats.calls.filter((call) => call.path === '/api/back-to-admin/1')).toHaveLength(1);
  });

  it('toasts a failure to become the user and stays on the list', async () => {
    scenarios.failNext('/api/become-client/2', 500, { body: { message: 'Server exploded' } });
    const { user, router, store } = renderRoute('/become-user', { as: 'admin' });
    await user.type(await screen.findByLabelText('Search users'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Become User Morgan Manager (2)' }));
    expect(await screen.findByText('Error becoming user - Server exploded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/become-user');
    expect(store.getState().session.session?.user.id).toBe(1);
    expect(screen.getByLabelText('Search users')).toHaveValue('manager@example.com');
  });

  it('toasts a failure to return to admin and keeps acting', async () => {
    const { user, store } = renderRoute('/admin-login/2/1');
    await user.click(await screen.findByRole('button', { name: 'Morgan Manager' }));
    scenarios.failNext('/api/back-to-admin/1', 500, { body: { message: 'Try later' } });
    await user.click(screen.getByRole('button', { name: 'Back to Admin' }));
    expect(await screen.findByText('Error returning to admin - Try later')).toBeInTheDocument();
    expect(store.getState().session.session?.user.id).toBe(2);
  });

  it('makes a failed users list the page error', async () => {
    scenarios.failNext('/api/clients', 500, { times: 2, body: { message: 'Users unavailable' } });
    renderRoute('/become-user', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'An unexpected error has occured' })).toBeInTheDocument();
    expect(screen.getByText('Users unavailable')).toBeInTheDocument();
  });
});
