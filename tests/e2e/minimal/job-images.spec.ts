import { expect, test } from '@playwright/test';
import { signInAt } from '../support';

interface Ids {
  withMedia: number;
  audit: number;
}

/*
 * Job images against the minimal contract (issue 29, item 2): no `scheme_type`, so each image is
 * asked from the shopper folder first and, when it is not there, once from the audit folder; a
 * mystery shop's images (their compQHisId names no question) show in Job Images.
 */
test('job images without a scheme type: the shop from the shopper folder, the audit after one try of it', async ({ page }) => {
  // Under the minimal contract every envelope is flipped: the demo's own answer comes under `data`.
  const answer = (await (await page.request.get('/api/__demo/job-report-ids')).json()) as { data?: Ids } & Ids;
  const ids = answer.data ?? answer;
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/storage/')) asked.push(path);
  });
  await signInAt(page, 'manager', `/dashboard?job=${ids.withMedia}`);
  const shop = page.getByRole('dialog', { name: `Job Id: ${ids.withMedia}` }).getByRole('region', { name: 'Job Images' });
  await expect(shop.getByRole('img').first()).toBeVisible();
  for (const image of await shop.getByRole('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
  }
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((path) => path.startsWith('/storage/us/shopperuploads/'))).toBe(true);

  asked.length = 0;
  await page.goto(`/dashboard?job=${ids.audit}`);
  const dialog = page.getByRole('dialog', { name: `Job Id: ${ids.audit}` });
  await expect(dialog.getByRole('region', { name: 'Report' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Job Images' })).toHaveCount(0);
  const images = await dialog.getByRole('region', { name: 'Report' }).getByRole('img').all();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
    const path = new URL(await image.evaluate((node: HTMLImageElement) => node.currentSrc)).pathname;
    const name = path.split('/').pop() as string;
    expect(path).toMatch(/^\/storage\/us\/audituploads\//);
    expect(asked.filter((item) => item.endsWith(`/${name}`))).toEqual([path.replace(/audituploads\/(\d+)/, 'shopperuploads/images/$1/fromshoppers'), path]);
  }
});
