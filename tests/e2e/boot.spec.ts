import { expect, test, type Page, type Request } from '@playwright/test';
import { readBuild } from './buildFiles';
import { signInAt } from './support';

// The boot script (src/api/bootScript.ts, built by scripts/vite/boot.ts) on a real signed-in load of
// the production build: the dashboard's chunks and its first request start before the app's entry
// has even arrived, the client adopts that answer without axios, and nothing is requested twice.

const build = readBuild();
const { manifest } = build;
const fileWhere = (test: (key: string) => boolean) => {
  const key = Object.keys(manifest).find(test);
  if (!key) throw new Error('not in the build');
  return `/${manifest[key]!.file}`;
};
/** The file that holds a module (a page shares its file with the modules only it loads). */
const fileOf = (module: string) => fileWhere((key) => key === build.keyOf(module));
const ENTRY = fileWhere((key) => !!manifest[key]!.isEntry);
const AXIOS = fileOf('node_modules/axios/index.js');
/** The app's start: a file of its own, imported by the entry after React has run. */
const START = fileOf('src/app/start.tsx');
const DASHBOARD_CHUNKS = [
  ...new Set([
    fileOf('src/app/pages/DashboardRoute.tsx'),
    fileOf('src/features/dashboard/dashboardRouteData.ts'),
    fileWhere((key) => manifest[key]!.name === 'shell' && key.endsWith('.js')),
  ]),
];

/** A gate: requests for `path` wait until `open()` is called. */
async function hold(page: Page, path: string) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let asked = false;
  await page.route(`**${path}`, async (route) => {
    asked = true;
    await opened;
    await route.continue();
  });
  return { open, asked: () => asked };
}

/** Signs in with a wrong password on the login page: the form's answer, decoded and shown. */
async function wrongPasswordAnswered(page: Page) {
  await page.getByLabel('Email Address').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong Email/Password combination.');
}

/** The API calls the page makes from now on: method, URL, bearer token. */
function apiCalls(page: Page) {
  const calls: Array<{ call: string; token: string | undefined }> = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    calls.push({ call: `${request.method()} ${request.url()}`, token: request.headers().authorization?.replace(/^Bearer /, '') });
  });
  return calls;
}

const storedToken = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('portal.token') ?? 'null') as { token: string }).token);
const leagueTable = (page: Page) => page.getByRole('heading', { name: 'League table' });

/**
 * A first visit of `path`: signed in, no page of the portal loaded yet (no record of any address),
 * the app's entry held. The boot script alone sends `expected`, in order, each with the stored
 * token; then the entry goes. With `holdAxios`, axios is held too (the caller opens it).
 */
async function firstVisitBeforeTheApp(page: Page, path: string, expected: string[], { holdAxios = false } = {}) {
  await signInAt(page, 'manager', '/favicon.svg');
  const calls = apiCalls(page);
  const entry = await hold(page, ENTRY);
  const axios = holdAxios ? await hold(page, AXIOS) : null;
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => calls.map(({ call }) => call)).toEqual(expected);
  const token = await storedToken(page);
  expect(calls.map((call) => call.token)).toEqual(expected.map(() => token));
  expect(entry.asked()).toBe(true);
  entry.open();
  return { calls, axios };
}

/** After a load has settled: each of `expected` went once, and nothing went without a token. */
function eachOnceWithToken(calls: ReturnType<typeof apiCalls>, expected: string[]) {
  for (const call of expected)
    expect(
      calls.filter((item) => item.call === call),
      call,
    ).toHaveLength(1);
  expect(calls.filter(({ token }) => !token)).toEqual([]);
}

/**
 * Signed in, the dashboard loaded and settled. The table shows from the default dashboard's answer;
 * the completed address (`?scheme=1&wave=…`) then asks for its own dashboard, which on a loaded
 * machine can be sent after the table shows: the calls a test counts from here on start only once
 * that request has been answered.
 */
async function openDashboard(page: Page) {
  const completedAnswer = page.waitForResponse((response) => /\/api\/dashboard\/1\?visitnum=\d+$/.test(response.url()));
  await signInAt(page, 'manager', '/dashboard');
  await expect(leagueTable(page)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?scheme=1&wave=\d+$/);
  await completedAnswer;
}

