import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { raw } from '../support/rawHttp';
import { pdfViewerTest, signIn, signInAt } from './support';

const INACTIVITY = 'You have been logged out due to a period of inactivity.';
const port = Number(process.env.E2E_PORT ?? 4173);

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'desktop only: these are about the origin, the server and tabs, not the layout');

/** Records every dialog and the console lines of every page in the context (script that ran). */
function watchForScript(context: BrowserContext) {
  const seen: string[] = [];
  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      seen.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (message.text().includes('XSS-RAN')) seen.push(`console: ${message.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return seen;
}

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('portal.token') ?? '{}') as { token?: string }).token ?? '');
}

// The full Chromium: the PDF opens in its viewer (tests/e2e/support.ts).
pdfViewerTest('attachments: only PDF and images open in a tab; HTML, SVG, XML and a fake PDF are downloaded and never run', async ({ page, context }) => {
  const seen = watchForScript(context);
  const id = 1032;
  await signInAt(page, 'manager', `/case-management/case/${id}`);
  await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
  const script = '<script>console.log("XSS-RAN");alert(document.domain)</script>';
  const files = [
    { name: 'evil.html', mimeType: 'text/html', buffer: Buffer.from(`<html><body>${script}</body></html>`) },
    {
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="console.log(\'XSS-RAN\');alert(1)"/>'),
    },
    { name: 'evil.xml', mimeType: 'application/xml', buffer: Buffer.from(`<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">${script}</html>`) },
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`<html>${script}</html>`) },
    { name: 'real.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
    {
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    },
  ];
  await page.getByRole('group', { name: 'Case actions', exact: true }).getByRole('button', { name: 'Add Attachments' }).click();
  const form = page.getByRole('form', { name: 'Add Attachments' });
  await form.getByLabel('Files').setInputFiles(files);
  await expect(form.getByText('This file type will be downloaded, not opened.')).toHaveCount(3);
  for (const file of files) await form.getByLabel(`Description for ${file.name}`).fill(`File ${file.name}`);
  await form.getByRole('button', { name: 'Upload Attachments' }).click();
  await expect(page.getByText('Attachments successfully uploaded')).toBeVisible();
  const attachments = page.getByRole('button', { name: /^Attachments \(\d+\)$/ });
  if ((await attachments.getAttribute('aria-expanded')) !== 'true') await attachments.click();

  for (const name of ['evil.html', 'evil.svg', 'evil.xml', 'fake.pdf']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: new RegExp(`^Download ${name.replace('.', '\\.')}`) }).click();
    expect((await download).suggestedFilename()).toBe(name);
  }
  for (const name of ['real.pdf', 'pixel.png']) {
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: `Download ${name} (opens in a new tab)` }).click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
  }
  await page.waitForTimeout(500); // let anything that would run, run
  // Tabs opened in advance for fake.pdf were closed again; none is left but the portal.
  expect(context.pages()).toHaveLength(1);
  expect(seen).toEqual([]);
});

const rawDemo = async (target: string) => {
  const { status, body } = await raw(port, target);
  return { status, body: body.toString('utf8') };
};

test('the demo server answers 400 to malformed paths, keeps sibling folders private and keeps its data', { tag: '@any-viewport' }, async ({ page }) => {
  const dist = resolve(process.env.E2E_DIST ?? 'dist');
  const sibling = `${dist}-private`;
  mkdirSync(sibling, { recursive: true });
  writeFileSync(join(sibling, 'secret.txt'), 'TOP SECRET');
  try {
    expect((await rawDemo('/%E0%A4%A')).status).toBe(400);
    expect((await rawDemo('/api/%E0%A4%A')).status).toBe(400);
    expect((await rawDemo('/index.html%00')).status).toBe(400);
    expect((await rawDemo(`/${'a'.repeat(8192)}`)).status).toBe(414);
    for (const target of [`/..%2F${basename(sibling)}%2Fsecret.txt`, `/../${basename(sibling)}/secret.txt`, `/..%5C${basename(sibling)}%5Csecret.txt`]) {
      expect((await rawDemo(target)).body, target).not.toContain('TOP SECRET');
    }
  } finally {
    rmSync(sibling, { recursive: true, force: true });
  }
  // Still running, with its data: signing in works.
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
});

