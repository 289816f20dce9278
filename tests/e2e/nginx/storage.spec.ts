import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../../scripts/nginx';
import { ACCOUNTS, PASSWORD } from '../support';
import { DEMO_PORT, DIST, freePort, portOf, raw } from './support';

// Files on the portal's origin never run script (house rule 14, deploy/nginx/portal.conf): nginx
// answers everything under /storage/ sandboxed, unsniffed, and as a download outside the inline
// allow-list, whatever the storage upstream says. The upstream here is a small fixture server of
// hostile and harmless files at the spec's paths; /api goes to the suite's demo server.

const SANDBOX = "sandbox; default-src 'none'";
const RAN = 'STORED FILE SCRIPT RAN';
/** Tries everything a stored page could do in the portal's origin, and says so on the console. */
const HOSTILE_HTML = `<!doctype html><html><head><title>Invoice</title>
<script>document.title = 'RAN'; console.log('${RAN} ' + localStorage.getItem('portal.token'));</script></head>
<body><img src="/favicon.svg" onload="console.log('${RAN} (handler)')"><p>An attachment named .pdf</p></body></html>`;
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="console.log('${RAN} (svg) ' + localStorage.getItem('portal.token'))">
<script>console.log('${RAN} (svg script)')</script><rect width="10" height="10"/></svg>`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const AUDIT = '/storage/us/audituploads/7';
const SHOPPER = '/storage/us/shopperuploads/images/7/fromshoppers';
/** path → [content type (none when null), body, extra upstream headers] */
const FILES: Record<string, [string | null, string | Buffer, Record<string, string>]> = {
  [`${AUDIT}/invoice.pdf`]: [
    'text/html; charset=utf-8',
    HOSTILE_HTML,
    { 'Content-Disposition': 'inline; filename="invoice.pdf"', 'Content-Security-Policy': 'default-src *', 'X-Content-Type-Options': 'off' },
  ],
  [`${AUDIT}/page.html`]: ['text/html', HOSTILE_HTML, {}],
  [`${SHOPPER}/drawing.svg`]: ['image/svg+xml', HOSTILE_SVG, {}],
  [`${SHOPPER}/photo.png`]: ['image/png', PNG, { 'Cache-Control': 'public, max-age=600' }],
  [`${SHOPPER}/photo.jpg`]: ['image/jpeg', PNG, { 'Content-Disposition': 'inline; filename="photo.jpg"' }],
  [`${AUDIT}/report.pdf`]: ['application/pdf', '%PDF-1.4\n%%EOF\n', {}],
  [`${AUDIT}/recording.mp3`]: ['audio/mpeg', 'ID3', {}],
  [`${AUDIT}/notes.txt`]: ['text/plain', 'plain text <script>console.log(1)</script>', {}],
  [`${AUDIT}/unknown`]: [null, '<script>console.log(1)</script>', {}],
};

let upstream: Server;
let nginx: RunningNginx;
let port: number;

test.beforeAll(async () => {
  upstream = createServer((req, res) => {
    const file = FILES[req.url ?? ''];
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end(`<script>console.log('${RAN} (404)')</script>`);
      return;
    }
    const [type, body, headers] = file;
    res.writeHead(200, { ...(type ? { 'Content-Type': type } : {}), ...headers });
    res.end(body);
  });
  const upstreamPort = await freePort();
  await new Promise<void>((done) => upstream.listen(upstreamPort, '127.0.0.1', done));
  port = await freePort();
  nginx = await startNginx({
    dist: DIST,
    port,
    apiUpstream: `http://127.0.0.1:${DEMO_PORT}`,
    variables: { STORAGE_UPSTREAM: `http://127.0.0.1:${upstreamPort}` },
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await new Promise((done) => upstream?.close(done));
});

test('every answer under /storage/ is sandboxed and unsniffed; only images, PDF and MP3 are inline', async () => {
  const expected: Array<[string, string | undefined]> = [
    // The upstream's own disposition, CSP and nosniff are replaced; its file name is kept.
    [`${AUDIT}/invoice.pdf`, 'attachment; filename="invoice.pdf"'],
    [`${AUDIT}/page.html`, 'attachment'],
    [`${SHOPPER}/drawing.svg`, 'attachment'],
    [`${AUDIT}/notes.txt`, 'attachment'],
    [`${AUDIT}/unknown`, 'attachment'],
    [`${SHOPPER}/photo.png`, undefined],
    [`${SHOPPER}/photo.jpg`, 'inline; filename="photo.jpg"'],
    [`${AUDIT}/report.pdf`, undefined],
    [`${AUDIT}/recording.mp3`, undefined],
    [`${AUDIT}/missing.png`, 'attachment'],
  ];
  for (const [path, disposition] of expected) {
    const response = await raw(port, path);
    expect(response.status, path).toBe(path.endsWith('missing.png') ? 404 : 200);
    expect(response.headers['content-security-policy'], path).toBe(SANDBOX);
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers['content-disposition'], path).toBe(disposition);
    expect(response.headers['x-frame-options'], path).toBe('DENY');
  }
  // The upstream's caching stands (no portal no-cache on stored files).
  expect((await raw(port, `${SHOPPER}/photo.png`)).headers['cache-control']).toBe('public, max-age=600');
  // Only reads.
  const post = await raw(port, `${SHOPPER}/photo.png`, { method: 'POST', body: Buffer.from('x') });
  expect(post.status).toBe(403);
  expect(post.headers['content-security-policy']).toBe(SANDBOX);
});

