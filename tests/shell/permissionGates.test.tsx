import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { stats } from '@/demo/scenarios';
import { P, type Permission } from '@/lib/permissions';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

const RESTRICTED_TEXT = 'We apologize, there is an error with your permission set up. Your account manager has been notified and will correct this ASAP.';

/** Gives the viewer's role (Store Viewer) exactly these permissions. */
function viewerMay(permissions: readonly Permission[]): void {
  const role = db().roles.find((item) => item.name === 'Store Viewer');
  if (!role) throw new Error('No Store Viewer role');
  role.permissions = [...permissions];
}

/** The Store Viewer's permissions without 'view - dashboard' (their first page is then the NPS dashboard). */
function viewerWithoutDashboard(): void {
  const role = db().roles.find((item) => item.name === 'Store Viewer')!;
  viewerMay(role.permissions.filter((permission) => permission !== P.VIEW_DASHBOARD) as Permission[]);
}

async function signInAsViewer(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Email Address'), 'viewer@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const dashboardCalls = () => stats.calls.filter((call) => call.path === '/api/dashboard' || call.path.startsWith('/api/dashboard/')).length;

describe('view - dashboard is enforced on /dashboard itself (000 §6)', () => {
  it('a user without it signs in to their first permitted page, in menu order, never a 403 block', async () => {
    viewerWithoutDashboard();
    const { user, router } = renderRoute('/');
    await signInAsViewer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/nps-dashboard'));
    expect(screen.queryByText(RESTRICTED_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText('You do not have permission to do this.')).not.toBeInTheDocument();
    // Nothing of the dashboard was asked for.
    expect(dashboardCalls()).toBe(0);
  });

  it('opening /dashboard directly lands on the first permitted page', async () => {
    viewerMay([P.VIEW_CASE_MANAGEMENT, P.CASE_MANAGEMENT_VIEW_CASES, P.VIEW_PROFILE]);
    const { router } = renderRoute('/dashboard', { as: 'viewer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-management'));
    expect(await screen.findByRole('link', { name: 'Cases' })).toBeInTheDocument();
    expect(screen.queryByText(RESTRICTED_TEXT)).not.toBeInTheDocument();
    expect(dashboardCalls()).toBe(0);
    // The logo leads there too.
    expect(screen.getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/case-management');
  });

  it('a signed-in user opening the login page goes to their first permitted page', async () => {
    viewerMay([P.VIEW_PROFILE, P.PROFILE_VIEW_CONTACT_DETAILS]);
    const { router } = renderRoute('/', { as: 'viewer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(dashboardCalls()).toBe(0);
  });

  it('a user with permissions but no page among them goes to /restricted, as one with none', async () => {
    viewerMay([P.VIEW_JOB_REPORT]);
    const { user, router } = renderRoute('/');
    await signInAsViewer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
    expect(await screen.findByText(RESTRICTED_TEXT)).toBeInTheDocument();
    await router.navigate('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
    expect(dashboardCalls()).toBe(0);
  });

  it('the impersonation link lands on the first permitted page too', async () => {
    viewerWithoutDashboard();
    const { router } = renderRoute('/admin-login/3/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/nps-dashboard'));
    expect(dashboardCalls()).toBe(0);
  });

  it('a user holding it still lands on the dashboard', async () => {
    const { user, router } = renderRoute('/');
    await signInAsViewer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(dashboardCalls()).toBeGreaterThan(0));
    expect(await screen.findByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('permission names in any case, with surrounding spaces (000 §6 writes the areas capitalised)', () => {
  it("a user whose permissions read 'View - dashboard' opens the dashboard, with its menu, never /restricted", async () => {
    setLargeScreen(true); // the menu is the sidebar
    viewerMay(['View - dashboard', ' View - Help ', 'Help - View Help', 'help - USER GUIDES', 'Something - unknown'] as unknown as Permission[]);
    const { user, router } = renderRoute('/');
    await signInAsViewer(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Mystery Shop Program', level: 1 }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(RESTRICTED_TEXT)).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu).toHaveTextContent('Dashboard');
    expect(menu).toHaveTextContent('Help');
    expect(menu).not.toHaveTextContent('Reporting');
    await act(() => router.navigate('/help'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(await screen.findByRole('heading', { name: 'Help' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
