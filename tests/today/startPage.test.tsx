import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isTodayStartPage, startPageKey } from '@/lib/startPage';
import { lastVisitKey } from '@/features/today/lastVisit';
import { makeStore } from '@/store/store';
import { renderRoute, signInAs } from '../support/render';
import { findCard } from './support';

describe("Today: 'Make Today my start page'", () => {
  it('is off by default: a signed-in user lands on the dashboard', async () => {
    const { router } = renderRoute('/', { as: 'manager' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 15000 });
  });

  it('switched on Today, it makes sign-in and the logo lead to /today, for that user only', async () => {
    const store = makeStore();
    const manager = signInAs(store, 'manager');
    const { user } = renderRoute('/today', { store });
    const toggle = await screen.findByRole('switch', { name: 'Make Today my start page' }, { timeout: 15000 });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(startPageKey(manager.user.id))).toBe('1');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/today'));
    const viewerStore = makeStore();
    const viewer = signInAs(viewerStore, 'viewer');
    expect(isTodayStartPage(viewer.user.id)).toBe(false);
  });

  it('when on, the guest page sends the signed-in user to /today', async () => {
    const store = makeStore();
    const manager = signInAs(store, 'manager');
    localStorage.setItem(startPageKey(manager.user.id), '1');
    const { router } = renderRoute('/', { store });
    await waitFor(() => expect(router.state.location.pathname).toBe('/today'), { timeout: 15000 });
    await findCard('Alerts');
  });

  it('shows the switch in the profile too', async () => {
    renderRoute('/profile', { as: 'manager' });
    expect(await screen.findByRole('switch', { name: 'Make Today my start page' }, { timeout: 15000 })).toBeInTheDocument();
  });
});

describe('Today: since your last visit', () => {
  it('marks new alerts after a sound mark, and nothing after a corrupted one', async () => {
    const store = makeStore();
    const manager = signInAs(store, 'manager');
    // A mark far in the past: every open alert is new since then.
    localStorage.setItem(lastVisitKey(manager.user.id), JSON.stringify({ at: 1, waveId: null }));
    const first = renderRoute('/today', { store });
    expect(await screen.findByText(/^Since your last visit: \d+ new alerts?/, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getAllByText('New').length).toBeGreaterThan(0);
    first.unmount();
    localStorage.setItem(lastVisitKey(manager.user.id), '{corrupted');
    renderRoute('/today', { store });
    await findCard('Alerts');
    await waitFor(() => expect(screen.getByText(/open, \d+ overdue|open$/)).toBeInTheDocument(), { timeout: 15000 });
    expect(screen.queryByText(/^Since your last visit/)).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });
});
