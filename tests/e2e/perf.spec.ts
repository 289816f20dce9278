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

/** The file that draws the charts in the chart worker (the case dashboard's trend chart in Chromium). */
const CHART_FILE = `/${readBuild().modules['src/components/charts/OffscreenChart.tsx']}`;

test('the case dashboard: the trend chart’s chunk is asked for only after the cards it follows are on the screen', async ({ page }) => {
  await signIn(page, 'manager');
  await page.waitForURL(/\/dashboard/);
  // The page's paints, from its first load on.
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { lcp: number[] }).lcp = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const trend = page.waitForResponse((response) => new URL(response.url()).pathname === CHART_FILE);
  await page.goto('/case-management');
  await (await trend).finished();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const { asked, largest } = await page.evaluate((file) => {
    const entry = performance.getEntriesByType('resource').find((item) => new URL(item.name).pathname === file);
    const paints = (window as unknown as { lcp: number[] }).lcp;
    return { asked: entry?.startTime ?? -1, largest: paints[paints.length - 1] ?? Infinity };
  }, CHART_FILE);
  expect(asked).toBeGreaterThan(0);
  // The largest paint (a card's figure) came before the chart's code was asked for.
  expect(largest).toBeLessThan(asked);
});