test.describe('the boot script', { tag: '@any-viewport' }, () => {
  test('a signed-in load: chunks and data start before the app, the data paints without axios, nothing twice', async ({ page, baseURL }) => {
    await openDashboard(page);
    const dashboard = `${baseURL}/api/dashboard`;
    const wave = new URL(page.url()).searchParams.get('wave');
    // The first load recorded what its route data sent; the address the page completed to, what its
    // reload asks for (answered from the cache this time).
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.boot') ?? '{}') as { entries?: unknown }).entries)).toEqual({
      '/dashboard': [dashboard],
      [`/dashboard?scheme=1&wave=${wave}`]: [`${baseURL}/api/dashboard/1?visitnum=${wave}`],
    });

    const calls = apiCalls(page);
    const entry = await hold(page, ENTRY);
    const axios = await hold(page, AXIOS);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    // The app's entry has not arrived: whatever started now, the boot script started.
    await expect.poll(() => calls.map(({ call }) => call)).toEqual([`GET ${dashboard}`]);
    expect(calls[0]?.token).toBe(await storedToken(page));
    // The boot script inserts them a few per task: all of them, still before the app's entry has arrived.
    const preloaded = () =>
      page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    await expect.poll(preloaded).toEqual(expect.arrayContaining(DASHBOARD_CHUNKS));
    expect(entry.asked()).toBe(true);

    entry.open();
    // The dashboard's data paints while axios is still held back.
    await expect(leagueTable(page)).toBeVisible();
    await expect.poll(axios.asked).toBe(true);
    axios.open();
    await page.waitForLoadState('networkidle');
    expect(calls.filter(({ call }) => call === `GET ${dashboard}`)).toHaveLength(1);

    // A reload of the completed address: the boot script sends its request, once, before the app.
    const named = `${baseURL}/api/dashboard/1?visitnum=${wave}`;
    const again = apiCalls(page);
    const heldEntry = await hold(page, ENTRY);
    await page.goto(`/dashboard?scheme=1&wave=${wave}`, { waitUntil: 'commit' });
    await expect.poll(() => again.map(({ call }) => call)).toEqual([`GET ${named}`]);
    heldEntry.open();
    await expect(leagueTable(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(again.filter(({ call }) => call === `GET ${named}`)).toHaveLength(1);
  });

  test('a first visit of an address (no record): its route’s first requests start before the app, are adopted once, and the data paints without axios', async ({
    page,
    baseURL,
  }) => {
    // From the route table built from the dashboard's data declaration, once the config has answered.
    const expected = [`GET ${baseURL}/api/dashboard`];
    const { calls, axios } = await firstVisitBeforeTheApp(page, '/dashboard', expected, { holdAxios: true });
    await expect(leagueTable(page)).toBeVisible();
    await expect.poll(axios!.asked).toBe(true);
    axios!.open();
    await page.waitForLoadState('networkidle');
    eachOnceWithToken(calls, expected);
  });

  test('a case’s first visit: the case and its edit options (allowed by any one of four permissions) start before the app, each once', async ({
    page,
    baseURL,
  }) => {
    // A case no other test of this worker opens or changes.
    const id = 1031;
    const caseCalls = [`GET ${baseURL}/api/case-management/cases/${id}`, `GET ${baseURL}/api/case-management/cases/${id}/edit`];
    const { calls } = await firstVisitBeforeTheApp(page, `/case-management/case/${id}`, caseCalls);
    await expect(page.getByRole('heading', { name: `Case #${id} Details` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    eachOnceWithToken(calls, caseCalls);
  });

  test('a first visit of an address the boot script cannot know (a report, with a search): its requests go out without axios, and the report shows while axios is held', async ({
    page,
    baseURL,
  }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    const calls = apiCalls(page);
    const axios = await hold(page, AXIOS);
    await page.goto('/reporting?scheme=1&report=category&level=loc');
    // The filters and the report, sent with fetch by the client (api/bootAdoption.ts) with the token.
    await expect(page.locator('.report-table tbody tr').first()).toBeVisible();
    expect(calls.map(({ call }) => call)).toEqual(
      expect.arrayContaining([`GET ${baseURL}/api/reporting-filters/1`, `GET ${baseURL}/api/reporting/category?scheme_id=1&level=loc`]),
    );
    const token = await storedToken(page);
    expect(calls.filter((call) => call.token !== token)).toEqual([]);
    axios.open();
    await page.waitForLoadState('networkidle');
    // Nothing was sent twice.
    expect(calls.filter(({ call }) => call.includes('/api/reporting/category'))).toHaveLength(1);
  });

  test('Today’s first visit: every card fills while axios is held (its GETs go out with fetch), and axios is asked for once the requests are quiet', async ({
    page,
  }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    const calls = apiCalls(page);
    const axios = await hold(page, AXIOS);
    await page.goto('/today');
    for (const title of ['Alerts', 'Queries', 'Cases', 'Results', 'NPS'])
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    // Every card has its answers (no skeleton left): the boot script's four, and the rest with fetch.
    await expect(page.locator('.today-card [role="status"]')).toHaveCount(0, { timeout: 15000 });
    expect(calls.length).toBeGreaterThan(4);
    const token = await storedToken(page);
    expect(calls.filter((call) => call.token !== token)).toEqual([]);
    const sent = calls.map(({ call }) => call);
    expect(sent).toHaveLength(new Set(sent).size);
    await expect.poll(axios.asked, { timeout: 20_000 }).toBe(true);
    axios.open();
  });

  test('the login page: axios’s chunk is asked for only once the form has painted, not on the window’s load', async ({ page }) => {
    const loginPage = await hold(page, fileOf('src/features/auth/pages/LoginPage.tsx'));
    const axios = await hold(page, AXIOS);
    await page.goto('/');
    await expect.poll(loginPage.asked).toBe(true);
    // The page's own chunk held: the entry, the framework and the config are in and the window has
    // loaded; nothing may ask for axios beside the form's chunks.
    await page.waitForTimeout(1500);
    expect(axios.asked()).toBe(false);
    loginPage.open();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect.poll(axios.asked, { timeout: 10_000 }).toBe(true);
    axios.open();
    await wrongPasswordAnswered(page);
  });

  test('the login page: the answer’s decoder is asked for only once the form has painted and the page has been quiet', async ({ page }) => {
    // Its chunk imports the schema library from the signed-in frame's chunk, whose stylesheet comes with
    // it: right after the paint, those files ended before the page's largest paint (features/auth/authApi.ts).
    const decoders = await hold(page, fileOf('src/features/auth/authSchemas.ts'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // Painted, but the page has not been quiet for a second yet.
    await page.waitForTimeout(500);
    expect(decoders.asked()).toBe(false);
    await expect.poll(decoders.asked, { timeout: 10_000 }).toBe(true);
    decoders.open();
    await wrongPasswordAnswered(page);
  });

  test('an expired stored token: the boot script sends nothing, the client refreshes and the page loads', async ({ page, baseURL }) => {
    await openDashboard(page);
    const old = await storedToken(page);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('portal.token') ?? 'null') as { expiresAt: number };
      localStorage.setItem('portal.token', JSON.stringify({ ...stored, expiresAt: Date.now() - 60_000 }));
    });
    const calls = apiCalls(page);
    await page.goto('/dashboard');
    await expect(leagueTable(page)).toBeVisible();
    expect(await page.evaluate(() => '__portalBoot' in window)).toBe(false);
    expect(calls[0]?.call).toBe(`POST ${baseURL}/api/auth/refresh`);
    expect(calls.filter(({ call }) => call.startsWith('POST') && call.endsWith('/api/auth/refresh'))).toHaveLength(1);
    const dashboard = calls.filter(({ call }) => call === `GET ${baseURL}/api/dashboard`);
    expect(dashboard).toHaveLength(1);
    expect(dashboard[0]?.token).not.toBe(old);
    expect(calls.filter(({ token }) => !token)).toEqual([]);
  });

  test('a token the API has expired: the boot request’s 401 goes through the one refresh and one retry', async ({ page, baseURL }) => {
    await openDashboard(page);
    const old = await storedToken(page);
    // The demo API's control: the token is past its expiry at the API; the browser does not know.
    expect((await page.request.post('/api/__demo/expire-token', { headers: { Authorization: `Bearer ${old}` } })).ok()).toBe(true);
    const calls = apiCalls(page);
    await page.goto('/dashboard');
    await expect(leagueTable(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter(({ call }) => call.endsWith('/api/auth/refresh'))).toHaveLength(1);
    const dashboard = calls.filter(({ call }) => call === `GET ${baseURL}/api/dashboard`);
    expect(dashboard.map(({ token }) => token === old)).toEqual([true, false]);
    // Never a request without a token: the refresh carries the old one, the retry the new one.
    expect(calls.filter(({ token }) => !token)).toEqual([]);
    await expect(page).toHaveURL(/\/dashboard/);
  });
});

/** Where the portal's name starts in a bar: the left edge of its text, not of the link around it. */
const nameLeft = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const text = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('Client Portal'));
    if (!text) return null;
    const range = document.createRange();
    range.selectNodeContents(text);
    return range.getBoundingClientRect().left;
  });