/** Console messages of every page of the context, and a stored token to steal. */
async function watchScripts(page: Page): Promise<string[]> {
  const messages: string[] = [];
  const listen = (target: Page) => target.on('console', (message) => messages.push(message.text()));
  listen(page);
  page.context().on('page', listen);
  await page.goto(`http://localhost:${port}/`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('portal.token', '{"token":"secret-token"}'));
  return messages;
}

for (const path of [`${AUDIT}/invoice.pdf`, `${AUDIT}/page.html`, `${SHOPPER}/drawing.svg`]) {
  test(`a pasted address of a hostile file (${path.split('/').pop()}) downloads it; no script runs in the portal's origin`, async ({ page }) => {
    const messages = await watchScripts(page);
    const download = page.waitForEvent('download');
    await page.goto(`http://localhost:${port}${path}`).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe(path.split('/').pop());
    // The portal is still what the tab shows, untouched.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(messages.filter((text) => text.includes(RAN))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBe('{"token":"secret-token"}');
  });
}

test("even shown inline (a browser that ignored the download), nginx's sandbox policy stops its script", async ({ page }) => {
  const messages = await watchScripts(page);
  // The real answer nginx sent, with only its Content-Disposition taken away.
  await page.route(`**${AUDIT}/page.html`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    expect(headers['content-security-policy']).toBe(SANDBOX);
    delete headers['content-disposition'];
    await route.fulfill({ response, headers });
  });
  const shown = await page.goto(`http://localhost:${port}${AUDIT}/page.html`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByText('An attachment named .pdf')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.title()).toBe('Invoice');
  expect(messages.filter((text) => text.includes(RAN))).toEqual([]);
  // A sandboxed document has an opaque origin: the portal's storage is out of its reach anyway.
  expect(await page.evaluate(() => window.origin)).toBe('null');
  expect(
    await page.evaluate(() => {
      try {
        return localStorage.getItem('portal.token');
      } catch {
        return 'denied';
      }
    }),
  ).toBe('denied');
});

test('an allowed image opens inline (sandboxed), as an image', async ({ page }) => {
  const response = await page.goto(`http://localhost:${port}${SHOPPER}/photo.png`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(SANDBOX);
  await expect(page.locator('img')).toHaveCount(1);
  expect(portOf(page.url())).toBe(port);
});

test('a Help file link to a hostile same-origin file: plain, Ctrl/⌘, Shift and middle clicks each save it through the client; no script runs', async ({
  page,
}) => {
  const messages = await watchScripts(page);
  // The Help answer names a stored file that claims to be a PDF and is a page (the upstream above).
  await page.route('**/api/help', (route) =>
    route.fulfill({
      json: {
        user_guides: [],
        downloads: [{ id: 9, title: 'Invoice', description: '', file_path: `${AUDIT}/invoice.pdf`, file_type: 'pdf' }],
        contact_details: [],
      },
    }),
  );
  await page.evaluate(() => localStorage.clear());
  await page.getByLabel('Email Address').fill(ACCOUNTS.manager);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`http://localhost:${port}/help?tab=downloads`);
  const link = page.getByRole('link', { name: /^Download Invoice/ });
  await expect(link).toBeVisible();
  await expect(link).not.toHaveAttribute('href');
  const clicks: Array<[string, Parameters<typeof link.click>[0]]> = [
    ['plain', {}],
    ['Ctrl', { modifiers: ['Control'] }],
    ['Meta', { modifiers: ['Meta'] }],
    ['Shift', { modifiers: ['Shift'] }],
    ['middle', { button: 'middle' }],
  ];
  for (const [kind, options] of clicks) {
    const fetched = page.waitForResponse((response) => response.url().endsWith(`${AUDIT}/invoice.pdf`));
    const download = page.waitForEvent('download');
    await link.click(options);
    expect((await fetched).headers()['content-security-policy'], kind).toBe(SANDBOX);
    // Not a PDF after all: saved, never shown (api/download.ts), and under the name it was given.
    expect((await download).suggestedFilename(), kind).toMatch(/\.pdf$/);
    // Any tab opened within the click is closed again, and no page of the context shows the file.
    await expect.poll(() => page.context().pages().length, { message: kind }).toBe(1);
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  }
  await page.waitForTimeout(300);
  expect(messages.filter((text) => text.includes(RAN))).toEqual([]);
  expect(page.url()).toBe(`http://localhost:${port}/help?tab=downloads`);
});
