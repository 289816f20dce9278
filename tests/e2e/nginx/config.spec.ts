import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PORTAL_CONF, TEMPLATE_NAMES, portalEnvironment, startNginx, type RunningNginx } from '../../../scripts/nginx';
import { DEMO_PORT, DIST, EXPECTED_CSP, freePort, normalisedCsp, portOf, raw, watchCsp } from './support';

// Deploy-time configuration (house rule 17): nginx renders /config.json and the CSP from the
// container's environment at start, through the image's own script (deploy/docker/05-portal-env.envsh),
// and the built portal reads its addresses from that file, never from the build.

const demoUpstream = `http://127.0.0.1:${DEMO_PORT}`;

test('with no variable set, /config.json holds the same-origin defaults, as JSON revalidated on every use', async ({ baseURL }) => {
  const response = await raw(portOf(baseURL), '/config.json');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(normalisedCsp(response.headers['content-security-policy'] as string)).toBe(EXPECTED_CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(response.body.toString())).toEqual({ apiBaseUrl: '/api', storageBaseUrl: '', reportGeneratorUrl: '' });
  // Only reads; and never the app shell.
  expect(response.body.toString()).not.toContain('<div id="root">');
});

test("the image substitutes exactly the template's names (Dockerfile NGINX_ENVSUBST_FILTER = portal.conf placeholders)", () => {
  const filter = /NGINX_ENVSUBST_FILTER="\^\(([^)]+)\)"/.exec(readFileSync('deploy/Dockerfile', 'utf8'))?.[1]?.split('|') ?? [];
  const placeholders = new Set([...readFileSync(PORTAL_CONF, 'utf8').matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]));
  expect([...filter].sort()).toEqual([...placeholders].sort());
  expect([...TEMPLATE_NAMES].sort()).toEqual([...placeholders].sort());
});

test('the start-time script fills the defaults and derives the CSP lists from the configured addresses', () => {
  expect(portalEnvironment({ API_UPSTREAM: 'https://api.example.com/' })).toMatchObject({
    API_UPSTREAM: 'https://api.example.com',
    STORAGE_UPSTREAM: 'https://api.example.com',
    API_BASE_URL: '/api',
    STORAGE_BASE_URL: '',
    REPORT_GENERATOR_URL: '',
    PORTAL_CSP_CONNECT_SRC: '',
    PORTAL_CSP_IMG_SRC: '',
    PORTAL_CSP_MEDIA_SRC: '',
  });
  expect(
    portalEnvironment({
      API_BASE_URL: 'https://api.example.com/api',
      STORAGE_BASE_URL: 'https://files.example.com/portal',
      REPORT_GENERATOR_URL: 'https://reports.example.com:8443/generate',
      CSP_CONNECT_SRC: 'https://telemetry.example.com https://files.example.com',
      CSP_IMG_SRC: 'https://*.cdn.example.com',
      CSP_MEDIA_SRC: 'https://media.example.com',
    }),
  ).toMatchObject({
    // An absolute API base with no API_UPSTREAM: its origin is the /api proxy's upstream.
    API_UPSTREAM: 'https://api.example.com',
    STORAGE_UPSTREAM: 'https://api.example.com',
    PORTAL_CSP_CONNECT_SRC: 'https://api.example.com https://files.example.com https://reports.example.com:8443 https://telemetry.example.com',
    PORTAL_CSP_IMG_SRC: 'https://files.example.com https://*.cdn.example.com',
    PORTAL_CSP_MEDIA_SRC: 'https://files.example.com https://media.example.com',
  });
});

