import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Layout shift (without recent input) summed by a PerformanceObserver from the first paint on. */
async function observeCls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('cold load of the case list: the cases request starts before the page chunk has finished loading', { tag: '@any-viewport' }, async ({ page }) => {
  await signIn(page, 'manager');
  await page.waitForURL(/\/dashboard/);
  // A cold load: everything fetched again, the page chunk slowed down like on a phone network.
  const context = page.context();
  await context.clearCookies();
  await context.route(/\/assets\/CaseListPage-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const casesStarted = page.waitForRequest((request) => /\/api\/case-management\/cases\?/.test(request.url()));
  const chunkDone = page.waitForResponse((response) => /\/assets\/CaseListPage-[^/]+\.js$/.test(response.url()));
  await page.goto('/case-management/cases');
  const cases = await casesStarted;
  const chunk = await chunkDone;
  await chunk.finished();
  const chunkTiming = chunk.request().timing();
  const casesTiming = cases.timing();
  expect(casesTiming.startTime).toBeGreaterThan(0);
  expect(casesTiming.startTime).toBeLessThan(chunkTiming.startTime + chunkTiming.responseEnd);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
});

test('CLS ≤ 0.02 on the login page', async ({ page }) => {
  await observeCls(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.02);
});

for (const path of ['/dashboard', '/case-management', '/case-management/cases', '/case-management/case/1022']) {
  test(`CLS ≤ 0.02 on ${path}`, async ({ page }) => {
    await signIn(page, 'manager');
    await page.waitForURL(/\/dashboard/);
    await observeCls(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
  });
}
