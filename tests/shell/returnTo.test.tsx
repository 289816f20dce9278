import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@/demo/db';
import { scenarios } from '@/demo/scenarios';
import { P } from '@/lib/permissions';
import { loginWithReturn, safeReturnPath } from '@/lib/returnPath';
import { renderRoute } from '../support/render';

describe('safeReturnPath', () => {
  it.each([
    ['/case-management/case/1022', '/case-management/case/1022'],
    ['/case-management/cases?view=grouped&page=2', '/case-management/cases?view=grouped&page=2'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['/a\nb', null],
    ['/', null],
    ['/913', null],
    ['/913/forgot-password', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('builds the login address only for safe paths', () => {
    expect(loginWithReturn('/913', '/case-management/case/5')).toBe('/913?next=%2Fcase-management%2Fcase%2F5');
    expect(loginWithReturn('/913', 'https://evil.example')).toBe('/913');
    expect(loginWithReturn('/913', '/dashboard')).toBe('/913');
  });
});

async function signInThroughForm(user: ReturnType<typeof renderRoute>['user'], email = 'manager@example.com') {
  await user.type(await screen.findByLabelText('Email Address', {}, { timeout: 8000 }), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('no lost destinations', () => {
  it('a deep link opened while signed out returns to the same address after sign-in', async () => {
    const { router, user } = renderRoute('/case-management/case/1022');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?next=%2Fcase-management%2Fcase%2F1022'));
    await signInThroughForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/case-management/case/1022'));
  });

  it('a foreign next= goes to the dashboard', async () => {
    const { router, user } = renderRoute('/?next=https%3A%2F%2Fevil.example%2F');
    await signInThroughForm(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('after the inactivity logout, signing in again returns to the page the user was on', async () => {
    const { router, user } = renderRoute('/case-management/cases', { as: 'manager' });
    await screen.findByText(/^Showing 1 to 10 of \d+ results$/, {}, { timeout: 8000 });
    scenarios.blacklistTokens();
    await user.selectOptions(screen.getByLabelText('View As'), 'Grouped');
    // (a tab first waits a moment for another tab's renewed token before it believes the session over)
    expect(await screen.findByText('You have been logged out due to a period of inactivity.', {}, { timeout: 8000 })).toBeInTheDocument();
    // The list's view is in its address, so it comes back too.
    expect(router.state.location.search).toBe('?next=%2Fcase-management%2Fcases%3Fview%3Dgrouped');
    await signInThroughForm(user);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/case-management/cases?view=grouped'));
  });
});

describe('no blank pages', () => {
  function viewerWithout(...permissions: string[]) {
    const role = db().roles.find((item) => item.name === 'Store Viewer')!;
    role.permissions = role.permissions.filter((permission) => !permissions.includes(permission));
  }

  it('the case dashboard says so when its content is not allowed', async () => {
    viewerWithout(P.VIEW_CASE_MANAGEMENT);
    renderRoute('/case-management', { as: 'viewer' });
    expect(await screen.findByText('You do not have permission to view the case dashboard.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('the case list says so when cases are not allowed', async () => {
    viewerWithout(P.CASE_MANAGEMENT_VIEW_CASES);
    renderRoute('/case-management/cases', { as: 'viewer' });
    expect(await screen.findByText('You do not have permission to view cases.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cases' })).toBeInTheDocument();
  });
});