test('the start-time script refuses what would break the config or the CSP, with a message naming the variable', () => {
  const refused: Array<[Record<string, string>, RegExp]> = [
    [{}, /API_UPSTREAM is not set/],
    [{ API_UPSTREAM: 'api.example.com' }, /API_UPSTREAM must be http\(s\):\/\/host/],
    [{ API_UPSTREAM: 'https://api.example.com/api' }, /API_UPSTREAM must be .* without a path/],
    [{ API_UPSTREAM: 'https://api.example.com', STORAGE_UPSTREAM: 'ftp://files' }, /STORAGE_UPSTREAM/],
    [{ API_UPSTREAM: 'https://api.example.com', API_BASE_URL: 'https://api.example.com/api","x":"' }, /API_BASE_URL may hold only/],
    [{ API_UPSTREAM: 'https://api.example.com', API_BASE_URL: "/api'; return 200 'x" }, /API_BASE_URL/],
    [{ API_UPSTREAM: 'https://api.example.com', STORAGE_BASE_URL: '/files/$host' }, /STORAGE_BASE_URL may hold only/],
    [{ API_UPSTREAM: 'https://api.example.com', REPORT_GENERATOR_URL: 'javascript:alert(1)' }, /REPORT_GENERATOR_URL must be an http\(s\) URL/],
    [{ API_UPSTREAM: 'https://api.example.com', REPORT_GENERATOR_URL: '//reports.example.com' }, /single \//],
    [{ API_UPSTREAM: 'https://api.example.com', REPORT_GENERATOR_URL: 'https://reports.example.com/x?y=1' }, /no query/],
    [
      { API_UPSTREAM: 'https://api.example.com', CSP_IMG_SRC: "https://a.example.com; script-src 'unsafe-inline'" },
      /CSP_IMG_SRC must be space-separated origins/,
    ],
    [{ API_UPSTREAM: 'https://api.example.com', CSP_CONNECT_SRC: 'https://a.example.com\nhttps://b.example.com' }, /CSP_CONNECT_SRC must be on one line/],
  ];
  for (const [variables, message] of refused) {
    expect(() => portalEnvironment(variables), JSON.stringify(variables)).toThrow(message);
  }
});

test.describe('with the addresses configured', () => {
  let nginx: RunningNginx;
  const API = 'https://api.portal-config.test';

  test.beforeAll(async () => {
    nginx = await startNginx({
      dist: DIST,
      port: await freePort(),
      apiUpstream: demoUpstream,
      variables: {
        API_BASE_URL: `${API}/api`,
        STORAGE_BASE_URL: 'https://files.portal-config.test',
        REPORT_GENERATOR_URL: 'https://reports.portal-config.test/generate',
        CSP_IMG_SRC: 'https://*.cdn.portal-config.test',
        CSP_MEDIA_SRC: 'https://media.portal-config.test',
        CSP_CONNECT_SRC: 'https://telemetry.portal-config.test',
      },
    });
  });
  test.afterAll(async () => nginx?.stop());

  test('/config.json and the CSP carry them', async () => {
    const port = portOf(nginx.url);
    const config = await raw(port, '/config.json');
    expect(JSON.parse(config.body.toString())).toEqual({
      apiBaseUrl: `${API}/api`,
      storageBaseUrl: 'https://files.portal-config.test',
      reportGeneratorUrl: 'https://reports.portal-config.test/generate',
    });
    const csp = normalisedCsp((await raw(port, '/')).headers['content-security-policy'] as string);
    expect(csp).toContain(
      `connect-src 'self' ${API} https://files.portal-config.test https://reports.portal-config.test https://telemetry.portal-config.test;`,
    );
    expect(csp).toContain("img-src 'self' data: blob: https://files.portal-config.test https://*.cdn.portal-config.test;");
    expect(csp).toContain("media-src 'self' blob: https://files.portal-config.test https://media.portal-config.test;");
    // Everything else as with the defaults.
    expect(csp.replace(/ https:\/\/[^ ;]+/g, '')).toBe(EXPECTED_CSP);
  });

  test('the built portal sends its API calls to the configured base, allowed by the derived CSP', async ({ page }) => {
    const violations = await watchCsp(page);
    const calls: string[] = [];
    // The configured API is not reachable from here: answer its login like a wrong password would.
    await page.route(`${API}/**`, (route) => {
      calls.push(`${route.request().method()} ${route.request().url()}`);
      return route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': nginx.url, 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'GET, POST' },
        body: JSON.stringify({ error: 'invalid_credentials', message: 'These credentials do not match our records.' }),
      });
    });
    const sameOriginApi: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${nginx.url}/api/`)) sameOriginApi.push(request.url());
    });
    await page.goto(`${nginx.url}/`);
    await page.getByLabel('Email Address').fill('someone@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => calls).toContainEqual(`POST ${API}/api/auth/login`);
    expect(sameOriginApi).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
