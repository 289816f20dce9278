import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_FILE_CODE,
  BOOT_LINKS_PER_TASK,
  BOOT_RECORD_KEY,
  BOOT_TOKEN_MARGIN_MS,
  CLIENT_HEADERS,
  startBoot,
  type BootTable,
  type BootWindow,
} from '@/api/bootScript';
import { RUNTIME_CONFIG_PATH } from '@/api/runtimeConfig';
import { writeSharedToken } from '@/api/sessionSync';
import { makeStore } from '@/store/store';
import { signIn } from '@/store/sessionSlice';
import { bootScriptCode } from '../../scripts/vite/boot';

// The boot script's decisions (api/bootScript.ts), in jsdom with a fake fetch: what it starts on a
// page load, and when it starts nothing. The session is stored by the app's own code, so the
// script and the app agree on where things are kept.

const ORIGIN = 'https://portal.example.com';
const BASE = `${ORIGIN}/api`;
const USER = 7;
const TABLE: BootTable = {
  base: '/assets/',
  files: ['shell-a', 'shell-a.css', 'DashboardRoute-b', 'dashboardRouteData-c', 'CaseDetailPage-d', 'CompanyPage-e'],
  needs: ['view - dashboard', 'case management - view cases', 'role:client - overall admin'],
  routes: [
    ['/', ''],
    ['/:company', '5'],
    ['/dashboard', '0123', ['0/dashboard', '/everyone?x=1']],
    ['/case-management/case/:id', '014', ['1/case-management/cases/{id}', '12/case-management/cases/{id}/edit']],
    ['/case-management/cases', '01', ['1/case-management/cases/filters'], ['portal.caseListDefaults.{user}']],
  ],
};

/** Stores a session as the app does after a login (token and session), for `user`. */
function signedIn({
  user = USER,
  token = 'eyJhbGciOi.payload-part_1.sig~nature',
  expiresIn = 3600,
  permissions = [] as string[],
  roles = [] as string[],
} = {}) {
  makeStore().dispatch(
    signIn({
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      user: { id: user, name: 'Store Manager', email: 'm@example.com', company_id: 913, permissions, roles },
    } as never),
  );
  // The expiry exactly as the test wants it (a sign-in never stores one in the past).
  writeSharedToken({ token, expiresAt: Date.now() + expiresIn * 1000, epoch: 'e1' });
  return token;
}

function recorded(entries: Record<string, string[]>, { user = USER, base = BASE } = {}) {
  localStorage.setItem(BOOT_RECORD_KEY, JSON.stringify({ user, base, entries }));
}

/** A page load at `address` with a fake fetch that answers /config.json with `config`. */
function page(address: string, config: { status?: number; body?: unknown } = { body: {} }) {
  const url = new URL(address, ORIGIN);
  const fetch = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    void init;
    if (input === RUNTIME_CONFIG_PATH) return new Response(JSON.stringify(config.body ?? {}), { status: config.status ?? 200 });
    return new Response(JSON.stringify({ answered: input }), { status: 200 });
  });
  const document = window.document.implementation.createHTMLDocument('page');
  const w = {
    localStorage: window.localStorage,
    location: { pathname: url.pathname, search: url.search, origin: ORIGIN },
    document,
    fetch,
  } as unknown as BootWindow;
  const links = () =>
    [...document.head.querySelectorAll('link')].map(
      (link) =>
        `${link.rel}${link.getAttribute('as') ? `:${link.getAttribute('as')}` : ''} ${link.getAttribute('href')} crossorigin=${link.getAttribute('crossorigin')}`,
    );
  const apiCalls = () => fetch.mock.calls.filter(([input]) => input !== RUNTIME_CONFIG_PATH);
  /** The links once the tasks that insert them have run (none goes in during the script's own task). */
  const linksInserted = async () => {
    await tasks(8);
    return links();
  };
  return {
    w,
    fetch,
    links,
    linksInserted,
    apiCalls,
    settled: () => Promise.allSettled(Object.values(w.__portalBoot?.requests ?? {}).map((request) => request.answer)),
  };
}

/** Lets `count` tasks run (the boot script inserts its links a few per task). */
async function tasks(count = 1) {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => vi.restoreAllMocks());

