import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test('screens', async ({ page }, info) => {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard\?scheme=1&wave=\d+$/);
  await expect(page.getByRole('heading', { name: 'League table' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/dash-shop-${info.project.name}.png`, fullPage: true });
  await page.getByLabel('Dashboard').selectOption({ label: 'Customer Experience Survey' });
  await expect(page.getByRole('heading', { name: 'NPS trend' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `screenshots/dash-survey-${info.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
});
