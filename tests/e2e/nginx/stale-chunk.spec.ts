import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../../scripts/nginx';
import { ACCOUNTS, PASSWORD } from '../support';
import { DEMO_PORT, DIST, freePort, watchCsp } from './support';

// A release replaced under a signed-in tab: a copy of dist/ served by its own nginx, from which the
// case list's chunk disappears while the old index.html is still running in the tab.

const NEW_VERSION = 'A new version of the portal is available.';
const ERROR_TITLE = 'An unexpected error has occured';

let nginx: RunningNginx;
let copy: string;
let chunk: string;

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'portal-stale-'));
  cpSync(DIST, copy, { recursive: true });
  // The file that holds the case list page (shared with the modules only it loads).
  const modules = JSON.parse(readFileSync(join(copy, '.vite', 'modules.json'), 'utf8')) as Record<string, string>;
  chunk = join(copy, modules['src/features/cases/pages/CaseListPage.tsx']!);
  nginx = await startNginx({ dist: copy, port: await freePort(), apiUpstream: `http://127.0.0.1:${DEMO_PORT}` });
});

test.afterAll(async () => {
  await nginx?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Takes the chunk (and its .gz) away, as the next release's deploy does; returns the undo. */
function removeChunk(): () => void {
  renameSync(chunk, `${chunk}.gone`);
  renameSync(`${chunk}.gz`, `${chunk}.gz.gone`);
  return () => {
    renameSync(`${chunk}.gone`, chunk);
    renameSync(`${chunk}.gz.gone`, `${chunk}.gz`);
  };
}

test('a chunk gone after a deploy offers a reload, and a reload that does not help never loops', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto(`${nginx.url}/`);
  await page.getByLabel('Email Address').fill(ACCOUNTS.manager);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();

  const restore = removeChunk();
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases', exact: true }).click();
  await expect(page.getByRole('heading', { name: NEW_VERSION })).toBeVisible();
  await expect(page.getByText(ERROR_TITLE)).toHaveCount(0);
  expect(loads).toBe(0);

  // Reload: the chunk is still missing (as if the rollout were broken). One load, then the error
  // page, not another offer and not another reload.
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/case-management\/cases$/);

  // Once the files are there again, Retry loads the page.
  restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
  await expect.poll(() => loads).toBe(2);

  expect(await violations()).toEqual([]);
});
