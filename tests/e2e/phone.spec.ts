import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Phones are first-class (house rule 15): at 360 px nothing is wider than the viewport on any page.
test.use({ viewport: { width: 360, height: 740 } });
test.skip(({ isMobile }) => !isMobile, 'the phone project covers it once');

async function widthOf(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

async function expectFits(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const { scroll, client } = await widthOf(page);
  expect(scroll, `${path} is ${scroll}px wide in a ${client}px viewport`).toBeLessThanOrEqual(client);
}

test('signed-out pages fit 360 px', async ({ page }) => {
  for (const path of ['/', '/913', '/forgot-password', '/913/forgot-password', '/password/reset/913/abc', '/no-such-page']) {
    await expectFits(page, path, async () => {
      await expect(page.locator('main, h1').first()).toBeVisible();
    });
  }
});

test('every signed-in page fits 360 px', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const heading = (name: string | RegExp) => async () => {
    await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  };
  await expectFits(page, '/dashboard', heading('Mystery Shop Program'));
  await expectFits(page, '/case-management', heading('Open Cases'));
  await expectFits(page, '/case-management/cases', async () => {
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  });
  await expectFits(page, '/case-management/cases?view=grouped', async () => {
    await expect(page.getByRole('button', { name: /^District \d+ \(\d+\)$/ }).first()).toBeVisible();
  });
  await expectFits(page, '/case-management/case/1022', heading('Case #1022 Details'));
  await expectFits(page, '/case-management/search', heading('Search Cases by Customer'));
  await expectFits(page, '/become-user', heading('Active Users'));
});

test('the restricted page fits 360 px', async ({ page }) => {
  await signIn(page, 'norole');
  await expect(page).toHaveURL(/\/restricted$/);
  const { scroll, client } = await widthOf(page);
  expect(scroll).toBeLessThanOrEqual(client);
});

test('case list on a phone: stacked cards, tap targets of 44 px', async ({ page }) => {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto('/case-management/cases');
  const cards = page.getByRole('list', { name: 'Cases' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cases' })).toHaveCount(0);
  const sizes = await page.locator('.case-link, .pagination .page-link').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map((box) => ({ w: box.width, h: box.height })));
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) expect(Math.min(size.w, size.h)).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: 'screenshots/hardening-cases-360.png', fullPage: false });
  await page.goto('/case-management');
  await expect(page.getByRole('heading', { name: 'Open Cases' })).toBeVisible();
  // The dashboard's cards sit two to a row.
  const [open, fresh] = await Promise.all(['Open Cases', 'New Cases'].map((name) => page.getByRole('heading', { name }).boundingBox()));
  expect(Math.abs((open?.y ?? 0) - (fresh?.y ?? 1))).toBeLessThan(2);
  await page.screenshot({ path: 'screenshots/hardening-dashboard-360.png', fullPage: false });
});
