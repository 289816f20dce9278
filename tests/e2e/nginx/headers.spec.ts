import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { startNginx, type RunningNginx } from '../../../scripts/nginx';
import { DIST, EXPECTED_CSP, freePort, normalisedCsp, portOf, raw, watchCsp, type RawResponse } from './support';

// deploy/nginx/portal.conf as the suite's nginx serves it: headers, caching, compression, and the
// requests it must refuse. Plain HTTP (node:http), so paths reach nginx exactly as written.

const assets = readdirSync(join(DIST, 'assets'));
const entryScript = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1] ?? '';
const entryStyle = /href="\/assets\/([^"]+\.css)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1] ?? '';
// The largest script the page preloads (the entry itself is tiny, under the 1 KB the build compresses).
const largestScript =
  [...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(/"\/assets\/([^"]+\.js)"/g)]
    .map((match) => match[1] as string)
    .sort((a, b) => readFileSync(join(DIST, 'assets', b)).length - readFileSync(join(DIST, 'assets', a)).length)[0] ?? '';
const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');

function expectSecurityHeaders(response: RawResponse, what: string) {
  expect(normalisedCsp(response.headers['content-security-policy'] as string), `${what}: CSP`).toBe(EXPECTED_CSP);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy'], what).toBe('camera=(), microphone=(), geolocation=()');
  expect(response.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers.server, `${what}: no version in Server`).toBe('nginx');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
}

test('the build needs no exception: no inline script or style in index.html, no eval or new Function in any chunk', () => {
  expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(indexHtml).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  const offenders = assets
    .filter((name) => name.endsWith('.js'))
    .filter((name) => /(^|[^\w$.])eval\(|new Function\(|(^|[^\w$.])Function\(/.test(readFileSync(join(DIST, 'assets', name), 'utf8')));
  expect(offenders).toEqual([]);
});

test('the policy is enforced and the suite sees it: an injected inline style and script are blocked and reported', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: rgb(1, 2, 3) !important; }';
    document.head.append(style);
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.head.append(script);
    return { styled: getComputedStyle(document.body).color === 'rgb(1, 2, 3)', ran: 'inlineRan' in window || '__inlineRan' in window };
  });
  expect(applied).toEqual({ styled: false, ran: false });
  await expect.poll(async () => (await violations()).join('\n')).toMatch(/style-src/);
  expect((await violations()).join('\n')).toMatch(/script-src/);
});

test('security headers on index.html, a hashed asset, a deep link, an /api answer and an error', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const api = await raw(port, '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{}') });
  expect(api.headers['content-type']).toMatch(/application\/json/);
  for (const [what, response] of [
    ['index.html', await raw(port, '/')],
    ['asset', await raw(port, `/assets/${entryScript}`)],
    ['deep link', await raw(port, '/case-management/case/1022')],
    ['/api', api],
    ['404', await raw(port, '/assets/missing-chunk.js')],
  ] as const) {
    expectSecurityHeaders(response, what);
  }
});

test('hashed assets are immutable for a year; index.html, deep links and unhashed files are revalidated', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const path of [`/assets/${entryScript}`, `/assets/${entryStyle}`]) {
    const response = await raw(port, path);
    expect(response.status, path).toBe(200);
    expect(response.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
  for (const path of ['/', '/index.html', '/case-management/cases?page=2', '/favicon.svg']) {
    const response = await raw(port, path);
    expect(response.status, path).toBe(200);
    expect(response.headers['cache-control'], path).toBe('no-cache');
  }
  const deepLink = await raw(port, '/case-management/cases?page=2');
  expect(deepLink.body.toString()).toBe(indexHtml);
  expect(deepLink.headers['content-type']).toMatch(/^text\/html/);
  // The API's own caching is left alone (the demo API sends none).
  expect(
    (await raw(port, '/api/auth/login', { method: 'POST', body: Buffer.from('{}'), headers: { 'Content-Type': 'application/json' } })).headers['cache-control'],
  ).toBeUndefined();
});