describe('the boot script on a signed-in load', () => {
  it('preloads the route’s chunks and styles, fetches the config, and sends the recorded requests with the client’s headers', async () => {
    const token = signedIn();
    recorded({ '/dashboard': [`${BASE}/dashboard`, `${BASE}/me?x=1`], '/queries': [`${BASE}/queries`] });
    const load = page('/dashboard');
    startBoot(TABLE, load.w);
    expect(await load.linksInserted()).toEqual([
      'modulepreload /assets/shell-a.js crossorigin=',
      'preload:style /assets/shell-a.css crossorigin=',
      'modulepreload /assets/DashboardRoute-b.js crossorigin=',
      'modulepreload /assets/dashboardRouteData-c.js crossorigin=',
    ]);
    expect(load.fetch).toHaveBeenCalledWith(RUNTIME_CONFIG_PATH, { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const results = await load.settled();
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(load.apiCalls().map(([input, init]) => [input, init?.headers])).toEqual([
      [`${BASE}/dashboard`, { ...CLIENT_HEADERS, Authorization: `Bearer ${token}` }],
      [`${BASE}/me?x=1`, { ...CLIENT_HEADERS, Authorization: `Bearer ${token}` }],
    ]);
    expect(CLIENT_HEADERS).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
    const boot = load.w.__portalBoot!;
    expect(boot.token).toBe(token);
    expect(Object.keys(boot.requests)).toEqual([`${BASE}/dashboard`, `${BASE}/me?x=1`]);
    expect(await boot.requests[`${BASE}/dashboard`]!.answer).toEqual({ status: 200, text: JSON.stringify({ answered: `${BASE}/dashboard` }) });
    expect(boot.config).toBe(load.fetch.mock.results[0]!.value);
  });

  it('asks for the config in its own task and the links after it: behind the page’s files it would wait for a free connection', async () => {
    signedIn();
    const load = page('/dashboard');
    const linksWhenConfigAsked: number[] = [];
    load.fetch.mockImplementationOnce(async (input: string) => {
      linksWhenConfigAsked.push(load.links().length);
      return new Response(input === RUNTIME_CONFIG_PATH ? '{}' : '', { status: 200 });
    });
    startBoot(TABLE, load.w);
    expect(load.fetch.mock.calls[0]![0]).toBe(RUNTIME_CONFIG_PATH);
    expect(linksWhenConfigAsked).toEqual([0]);
    // Each link starts its request inside its insertion: none beside the storage reads and the
    // page's first fetch, which already make the script's own task the longest.
    expect(load.links()).toEqual([]);
    expect(await load.linksInserted()).toHaveLength(4);
  });

  it('inserts a long route’s links a few per task, in order', async () => {
    signedIn();
    recorded({ '/reports': [`${BASE}/reports`] });
    const many = Array.from({ length: BOOT_LINKS_PER_TASK * 2 + 1 }, (_, index) => `chunk-${index}`);
    const table: BootTable = { ...TABLE, files: many, routes: [['/reports', many.map((_, index) => String.fromCharCode(BOOT_FILE_CODE + index)).join('')]] };
    const load = page('/reports');
    startBoot(table, load.w);
    expect(load.links()).toEqual([]);
    expect(load.fetch.mock.calls.map(([input]) => input)).toEqual([RUNTIME_CONFIG_PATH]);
    // The first few in the next task, then a few more per task.
    await tasks();
    expect(load.links()).toEqual(many.slice(0, BOOT_LINKS_PER_TASK).map((file) => `modulepreload /assets/${file}.js crossorigin=`));
    await tasks();
    expect(load.links()).toHaveLength(BOOT_LINKS_PER_TASK * 2);
    await tasks();
    expect(load.links()).toEqual(many.map((file) => `modulepreload /assets/${file}.js crossorigin=`));
    await load.settled();
    expect(load.apiCalls().map(([input]) => input)).toEqual([`${BASE}/reports`]);
  });

  it('matches a literal segment before a parameter, and a parameter where nothing literal fits', async () => {
    signedIn();
    const numbered = page('/case-management/case/42');
    startBoot(TABLE, numbered.w);
    expect(await numbered.linksInserted()).toHaveLength(3);
    expect(numbered.links()[2]).toContain('CaseDetailPage-d.js');
    const company = page('/913');
    startBoot(TABLE, company.w);
    expect(await company.linksInserted()).toEqual(['modulepreload /assets/CompanyPage-e.js crossorigin=']);
    const unknown = page('/nowhere/at/all');
    startBoot(TABLE, unknown.w);
    expect(await unknown.linksInserted()).toEqual([]);
  });

  it('without a record of this address: chunks and config only, no API request', async () => {
    signedIn();
    recorded({ '/queries': [`${BASE}/queries`] });
    const load = page('/dashboard?scheme=2');
    startBoot(TABLE, load.w);
    await load.settled();
    expect(await load.linksInserted()).toHaveLength(4);
    expect(load.apiCalls()).toEqual([]);
    expect(load.w.__portalBoot?.requests).toEqual({});
  });

  it('sends at most four requests, and only to the recorded API base', async () => {
    signedIn();
    recorded({ '/dashboard': [1, 2, 3, 4, 5].map((n) => `${BASE}/r${n}`).concat(`https://elsewhere.example.com/api/x`) });
    const first = page('/dashboard');
    startBoot(TABLE, first.w);
    await first.settled();
    expect(first.apiCalls().map(([input]) => input)).toEqual([1, 2, 3, 4].map((n) => `${BASE}/r${n}`));
    recorded({ '/dashboard': [`https://elsewhere.example.com/api/x`, `${BASE}evil/x`] });
    const second = page('/dashboard');
    startBoot(TABLE, second.w);
    await second.settled();
    expect(second.apiCalls()).toEqual([]);
  });

  it('this origin’s /api: sends at once, without waiting for the config', async () => {
    signedIn();
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const load = page('/dashboard');
    // The config never answers: the request to this origin goes all the same.
    load.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    startBoot(TABLE, load.w);
    const results = await load.settled();
    expect(results.map((result) => result.status)).toEqual(['fulfilled']);
    expect(load.apiCalls().map(([input]) => input)).toEqual([`${BASE}/dashboard`]);
  });

  // An API on another origin: the token goes there only once the deployed config names it.
  const OTHER = 'https://api.example.com/api';

  it.each([
    ['the same absolute address', { apiBaseUrl: OTHER }],
    ['the same absolute address with a trailing slash', { apiBaseUrl: `${OTHER}/` }],
  ])('another API: sends when the config names the recorded base: %s', async (_name, body) => {
    signedIn();
    recorded({ '/dashboard': [`${OTHER}/dashboard`] }, { base: OTHER });
    const load = page('/dashboard', { body });
    startBoot(TABLE, load.w);
    await load.settled();
    expect(load.apiCalls().map(([input]) => input)).toEqual([`${OTHER}/dashboard`]);
  });

  it.each([
    ['no apiBaseUrl (this origin’s /api)', { body: {} }],
    ['an empty apiBaseUrl', { body: { apiBaseUrl: '' } }],
    ['yet another API', { body: { apiBaseUrl: 'https://elsewhere.example.com/api' } }],
    ['another path', { body: { apiBaseUrl: '/v2/api' } }],
    ['a value that is not text', { body: { apiBaseUrl: 42 } }],
    ['a config that is not JSON', { body: undefined, status: 200, raw: '<html>' }],
    ['a config that answered 404', { body: {}, status: 404 }],
  ])('another API: sends nothing when the config does not name the recorded base: %s', async (_name, config) => {
    signedIn();
    recorded({ '/dashboard': [`${OTHER}/dashboard`] }, { base: OTHER });
    const load = page('/dashboard', config);
    if ('raw' in config) load.fetch.mockImplementationOnce(async () => new Response('<html>', { status: 200 }));
    startBoot(TABLE, load.w);
    const results = await load.settled();
    expect(load.apiCalls()).toEqual([]);
    expect(results.map((result) => result.status)).toEqual(['rejected']);
    // The chunks need only the token.
    expect(await load.linksInserted()).toHaveLength(4);
  });
});

describe('a first visit of an address (no record of it): the route’s first requests from the table', () => {
  it('sends those the stored permissions allow (as the app compares them), once the config names this origin’s API, with the client’s headers', async () => {
    const token = signedIn({ permissions: [' View -  Dashboard '] });
    const load = page('/dashboard');
    startBoot(TABLE, load.w);
    expect(Object.keys(load.w.__portalBoot!.requests)).toEqual([`${BASE}/dashboard`, `${BASE}/everyone?x=1`]);
    await load.settled();
    expect(load.apiCalls().map(([input, init]) => [input, init?.headers])).toEqual([
      [`${BASE}/dashboard`, { ...CLIENT_HEADERS, Authorization: `Bearer ${token}` }],
      [`${BASE}/everyone?x=1`, { ...CLIENT_HEADERS, Authorization: `Bearer ${token}` }],
    ]);
    const without = page('/dashboard');
    signedIn();
    startBoot(TABLE, without.w);
    await without.settled();
    expect(without.apiCalls().map(([input]) => input)).toEqual([`${BASE}/everyone?x=1`]);
  });

  it('waits for the config: nothing goes while it has not answered, nor when it names another API', async () => {
    signedIn({ permissions: ['view - dashboard'] });
    const pending = page('/dashboard');
    pending.fetch.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    startBoot(TABLE, pending.w);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pending.apiCalls()).toEqual([]);
    const other = page('/dashboard', { body: { apiBaseUrl: 'https://api.example.com/api' } });
    startBoot(TABLE, other.w);
    await other.settled();
    expect(other.apiCalls()).toEqual([]);
  });

  it('a path parameter only when written as the app writes an id; a role as a role', async () => {
    signedIn({ permissions: ['case management - view cases'] });
    const viewer = page('/case-management/case/42');
    startBoot(TABLE, viewer.w);
    await viewer.settled();
    expect(viewer.apiCalls().map(([input]) => input)).toEqual([`${BASE}/case-management/cases/42`]);
    signedIn({ permissions: ['case management - view cases'], roles: ['Client - Overall Admin'] });
    const admin = page('/case-management/case/987654321');
    startBoot(TABLE, admin.w);
    await admin.settled();
    expect(admin.apiCalls().map(([input]) => input)).toEqual([`${BASE}/case-management/cases/987654321`, `${BASE}/case-management/cases/987654321/edit`]);
    for (const id of ['042', 'abc', '1234567890', '4%32']) {
      const odd = page(`/case-management/case/${id}`);
      startBoot(TABLE, odd.w);
      await odd.settled();
      expect(odd.apiCalls(), id).toEqual([]);
      expect(await odd.linksInserted(), id).toHaveLength(3);
    }
  });

  it('a request listed once for each permission that allows it goes once, within the four', async () => {
    const table: BootTable = {
      ...TABLE,
      needs: [...TABLE.needs, 'case management - update cases'],
      routes: [
        ['/case-management/case/:id', '014', ['1/case-management/cases/{id}', '12/case-management/cases/{id}/edit', '13/case-management/cases/{id}/edit']],
      ],
    };
    for (const [permissions, roles, expected] of [
      [
        ['case management - view cases', 'case management - update cases'],
        ['Client - Overall Admin'],
        ['/case-management/cases/8', '/case-management/cases/8/edit'],
      ],
      [['case management - view cases', 'case management - update cases'], [], ['/case-management/cases/8', '/case-management/cases/8/edit']],
      [['case management - view cases'], [], ['/case-management/cases/8']],
    ] as const) {
      signedIn({ permissions: [...permissions], roles: [...roles] });
      const load = page('/case-management/case/8');
      startBoot(table, load.w);
      await load.settled();
      expect(load.apiCalls().map(([input]) => input)).toEqual(expected.map((path) => `${BASE}${path}`));
    }
  });

  it('nothing when a key the route’s data reads is stored (a remembered filter changes what the page asks)', async () => {
    signedIn({ permissions: ['case management - view cases'] });
    localStorage.setItem(`portal.caseListDefaults.${USER + 1}`, '{}');
    const fresh = page('/case-management/cases');
    startBoot(TABLE, fresh.w);
    await fresh.settled();
    expect(fresh.apiCalls().map(([input]) => input)).toEqual([`${BASE}/case-management/cases/filters`]);
    localStorage.setItem(`portal.caseListDefaults.${USER}`, '{}');
    const remembered = page('/case-management/cases');
    startBoot(TABLE, remembered.w);
    await remembered.settled();
    expect(remembered.apiCalls()).toEqual([]);
    localStorage.clear();
  });

  it('the record of the address comes first; an address with a search, or one no signed-in route matches, sends nothing', async () => {
    signedIn({ permissions: ['view - dashboard'] });
    recorded({ '/dashboard': [`${BASE}/dashboard/1?visitnum=3`], '/nowhere/at/all': [`${BASE}/x`], '/913': [`${BASE}/y`], '/': [`${BASE}/z`] });
    const recordedLoad = page('/dashboard');
    startBoot(TABLE, recordedLoad.w);
    await recordedLoad.settled();
    expect(recordedLoad.apiCalls().map(([input]) => input)).toEqual([`${BASE}/dashboard/1?visitnum=3`]);
    for (const address of ['/dashboard?scheme=2', '/nowhere/at/all', '/']) {
      const load = page(address);
      startBoot(TABLE, load.w);
      await load.settled();
      expect(load.apiCalls(), address).toEqual([]);
    }
  });
});

describe('the boot script starts nothing', () => {
  const nothingStarted = async (load: ReturnType<typeof page>) => {
    expect(load.fetch).not.toHaveBeenCalled();
    expect(await load.linksInserted()).toEqual([]);
    expect(load.w.__portalBoot).toBeUndefined();
  };

  it('without a stored token', async () => {
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const load = page('/dashboard');
    startBoot(TABLE, load.w);
    await nothingStarted(load);
  });

  it.each([
    ['not JSON', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
    ['JSON without a token', JSON.stringify({ expiresAt: Date.now() + 3_600_000 })],
    ['a token that is not text', JSON.stringify({ token: 12345, expiresAt: Date.now() + 3_600_000 })],
    ['a token with characters no bearer token has', JSON.stringify({ token: 'abc def\r\nX-Evil: 1', expiresAt: Date.now() + 3_600_000 })],
    ['an expiry that is not a number', JSON.stringify({ token: 'abc', expiresAt: String(Date.now() + 3_600_000) })],
    ['another application’s format', JSON.stringify({ access_token: 'abc', token_type: 'bearer', expires_in: 3600 })],
    ['an empty object', '{}'],
    ['null', 'null'],
  ])('with a malformed stored token: %s', async (_name, raw) => {
    signedIn();
    localStorage.setItem('portal.token', raw);
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const load = page('/dashboard');
    startBoot(TABLE, load.w);
    await nothingStarted(load);
  });

  it('with an expired token, or one that expires within the margin', async () => {
    signedIn({ expiresIn: -60 });
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const expired = page('/dashboard');
    startBoot(TABLE, expired.w);
    await nothingStarted(expired);
    signedIn({ expiresIn: BOOT_TOKEN_MARGIN_MS / 1000 - 1 });
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const expiring = page('/dashboard');
    startBoot(TABLE, expiring.w);
    await nothingStarted(expiring);
    signedIn({ expiresIn: BOOT_TOKEN_MARGIN_MS / 1000 + 5 });
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const fresh = page('/dashboard');
    startBoot(TABLE, fresh.w);
    expect(fresh.fetch).toHaveBeenCalled();
  });

  it('when the record belongs to another user, or no session is stored', async () => {
    signedIn({ user: USER });
    recorded({ '/dashboard': [`${BASE}/dashboard`] }, { user: USER + 1 });
    const other = page('/dashboard');
    startBoot(TABLE, other.w);
    await nothingStarted(other);
    localStorage.removeItem('portal.session');
    recorded({ '/dashboard': [`${BASE}/dashboard`] });
    const noSession = page('/dashboard');
    startBoot(TABLE, noSession.w);
    await nothingStarted(noSession);
  });

  it('when storage cannot be read', async () => {
    const load = page('/dashboard');
    Object.defineProperty(load.w, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    startBoot(TABLE, load.w);
    await nothingStarted(load);
  });
});

describe('the built boot script (scripts/vite/boot.ts)', () => {
  it('is a classic script that runs these decisions with its table', async () => {
    const code = await bootScriptCode(TABLE);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    const token = signedIn();
    recorded({ '/dashboard': [`${window.location.origin}/api/dashboard`] }, { base: `${window.location.origin}/api` });
    window.history.replaceState(null, '', '/dashboard');
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async (input) => new Response(input === RUNTIME_CONFIG_PATH ? '{}' : '{"ok":true}'));
    try {
      // As the browser runs an external classic script: its own scope, the page's window.
      new Function(code)();
      await tasks(4);
      expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
        '/assets/shell-a.js',
        '/assets/DashboardRoute-b.js',
        '/assets/dashboardRouteData-c.js',
      ]);
      await Promise.allSettled(Object.values(window.__portalBoot?.requests ?? {}).map((request) => request.answer));
      expect(fetch.mock.calls.map(([input]) => input)).toEqual([RUNTIME_CONFIG_PATH, `${window.location.origin}/api/dashboard`]);
      expect(window.__portalBoot?.token).toBe(token);
    } finally {
      document.head.querySelectorAll('link').forEach((link) => link.remove());
      delete window.__portalBoot;
      window.history.replaceState(null, '', '/');
    }
  });
});