test(
  'the manifest waits until the page has settled, and the tab icon is in the page: none of them is fetched beside the page’s own files',
  { tag: '@any-viewport' },
  async ({ page }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(manifest\.webmanifest|pwa-.*\.png|favicon\.(svg|ico))$/.test(pathname)) fetched.push(pathname);
    });
    // When the manifest's link came into the head (a link in the inert template is no element of it).
    await page.addInitScript(() => {
      const seen = window as unknown as { manifestLinkedAt?: number };
      new MutationObserver(() => {
        if (seen.manifestLinkedAt === undefined && document.head?.querySelector('link[rel="manifest"]')) seen.manifestLinkedAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const entry = await hold(page, ENTRY);
    await page.goto('/today', { waitUntil: 'commit' });
    await expect(page.locator('.boot-frame')).toBeVisible();
    await expect.poll(entry.asked).toBe(true);
    // The page is on its way (the entry held back, so no load yet): the link is in an inert template.
    expect(await page.locator('head link[rel="manifest"]').count()).toBe(0);
    expect(fetched).toEqual([]);
    entry.open();
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    // The tab icon is written into the head (scripts/vite/boot.ts `svgIconInline`): no request for it.
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    // Then, once the page's requests have been quiet, the app adds the manifest: linked, and read by
    // the browser without errors.
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 15_000 });
    expect(fetched.filter((path) => path.startsWith('/favicon'))).toEqual([]);
    // Linked once the page's requests had settled (app/afterLoad.ts): every API request that had
    // started by then had also ended.
    const apiBefore = await page.evaluate(`(() => {
      const at = window.manifestLinkedAt;
      const api = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/api/') && entry.startTime < at);
      return { count: api.length, open: api.filter((entry) => entry.responseEnd > at).length };
    })()`);
    expect(apiBefore).toMatchObject({ open: 0 });
    expect((apiBefore as { count: number }).count).toBeGreaterThan(0);
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    expect(manifest.errors).toEqual([]);
  },
);