test('a missing asset is a 404 (never index.html); /assets/ lists nothing', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const path of ['/assets/x.js', '/assets/CaseListPage-00000000.js', '/assets/x.css']) {
    const response = await raw(port, path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString(), path).not.toContain('<div id="root">');
    expect(response.headers['cache-control'], path).toBeUndefined();
  }
  for (const path of ['/assets/', '/.vite/manifest.json']) {
    const response = await raw(port, path);
    expect([403, 404], path).toContain(response.status);
    expect(response.body.toString(), path).not.toMatch(/Index of|\.js"/);
  }
});

test('JS and CSS come gzip-compressed from the .gz the build wrote', async ({ baseURL }) => {
  const port = portOf(baseURL);
  for (const name of [largestScript, entryStyle]) {
    const response = await raw(port, `/assets/${name}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers['content-encoding'], name).toBe('gzip');
    expect(response.headers.vary, name).toMatch(/Accept-Encoding/);
    // The precompressed file itself (gzip_static), not an on-the-fly copy: same bytes, known length.
    expect(response.body.equals(readFileSync(join(DIST, 'assets', `${name}.gz`))), name).toBe(true);
    expect(gunzipSync(response.body).equals(readFileSync(join(DIST, 'assets', name))), name).toBe(true);
    const plain = await raw(port, `/assets/${name}`);
    expect(plain.headers['content-encoding'], name).toBeUndefined();
  }
});

test('traversal, encoded slashes, NUL bytes and 8 KB URLs are refused, never a file outside dist/', async ({ baseURL }) => {
  const port = portOf(baseURL);
  const cases: Array<[string, number[]]> = [
    ['/../../../../etc/passwd', [400]],
    ['/index.html/../etc/passwd', [400]],
    ['/index.html/../../../../etc/passwd', [400]],
    ['/assets/../../../../etc/passwd', [400]],
    ['/%2e%2e/%2e%2e/%2e%2e/etc/passwd', [400]],
    ['/assets/..%2f..%2f..%2fetc%2fpasswd', [400]],
    ['/assets%2fx.js', [400]],
    ['/assets/%2e%2e%5c%2e%2e%5cetc%5cpasswd', [400]],
    ['/index.html%00.js', [400]],
    ['/a%00/../etc/passwd', [400]],
    [`/case-management/cases?q=${'a'.repeat(8200)}`, [400, 414]],
    [`/${'a'.repeat(8200)}`, [400, 414]],
  ];
  for (const [path, statuses] of cases) {
    const response = await raw(port, path);
    const label = path.slice(0, 60);
    expect(statuses, `${label} answered ${response.status}`).toContain(response.status);
    expect(response.body.toString(), label).not.toMatch(/root:.*:0:0:/);
    expect(response.body.toString(), label).not.toContain('<div id="root">');
  }
});

test.describe('with the API down', () => {
  let nginx: RunningNginx;
  let port: number;

  test.beforeAll(async () => {
    port = await freePort();
    const closed = await freePort();
    nginx = await startNginx({ dist: DIST, port, apiUpstream: `http://127.0.0.1:${closed}`, variables: { CLIENT_MAX_BODY_SIZE: '1k' } });
  });
  test.afterAll(async () => nginx?.stop());

  test('/api answers 502 with a JSON { message }, and an over-size body 413 with one', async () => {
    const down = await raw(port, '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"UserName":"x"}') });
    expect(down.status).toBe(502);
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(down.body.toString())).toEqual({ message: expect.stringMatching(/cannot reach the server/) });
    expectSecurityHeaders(down, '502');

    const tooLarge = await raw(port, '/api/cases/1/attachments/store', {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: Buffer.alloc(4096),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body.toString())).toEqual({ message: expect.any(String) });
    // The app itself is still served.
    expect((await raw(port, '/')).status).toBe(200);
  });
});
