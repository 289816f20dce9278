import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';
import { watchCsp } from './support';

// The portal as nginx serves it in production (deploy/nginx/portal.conf, /api proxied to the
// demo API), under its Content-Security-Policy: every step of a working session, no violation.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function openMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  return menu;
}

test('sign in, open a case, reload a deep link, Back/Forward, a lazy chart route, sign out: no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);

  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();

  // A page's own stylesheet comes with its script (src/lib/adoptStyles.ts), not as a file: applied
  // under `style-src 'self'` on a first load of the address.
  await page.goto('/today');
  await expect(page.locator('.today-grid')).toHaveCSS('display', 'grid');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();

  // The case list (a lazy route) from the menu, then a case from the list.
  await (await openMenu(page)).getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page).toHaveURL(/\/case-management\/cases$/);
  // A table row on desktop, a card on phones (the shared responsive list).
  const row = page.locator('tbody tr, .responsive-cards > li').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/case-management\/case\/\d+$/);
  const id = page.url().split('/').pop();
  const detail = page.getByRole('heading', { name: `Case #${id} Details` });
  await expect(detail).toBeVisible();

  // A reload of the deep link: nginx answers index.html, the app restores the view.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  expect(reloaded?.headers()['cache-control']).toBe('no-cache');
  await expect(detail).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/case-management\/cases$/);
  await expect(page.locator('tbody tr, .responsive-cards > li').first()).toBeVisible();
  await page.goForward();
  await expect(detail).toBeVisible();

  // The case dashboard draws its chart with chart.js (a lazy chunk, canvas styles via CSSOM).
  await (await openMenu(page)).getByRole('link', { name: 'Dashboard' }).last().click();
  await expect(page).toHaveURL(/\/case-management$/);
  await expect(page.getByRole('heading', { name: 'Cases by Type' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();

  await page.getByRole('button', { name: 'Morgan Manager' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/913$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('the job report under the policy: its images show and its recording plays from a blob: URL, no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const { withMedia } = (await (await page.request.get('/api/__demo/job-report-ids')).json()) as { withMedia: number };
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await page.goto(`/dashboard?job=${withMedia}`);
  const dialog = page.getByRole('dialog', { name: `Job Id: ${withMedia}` });
  await expect(dialog.getByRole('region', { name: 'Job Images' }).locator('img').first()).toBeVisible();
  const audio = dialog.getByRole('region', { name: 'Job Audio Recording' });
  await audio.getByRole('button', { name: 'Play recording' }).click();
  const player = audio.locator('audio');
  await expect(player).toHaveAttribute('src', /^blob:/);
  // The element has asked for its source (a blocked blob: shows up as a media-src violation).
  await expect.poll(() => player.evaluate((node: HTMLAudioElement) => node.networkState !== HTMLMediaElement.NETWORK_EMPTY)).toBe(true);
  await page.waitForTimeout(300);
  expect(await violations()).toEqual([]);
});
