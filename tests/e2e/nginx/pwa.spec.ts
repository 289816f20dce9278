import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../../scripts/nginx';
import { ACCOUNTS, PASSWORD } from '../support';
import { DEMO_PORT, DIST, freePort, watchCsp } from './support';

// The installable app (issue 23) through the production nginx config: the manifest, the service
// worker, the offline shell, the update notice and Cache Storage after a sign-out. The rest of the
// browser suite blocks service workers (playwright.config.ts); these tests let them run.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_TEXT = 'You are offline: nothing can be loaded or saved until the connection is back. What you type in a draft is kept on this device.';
const NEW_VERSION = 'A new version of the portal is available.';
const SAVE_OFFLINE = 'You are offline. Your text is kept; send it again when you are back online.';
/** Paths whose answers hold a user's data or the deployment's: never in a cache. */
const USER_DATA = /^\/(api|storage)(\/|$)|^\/config\.json$/;

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every cache of the origin with the paths it holds. */
function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return out;
  });
}

async function signInAt(page: Page, base: string, account: keyof typeof ACCOUNTS) {
  await page.goto(`${base}/`);
  await page.getByLabel('Email Address').fill(ACCOUNTS[account]);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
}

/** A PNG's width and height (its IHDR chunk). */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the web app manifest is linked, served as a manifest and valid, with icons that exist at their sizes', async ({ page, request }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByLabel('Email Address')).toBeVisible();
  // Linked once the page has settled (index.html holds it back until then: src/app/afterLoad.ts).
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 15_000 });

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as { icons: { src: string; sizes: string; type: string; purpose?: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Client Portal', start_url: '/dashboard', scope: '/', display: 'standalone', theme_color: '#1f2a37' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(`/${icon.src.replace(/^\//, '')}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  for (const href of await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    // The SVG tab icon is written into the page (scripts/vite/boot.ts `svgIconInline`): an SVG, not an address.
    if (href.startsWith('data:')) {
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]*xmlns='http:\/\/www\.w3\.org\/2000\/svg'.*<\/svg>$/);
      continue;
    }
    expect((await request.get(href)).status(), href).toBe(200);
  }

  // Chromium's own reading of it: no parse errors.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('the worker controls the page after one load and precaches the build only, never an API answer', async ({ page, request }) => {
  const violations = await watchCsp(page);
  await signInAt(page, '', 'manager');
  await expect.poll(() => controlled(page)).toBe(true);

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // The dashboard's API answers went through a controlled page: none of them is cached.
  const cached = await cachedPaths(page);
  expect(Object.keys(cached)).toHaveLength(1);
  expect(Object.keys(cached)[0]).toMatch(/^workbox-precache-/);
  const paths = Object.values(cached).flat();
  expect(paths).toContain('/index.html');
  expect(paths.filter((path) => USER_DATA.test(path))).toEqual([]);
  expect(paths.filter((path) => !existsSync(join(DIST, path)))).toEqual([]);

  // Chromium finds nothing in the way of installing it (a test context is always incognito).
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('offline, the shell opens from the worker and says so; a draft is kept and nothing pretends to be saved', async ({ page, context }) => {
  await signInAt(page, '', 'manager');
  await expect.poll(() => controlled(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  // Without the worker this is the browser's own error page; with it, the portal's shell.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Chromium 150 keeps its network emulation for the reloaded document's requests but not for its
  // navigator.onLine (true there, no offline event), where a device without a connection says false:
  // the emulation is applied again so the page learns what a phone's browser would tell it.
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false);
    await context.setOffline(true);
  }
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);

  // A case note typed, then the connection drops before Save: the offline text, the note kept.
  await page.goto('/case-management/case/1033');
  await expect(page.getByRole('heading', { name: 'Case #1033 Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Note' }).first().click();
  const form = page.getByRole('form', { name: 'Add Note' });
  const status = form.getByLabel('Note Status');
  await status.selectOption((await status.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ?? '');
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
  await form.getByLabel('Note', { exact: true }).fill('Typed in the stock room, no signal.');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expect(form.getByText(SAVE_OFFLINE)).toBeVisible();
  await expect(page.getByText('Case note successfully added')).toHaveCount(0);
  await expect(form.getByLabel('Note', { exact: true })).toHaveValue('Typed in the stock room, no signal.');
  const drafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.caseDraft.') && localStorage.getItem(key)?.includes('stock room')));
  await expect.poll(drafts).toHaveLength(1);
  await context.setOffline(false);
});

test('Log Out and an identity switch leave nothing of the user in Cache Storage', async ({ page }) => {
  await signInAt(page, '', 'admin');
  await expect.poll(() => controlled(page)).toBe(true);
  // A cache holding a user's answer, as an older release's runtime cache might.
  const plant = () =>
    page.evaluate(async () => {
      const cache = await caches.open('portal-runtime');
      await cache.put('/api/v1/user', new Response('{"name":"Alex Admin"}'));
    });
  const userData = async () => {
    const cached = await cachedPaths(page);
    return [
      ...Object.keys(cached).filter((name) => !name.startsWith('workbox-precache-')),
      ...Object.values(cached)
        .flat()
        .filter((path) => USER_DATA.test(path)),
    ];
  };
  await plant();
  expect(await userData()).toEqual(['portal-runtime', '/api/v1/user']);

  await page.goto('/become-user');
  await page.getByLabel('Search users').fill('manager@example');
  await page.getByRole('button', { name: 'Become User Morgan Manager (2)' }).click();
  await expect(page.getByText('Acting as Morgan Manager (2)')).toBeVisible();
  await expect.poll(userData).toEqual([]);

  await plant();
  await page.getByRole('button', { name: 'Morgan Manager' }).click();
  await page.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page.getByRole('button', { name: 'Alex Admin' })).toBeVisible();
  await expect.poll(userData).toEqual([]);

  await plant();
  await page.getByRole('button', { name: 'Alex Admin' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect.poll(userData).toEqual([]);
  // The precache (the build's files) stays: the login page still opens offline.
  expect(Object.keys(await cachedPaths(page)).filter((name) => name.startsWith('workbox-precache-'))).toHaveLength(1);
});

test.describe('a new release under an open tab', () => {
  let nginx: RunningNginx;
  let copy: string;

  test.beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'portal-pwa-'));
    cpSync(DIST, copy, { recursive: true });
    nginx = await startNginx({ dist: copy, port: await freePort(), apiUpstream: `http://127.0.0.1:${DEMO_PORT}` });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  /** The next release: another index.html, so another precache list and another worker. */
  function deployNextRelease() {
    const html = readFileSync(join(copy, 'index.html'), 'utf8').replace('</head>', '<meta name="portal-release" content="2"></head>');
    writeFileSync(join(copy, 'index.html'), html);
    rmSync(join(copy, 'index.html.gz'), { force: true });
    const revision = createHash('md5').update(html).digest('hex');
    const worker = readFileSync(join(copy, 'sw.js'), 'utf8');
    const next = worker.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${revision}"`);
    expect(next).not.toBe(worker);
    writeFileSync(join(copy, 'sw.js'), next);
    rmSync(join(copy, 'sw.js.gz'), { force: true });
  }
  const release = (page: Page) => page.evaluate(() => document.querySelector('meta[name="portal-release"]')?.getAttribute('content') ?? '1');

  test('shows the notice with Reload, keeps the running release until then, and reloads once into the new one', async ({ page }) => {
    const violations = await watchCsp(page);
    await signInAt(page, nginx.url, 'manager');
    await expect.poll(() => controlled(page)).toBe(true);

    deployNextRelease();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.reload();
    // The old worker still answers (one release, never a mix) while the new one installs and waits.
    await expect(page.getByRole('alert').filter({ hasText: NEW_VERSION })).toBeVisible();
    expect(await release(page)).toBe('1');
    await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
    expect(loads).toBe(1);

    await page.getByRole('alert').getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
    expect(await release(page)).toBe('2');
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    // No second reload: the new release is the one that controls the page now.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Mystery Shop Program' })).toBeVisible();
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    expect(loads).toBe(3);
    expect(await violations()).toEqual([]);
  });
});
