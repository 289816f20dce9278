import { expect, test } from '@playwright/test';
import { readBuild } from './buildFiles';
import { signIn } from './support';

/** The file that holds the case list page (its route group, scripts/vite/routeGroups.ts). */
const PAGE_FILE = `/${readBuild().modules['src/features/cases/pages/CaseListPage.tsx']}`;
const isPageFile = (url: string | URL) => new URL(url).pathname === PAGE_FILE;

test('cold load of the case list: the cases request starts before the page chunk has finished loading', { tag: '@any-viewport' }, async ({ page }) => {
  await signIn(page, 'manager');
  await page.waitForURL(/\/dashboard/);
  // A cold load: everything fetched again, the page chunk slowed down like on a phone network.
  const context = page.context();
  await context.clearCookies();
  await context.route(isPageFile, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const casesStarted = page.waitForRequest((request) => /\/api\/case-management\/cases\?/.test(request.url()));
  const chunkDone = page.waitForResponse((response) => isPageFile(response.url()));
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

// CLS on every page, desktop and phone: tests/e2e/cls.spec.ts.
