import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, shot, signIn } from './support';

const CARDS = ['Alerts', 'Queries', 'Cases', 'Results', 'NPS'];

async function openToday(page: Page) {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/today');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  for (const title of CARDS) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  // Every card has loaded (no skeleton left).
  await expect(page.locator('.today-card [role="status"]')).toHaveCount(0, { timeout: 15000 });
}

for (const width of [360, 1280]) {
  test.describe(() => {
    // Each width once, on the device it stands for: 360 px on the phone (touch), 1280 px on the desktop.
    test.skip(({ isMobile }) => isMobile !== width < 1024, 'the other project covers this width');
    test(`Today at ${width} px: every card, no sideways scroll, axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openToday(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await shot(page, `today-${width}`, { fullPage: true });
    });
  });
}

test("a card's link lands on the filtered area and Back returns to Today", async ({ page }) => {
  await openToday(page);
  await page.getByRole('link', { name: 'Open referred queries' }).click();
  await expect(page).toHaveURL(/\/queries\?tab=referred$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Queries' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});

test('Make Today my start page: the logo then leads to Today', async ({ page }) => {
  await openToday(page);
  await page.getByRole('switch', { name: 'Make Today my start page' }).check();
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: 'Make Today my start page' })).toBeChecked();
  await page.getByRole('link', { name: 'Client Portal' }).click();
  await expect(page).toHaveURL(/\/today$/);
});
