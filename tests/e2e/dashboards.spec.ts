import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll, listRows, shot, signIn } from './support';

async function dashboard(page: Page, account: 'manager' | 'viewer' = 'manager'): Promise<number> {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard\?scheme=1&wave=\d+$/);
  return Number(new URL(page.url()).searchParams.get('wave'));
}

test('scheme and wave live in the address: reload and Back/Forward restore them', { tag: '@any-viewport' }, async ({ page }) => {
  const latest = await dashboard(page);
  await expect(page.getByRole('heading', { name: 'League table' })).toBeVisible();
  await page.getByLabel('Month').selectOption(String(latest - 2));
  await expect(page).toHaveURL(new RegExp(`\\?scheme=1&wave=${latest - 2}$`));
  await page.getByLabel('Dashboard').selectOption({ label: 'Site Safety Audit' });
  await expect(page).toHaveURL(new RegExp(`\\?scheme=2&wave=${latest - 2}$`));
  await expect(page.getByRole('heading', { name: 'Site Safety Audit', level: 1 })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Site Safety Audit', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(String(latest - 2));

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(String(latest - 2));
  await page.goBack();
  await expect(page.getByLabel('Month')).toHaveValue(String(latest));
  await page.goForward();
  await expect(page.getByLabel('Month')).toHaveValue(String(latest - 2));

  // Nothing wider than the screen; every chart also as a table, and axe with the tables open.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The cards fill as their answers land after the Forward: wait for the trend's toggle before opening them all.
  await expect(page.getByRole('region', { name: 'Trend' }).getByRole('button', { name: 'View as table' })).toBeVisible();
  const toggles = page.getByRole('button', { name: 'View as table' });
  while ((await toggles.count()) > 0) await toggles.first().click();
  await expect(page.getByRole('table', { name: 'Trend' })).toBeVisible();
  await shot(page, 'dashboard-tables', { fullPage: true });
  await expectNoAxeViolations(page);
});

test("the league's 'Most improved' order: chosen by keyboard, kept in the address through a reload", async ({ page }) => {
  await dashboard(page);
  const order = page.getByRole('group', { name: 'League order' });
  await expect(listRows(page, 'League table').first()).toBeVisible();
  await order.getByRole('button', { name: 'Most improved' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?scheme=1&wave=\d+&league=improved$/);
  await expect(order.getByRole('button', { name: 'Most improved' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('group', { name: 'League order' }).getByRole('button', { name: 'Most improved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(listRows(page, 'League table').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'League table' })).not.toContainText('NaN');
  // Beside it, 'What changed' judges small samples on both waves' visit counts (the previous wave asked for apart).
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText('Small sample: fewer than 3 visits in this month or the previous one.');
  await expectNoSidewaysScroll(page);
  await shot(page, 'league-most-improved', { fullPage: true });
  await expectNoAxeViolations(page);
});

test('every demo dashboard shows its body', async ({ page }) => {
  await dashboard(page);
  const bodies: Array<[string, string]> = [
    ['Site Safety Audit', 'Section summary'],
    ['Customer Experience Survey', 'NPS trend'],
    ['All Survey Data', 'Schemes'],
    ['Combined Shop & Survey', 'Trend by scheme'],
    ['Crew Satisfaction', 'League table'],
    ['Executive Overview', 'League table'],
  ];
  for (const [name, widget] of bodies) {
    await page.getByLabel('Dashboard').selectOption({ label: name });
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: widget, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('a chart downloads as a PNG named after the dashboard, chart and wave', { tag: '@any-viewport' }, async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one download is enough');
  await dashboard(page);
  const card = page.getByRole('region', { name: 'Trend', exact: true });
  await expect(card.locator('canvas')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PNG' }).click()]);
  const wave = (await page.getByLabel('Month').locator('option:checked').textContent())?.toLowerCase().replace(/\s+/g, '-');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^mystery-shop-program-trend-${wave}-\\d{14}\\.png$`));
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // The chart itself, not a blank page of its size (the chart worker drew it: its PNG comes from there).
  expect(bytes.length).toBeGreaterThan(8000);
});

test('charts are drawn by the chart worker: chart.js never runs on the page, and hovering and clicking a bar still work', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a pointer that hovers');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await dashboard(page);
  const card = page.getByRole('region', { name: 'Section summary', exact: true });
  await card.scrollIntoViewIfNeeded();
  const canvas = card.locator('canvas');
  await expect(canvas).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
  expect(workers.some((url) => /\/assets\/chart\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  // No chunk of chart.js (or of the main-thread chart modules that carry it) was loaded by the page.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(scripts.filter((name) => /\/assets\/chartjs-/.test(name))).toEqual([]);
  // The pointer over a bar: the worker says so (a pointer cursor), and a click opens that section's report.
  const box = (await canvas.boundingBox()) as { x: number; y: number; width: number; height: number };
  let bar: { x: number; y: number } | null = null;
  for (let x = box.x + box.width * 0.3; x < box.x + box.width * 0.6 && !bar; x += 8) {
    for (let y = box.y + 8; y < box.y + box.height * 0.6 && !bar; y += 6) {
      await page.mouse.move(x, y);
      if ((await canvas.evaluate((element) => element.style.cursor)) === 'pointer') bar = { x, y };
    }
  }
  expect(bar, 'a bar under the pointer').not.toBeNull();
  await page.mouse.click(bar!.x, bar!.y);
  await expect(page).toHaveURL(/\/reporting\?.*report=category.*&cat=\d+/);
});

test('the NPS dashboard keeps its page through a reload', { tag: '@any-viewport' }, async ({ page }, info) => {
  await dashboard(page);
  await page.goto('/nps-dashboard?scheme_ids=4');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?scheme_ids=4&page=2$/);
  await page.reload();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await shot(page, 'nps', { fullPage: true });
  await expectNoAxeViolations(page);
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Set filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Promoters').check();
    await shot(page, 'nps-sheet-phone');
    await sheet.getByRole('button', { name: 'View Responses' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/types=promoters/);
  }
});

test('the viewer sees NPS ids as plain text', async ({ page }) => {
  await dashboard(page, 'viewer');
  await page.goto('/nps-dashboard');
  const cards = page.getByRole('list', { name: 'Responses' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('button')).toHaveCount(0);
});

test('on a phone a chart far down the page is drawn when its card comes near the screen, not in the load', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the section chart sits far below the screen only on the phone');
  await dashboard(page);
  const trend = page.getByRole('region', { name: 'Trend', exact: true });
  const sections = page.getByRole('region', { name: 'Section summary', exact: true });
  // The trend, near the top, is drawn; the section chart holds its place (the skeleton) with its figures in words.
  await expect(trend.locator('canvas')).toBeVisible();
  await page.waitForTimeout(500); // the next chart's turn would have come by now
  await expect(sections.locator('.chart-card-skeleton')).toHaveCount(1);
  await expect(sections.locator('canvas')).toHaveCount(0);
  await expect(sections.getByRole('button', { name: 'View as table' })).toBeVisible();
  await sections.scrollIntoViewIfNeeded();
  await expect(sections.locator('canvas')).toBeVisible();
  await expect(sections.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
});
