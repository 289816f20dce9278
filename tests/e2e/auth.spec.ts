import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test('the login page has no axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const account of ['admin', 'manager', 'viewer'] as const) {
  test(`${account} signs in and lands on the dashboard`, { tag: '@any-viewport' }, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  });
}

test('a wrong password shows the failure text and clears the password', { tag: '@any-viewport' }, async ({ page }) => {
  await signIn(page, 'manager', 'not-the-password');
  await expect(page.getByText('Wrong Email/Password combination.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page).toHaveURL(/\/$/);
});

test('reload keeps the session; a corrupt stored session means signed out', { tag: '@any-viewport' }, async ({ page }) => {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard(\?|$)/);
  await page.evaluate(() => localStorage.setItem('portal.session', '{"user": {"id": 2, "na'));
  await page.reload();
  // The login page, returning to the dashboard the address named (scheme and wave) after sign-in.
  await expect(page).toHaveURL(/:\d+\/(\?next=%2Fdashboard%3F[^/]*)?$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
