import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

/*
 * The portal against the demo API's minimal contract (DEMO_CONTRACT=minimal: only what the spec
 * names, every envelope in its other conventional form): every area opens, shows its heading and
 * what it could read, and nothing throws — no page error, no white page, no TypeError.
 */

async function watchErrors(page: Page): Promise<() => string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /TypeError|Cannot read properties/.test(message.text())) errors.push(`console: ${message.text()}`);
  });
  return () => errors;
}

async function expectPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.getByText('An unexpected error has occured')).toHaveCount(0);
}

test('every area opens against the minimal contract without a page error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = await watchErrors(page);
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await expectPage(page, '/nps-dashboard', 'NPS Dashboard');
  await expect(page.getByText(/from \d+ responses|0 Responses/)).toBeVisible();

  await expectPage(page, '/reporting', /Reporting/);
  await expectPage(page, '/queries', 'Queries');
  await expectPage(page, '/critical-focus', 'Critical Focus');
  await expectPage(page, '/case-management', /Overview|Case Management/);
  await expectPage(page, '/case-management/cases', /Cases/);
  const row = page.locator('tbody tr, .responsive-cards > li').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name: /^Case #\d+ Details$/ })).toBeVisible();
  await expectPage(page, '/summary-reports', /Summary Reports/);
  await expectPage(page, '/help', /Help/);
  await expectPage(page, '/profile', /Profile/);

  expect(errors()).toEqual([]);
});