async function openTabs(context: BrowserContext, first: Page, count: number, path: string): Promise<Page[]> {
  const pages = [first];
  for (let index = 1; index < count; index += 1) pages.push(await context.newPage());
  for (const page of pages) await page.goto(path);
  return pages;
}

test('after expiry, three tabs acting at once refresh once and nobody is logged out', { tag: '@any-viewport' }, async ({ page, context }) => {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const tabs = await openTabs(context, page, 3, '/case-management/cases');
  for (const tab of tabs) await expect(tab.getByRole('heading', { name: 'Cases', exact: true })).toBeVisible();
  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.url());
  });
  const expired = await page.request.post('/api/__demo/expire-token', { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  expect(expired.ok()).toBe(true);
  await Promise.all(tabs.map((tab) => tab.goto('/case-management/cases?page=2').catch(() => {})));
  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { name: 'Cases', exact: true })).toBeVisible();
    await expect(tab.getByText(INACTIVITY)).toHaveCount(0);
    await expect(tab.getByText('An unexpected error has occured')).toHaveCount(0);
  }
  expect(refreshes).toHaveLength(1);
});

test('Become User in tab A reloads tab B into the new identity; nobody is logged out', { tag: '@any-viewport' }, async ({ page, context }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const [a, b] = await openTabs(context, page, 2, '/become-user');
  await b!.goto('/dashboard');
  await expect(b!.getByRole('button', { name: 'Alex Admin' })).toBeVisible();
  await a!.getByLabel('Search users').fill('manager@example');
  await a!.getByRole('button', { name: 'Become User Morgan Manager (2)' }).click();
  await expect(a!).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await expect(b!.getByText('You are now acting as Morgan Manager')).toBeVisible();
  await expect(b!).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  await expect(b!.getByRole('button', { name: 'Morgan Manager' })).toBeVisible();
  // Any click in B now acts as the manager; A's session is intact.
  await b!.getByRole('link', { name: 'Cases' }).first().click();
  await expect(b!.getByText(INACTIVITY)).toHaveCount(0);
  expect(await storedToken(a!)).not.toBe('');
  await a!.reload();
  await expect(a!.getByRole('button', { name: 'Morgan Manager' })).toBeVisible();
  // Back to Admin in A reaches B too.
  await a!.getByRole('button', { name: 'Morgan Manager' }).click();
  await a!.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(b!.getByText('You are back as admin')).toBeVisible();
  await expect(b!.getByRole('button', { name: 'Alex Admin' })).toBeVisible();
});

test('Log Out in tab B takes tab A off the case to the login page', { tag: '@any-viewport' }, async ({ page, context }) => {
  await signIn(page, 'manager');
  await expect(page).toHaveURL(/\/dashboard(\?scheme=\d+&wave=\d+)?$/);
  const [a, b] = await openTabs(context, page, 2, '/case-management/case/1033');
  await expect(a!.getByRole('heading', { name: 'Case #1033 Details' })).toBeVisible();
  await b!.getByRole('button', { name: 'Morgan Manager' }).click();
  await b!.getByRole('button', { name: 'Log Out' }).click();
  await expect(b!).toHaveURL(/\/913$/);
  // An explicit Log Out returns nowhere after the next sign-in, in either tab.
  await expect(a!).toHaveURL(/\/913$/);
  await expect(a!.getByRole('heading', { name: 'Case #1033 Details' })).toHaveCount(0);
  await expect(a!.getByRole('heading', { name: 'Splash Express Car Wash Login' })).toBeVisible();
});