test.describe('the app’s start', { tag: '@any-viewport' }, () => {
  test('is a file of its own, which index.html preloads beside the entry, asked for once', async ({ page }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const entry = await hold(page, ENTRY);
    await page.goto('/today', { waitUntil: 'commit' });
    // Asked for from index.html's own link, while the entry is still held back.
    await expect.poll(() => asked.includes(START)).toBe(true);
    expect(START).not.toBe(ENTRY);
    entry.open();
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    expect(asked.filter((path) => path === START)).toHaveLength(1);
  });

  test('a first visit whose app file cannot load (a new release, the network cut): the new-version notice, not the bare frame', async ({ page }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    await page.route(`**${START}`, (route) => route.abort('failed'));
    await page.goto('/today');
    await expect(page.getByRole('heading', { name: 'A new version of the portal is available.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.locator('.boot-frame')).toHaveCount(0);
  });
});

// Desktop and phone: where the frame draws the name depends on the width (issue 30).
test.describe('the frame in index.html', () => {
  test('paints before any script has run, with the name where the top bar draws it; the first render replaces it', async ({ page }) => {
    await signInAt(page, 'manager', '/favicon.svg');
    const entry = await hold(page, ENTRY);
    await page.goto('/today', { waitUntil: 'commit' });
    const frame = page.locator('.boot-frame');
    // The app's entry is held back: nothing but the HTML and its stylesheet has drawn this.
    await expect(frame.getByText('Client Portal')).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(entry.asked()).toBe(true);
    // Decoration only: nothing in it for a screen reader to read twice.
    await expect(frame).toHaveAttribute('aria-hidden', 'true');
    const bar = await page.locator('.boot-frame-bar').boundingBox();
    const framed = await nameLeft(page, '.boot-frame-bar');

    entry.open();
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    await expect(frame).toHaveCount(0);
    const topBar = await page.locator('.portal-topbar').boundingBox();
    expect(bar).toEqual(topBar);
    const named = await nameLeft(page, '.portal-brand');
    expect(framed).not.toBeNull();
    expect(Math.abs((named ?? 0) - (framed ?? 0))).toBeLessThanOrEqual(2);
  });
});
