// Runs under tsx (like the benchmarks that import it): the session is built by the app's own code.
import { LoginResponseSchema } from '../src/api/authSchemas.ts';
import { decodeOrThrow } from '../src/api/schema.ts';
import { sessionFromLoginResponse } from '../src/store/sessionSlice.ts';

/**
 * The pages the speed benchmarks measure (`npm run bench:lighthouse`, `npm run bench:trace`): every
 * page of issues 23 and 30 (reporting twice: its introduction, and a report shown), Today (issue
 * 24), and the dashboard twice: with the answer's own figures, and composed from documented calls
 * against the minimal contract (issue 29). `:id` is a case of the seeded session's company.
 */
/** @type {Record<string, { path: string; signedIn: boolean; minimal?: boolean }>} */
export const BENCH_PAGES = {
  login: { path: '/', signedIn: false },
  today: { path: '/today', signedIn: true },
  dashboard: { path: '/dashboard', signedIn: true },
  'dashboard-derived': { path: '/dashboard', signedIn: true, minimal: true },
  nps: { path: '/nps-dashboard', signedIn: true },
  reporting: { path: '/reporting', signedIn: true },
  'reporting-report': { path: '/reporting?scheme=1&report=category&level=loc', signedIn: true },
  queries: { path: '/queries', signedIn: true },
  'critical-focus': { path: '/critical-focus', signedIn: true },
  'case-dashboard': { path: '/case-management', signedIn: true },
  'case-list': { path: '/case-management/cases', signedIn: true },
  'case-detail': { path: '/case-management/case/:id', signedIn: true },
};

const ACCOUNT = { UserName: 'manager@example.com', password: 'demo1234' };

/**
 * Signs in through the demo API at `at` and builds what the app keeps in localStorage after a login
 * (read and turned into the stored session by the app's own code: api/authSchemas.ts,
 * store/sessionSlice.ts), with the id of a case the account may open.
 */
export async function benchSession(at) {
  const response = await fetch(`${at}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  const body = decodeOrThrow(LoginResponseSchema, await response.json(), 'POST /api/auth/login');
  const session = sessionFromLoginResponse(body);
  const cases = await fetch(`${at}/api/case-management/cases?initial=1&page=1&sort=created%20date`, {
    headers: { Authorization: `Bearer ${body.access_token}`, Accept: 'application/json' },
  }).then((r) => r.json());
  return {
    entries: {
      'portal.token': JSON.stringify({ token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }),
      'portal.session': JSON.stringify(session),
      'portal.lastCompany': String(session.user.company_id),
    },
    caseId: cases.data?.[0]?.id ?? 1,
  };
}

/**
 * Stores a session's `entries` in the page's localStorage on the origin `at` (from a same-origin
 * file, before the measured load), as the app finds them after a login.
 */
export async function storeSession(page, at, entries) {
  await page.goto(`${at}/favicon.svg`);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * A returning user's earlier visit of `url` (the benchmarks' returning visits): it records the page's
 * requests for the boot script. The service worker starts once the page has settled, which can be
 * after the network is idle: it is waited for (at most 20 s) and removed with Cache Storage, so that
 * it does not control the measured load. The caller clears the HTTP cache.
 */
export async function earlierVisit(page, cdp, url, origin) {
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 20_000))]));
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
}
