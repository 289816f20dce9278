import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_HOLD_MS, bootRecording, heldBootRequests, takeBootRequests } from '@/api/bootRequests';
import { BOOT_RECORD_KEY, startBoot, type BootTable } from '@/api/bootScript';
import { ApiError } from '@/api/errors';
import { INACTIVITY_MESSAGE, apiBaseUrl, endSession, onAuthFailure, queueState, request, startSession } from '@/api/http';
import { loadRuntimeConfig, resetRuntimeConfig, runtimeConfig } from '@/api/runtimeConfig';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { scenarios, stats } from '@/demo/scenarios';
import { server } from '../setup';

// The HTTP client adopts what the boot script (index.html, api/bootScript.ts) already sent: the real
// boot script runs here in jsdom against the demo API, then the client starts as it does on a page
// load (takeBootRequests, what api/http.ts runs when it initialises) and sends its requests.

const manager = () => db().users.find((item) => item.email === 'manager@example.com')!;

/** Signs the manager in (token and stored session, as after a login) and returns the token. */
function signInManager(): string {
  const response = loginResponse(manager());
  startSession(response.access_token, 3600);
  localStorage.setItem('portal.session', JSON.stringify({ user: { id: manager().id, name: 'M' }, permissions: [], roles: [], companyLabels: {} }));
  return response.access_token;
}

/** Records `paths` for the address as a navigation's route data would (through the client itself). */
async function record(address: string, paths: string[]) {
  const recording = bootRecording(address, manager().id);
  for (const path of paths) await request(path, { recordFor: recording });
  stats.reset();
}

/**
 * The route table the build gives the boot script: /dashboard with a page file and no first
 * requests (only the record sends), /today with three first requests anyone may make and one that
 * needs a permission the manager's stored session here does not hold.
 */
const TABLE: BootTable = {
  base: '/assets/',
  files: ['page'],
  needs: ['view - queries'],
  routes: [
    ['/dashboard', '0'],
    ['/today', '0', ['/ping?n=1', '/ping?n=2', '0/ping?n=9', '/ping?n=3']],
  ],
};

/** Loads the page at `address`: the boot script runs, then the client takes its requests. */
function load(address: string, token: string | null = localToken()) {
  window.history.replaceState(null, '', address);
  startBoot(TABLE, window);
  takeBootRequests(window.__portalBoot, token);
}

const localToken = () => (JSON.parse(localStorage.getItem('portal.token') ?? 'null') as { token: string } | null)?.token ?? null;
const pings = () => stats.calls.filter((call) => call.path === '/api/ping');

function watchLogout() {
  const handler = vi.fn();
  onAuthFailure(handler);
  return handler;
}

beforeEach(() => {
  server.use(http.get('*/config.json', () => HttpResponse.json({})));
});

afterEach(() => {
  vi.useRealTimers();
  endSession();
  delete window.__portalBoot;
  resetRuntimeConfig();
  window.history.replaceState(null, '', '/');
});

describe('the boot record, made by the client', () => {
  it('holds the final URL of each GET a navigation recorded, under its address, for its user and API base', async () => {
    signInManager();
    await record('/dashboard', ['/ping', '/ping?a=1']);
    await request('/ping', { params: { b: 'x y', c: [1, 2] }, recordFor: bootRecording('/queries?tab=2', manager().id) });
    expect(JSON.parse(localStorage.getItem(BOOT_RECORD_KEY)!)).toEqual({
      user: manager().id,
      base: apiBaseUrl(),
      entries: {
        '/dashboard': [`${apiBaseUrl()}/ping`, `${apiBaseUrl()}/ping?a=1`],
        '/queries?tab=2': [`${apiBaseUrl()}/ping?b=x+y&c%5B%5D=1&c%5B%5D=2`],
      },
    });
  });

  it('is forgotten at sign-out and at a new sign-in', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    endSession();
    expect(localStorage.getItem(BOOT_RECORD_KEY)).toBeNull();
    signInManager();
    await record('/dashboard', ['/ping']);
    signInManager();
    expect(localStorage.getItem(BOOT_RECORD_KEY)).toBeNull();
  });
});

describe('the HTTP client adopts boot requests', () => {
  it('an adopted answer is not requested twice', async () => {
    const token = signInManager();
    await record('/dashboard', ['/ping']);
    load('/dashboard');
    const response = await request<{ pong: boolean; userId: number }>('/ping');
    expect(response).toMatchObject({ status: 200, data: { pong: true, userId: manager().id } });
    expect(pings()).toHaveLength(1);
    expect(pings()[0]?.authorization).toBe(`Bearer ${token}`);
    // Claimed once: the next call is the client's own.
    await request('/ping');
    expect(pings()).toHaveLength(2);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it('the boot requests carry the headers the client sends', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    const seen: Array<Record<string, string>> = [];
    server.events.on('request:start', ({ request: sent }) => {
      if (!sent.url.includes('/api/ping')) return;
      const headers = Object.fromEntries([...sent.headers].filter(([name]) => !['user-agent', 'accept-encoding', 'accept-language'].includes(name)));
      seen.push(headers);
    });
    load('/dashboard');
    await window.__portalBoot!.requests[`${apiBaseUrl()}/ping`]!.answer;
    endSession();
    signInManager();
    await request('/ping');
    server.events.removeAllListeners();
    expect(seen).toHaveLength(2);
    const [boot, client] = seen as [Record<string, string>, Record<string, string>];
    expect(Object.keys(boot).sort()).toEqual(Object.keys(client).sort());
    expect(boot).toMatchObject({ accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', authorization: expect.stringMatching(/^Bearer /) });
  });

  it('each pending boot request holds one of the four slots until its answer is in; claiming takes none', async () => {
    signInManager();
    await record('/dashboard', ['/ping?n=1', '/ping?n=2', '/ping?n=3']);
    scenarios.delay('/api/ping', 200);
    load('/dashboard');
    expect(queueState()).toEqual({ active: 3, waiting: 0 });
    // One slot left: a fourth request goes, a fifth waits.
    const own = [request('/ping?n=4'), request('/ping?n=5')];
    await vi.waitFor(() => expect(queueState()).toEqual({ active: 4, waiting: 1 }));
    // Claiming a boot request takes no slot of its own.
    const adopted = request('/ping', { params: { n: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queueState()).toEqual({ active: 4, waiting: 1 });
    await Promise.all([adopted, ...own]);
    await vi.waitFor(() => expect(queueState()).toEqual({ active: 0, waiting: 0 }));
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
    expect(pings()).toHaveLength(5);
  });

  it('a token_expired answer to a boot request: exactly one refresh, then one retry through the client', async () => {
    const logout = watchLogout();
    const token = signInManager();
    await record('/dashboard', ['/ping?n=1', '/ping?n=2']);
    scenarios.expireTokens();
    load('/dashboard');
    const results = await Promise.all([request<{ pong: boolean }>('/ping?n=1'), request<{ pong: boolean }>('/ping?n=2')]);
    expect(results.map((result) => result.data.pong)).toEqual([true, true]);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    // Two boot requests with the old token, two retries with the new one.
    expect(pings().map((call) => call.authorization === `Bearer ${token}`)).toEqual([true, true, false, false]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('a 403 answer to a boot request reaches the caller exactly as a 403 the client received itself', async () => {
    const logout = watchLogout();
    signInManager();
    const forbidden = { message: 'You do not have access to this scheme.' };
    scenarios.failNext('/api/ping', 403, { body: forbidden });
    const own = (await request('/ping').catch((error: unknown) => error)) as ApiError;
    await record('/dashboard', ['/ping']);
    scenarios.failNext('/api/ping', 403, { body: forbidden });
    load('/dashboard');
    const adopted = (await request('/ping').catch((error: unknown) => error)) as ApiError;
    expect(adopted).toBeInstanceOf(ApiError);
    expect(adopted.toJSON()).toEqual(own.toJSON());
    expect(pings()).toHaveLength(1); // the boot request only
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(0);
    expect(logout).not.toHaveBeenCalled();
  });

  it('a token problem in a boot answer logs out once, as for any answer', async () => {
    const logout = watchLogout();
    signInManager();
    await record('/dashboard', ['/ping']);
    scenarios.blacklistTokens();
    load('/dashboard');
    await expect(request('/ping')).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(INACTIVITY_MESSAGE);
  });

  it('a 2xx boot answer that is not JSON is the same invalid_response error', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    scenarios.malformedNext('/api/ping', 200);
    load('/dashboard');
    await expect(request('/ping')).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
    expect(pings()).toHaveLength(1);
  });

  it('an answer sent with another token (another identity, or a token refreshed since) is never adopted', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    load('/dashboard', 'someone-else');
    expect(heldBootRequests()).toEqual([]);
    await request('/ping');
    // The boot request was cancelled before it went out; the client sent its own.
    expect(pings()).toHaveLength(1);
    expect(pings()[0]?.authorization).toBe(`Bearer ${localToken()}`);

    // Held for this token, then the identity changes before the client asks.
    stats.reset();
    load('/dashboard');
    expect(heldBootRequests()).toEqual([`${apiBaseUrl()}/ping`]);
    const next = signInManager();
    expect(heldBootRequests()).toEqual([]);
    await vi.waitFor(() => expect(queueState()).toEqual({ active: 0, waiting: 0 }));
    const response = await request<{ userId: number }>('/ping');
    expect(response.data.userId).toBe(manager().id);
    expect(pings().at(-1)?.authorization).toBe(`Bearer ${next}`);
  });

  it('an answer sent with a token that has been refreshed since is not adopted', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    load('/dashboard');
    await window.__portalBoot!.requests[`${apiBaseUrl()}/ping`]!.answer;
    // Another tab refreshed the token (same identity, new token): this tab adopts it.
    const stored = JSON.parse(localStorage.getItem('portal.token')!) as { epoch: string; expiresAt: number };
    const rotated = loginResponse(manager()).access_token;
    localStorage.setItem('portal.token', JSON.stringify({ ...stored, token: rotated }));
    await request('/ping');
    expect(pings()).toHaveLength(2);
    expect(pings()[1]?.authorization).toBe(`Bearer ${rotated}`);
  });

  it('unclaimed answers are dropped after the hold time, and the client then sends its own', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    load('/dashboard');
    await window.__portalBoot!.requests[`${apiBaseUrl()}/ping`]!.answer;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // jsdom's own timers are not faked: the answer and the slot are settled already.
    takeBootRequests(window.__portalBoot, localToken());
    expect(heldBootRequests()).toHaveLength(1);
    vi.advanceTimersByTime(BOOT_HOLD_MS - 1);
    expect(heldBootRequests()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(heldBootRequests()).toEqual([]);
    vi.useRealTimers();
    await request('/ping');
    expect(pings()).toHaveLength(2);
  });

  it('a boot request that failed at network level is sent again by the client', async () => {
    signInManager();
    await record('/dashboard', ['/ping']);
    scenarios.networkErrorNext('/api/ping');
    load('/dashboard');
    const response = await request<{ pong: boolean }>('/ping');
    expect(response.data.pong).toBe(true);
    expect(stats.count('/api/ping')).toBe(2);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it('the configuration the boot script fetched is adopted, not fetched again', async () => {
    signInManager();
    let fetched = 0;
    server.use(
      http.get('*/config.json', () => {
        fetched += 1;
        return HttpResponse.json({ storageBaseUrl: 'https://files.example.com' });
      }),
    );
    load('/dashboard');
    await loadRuntimeConfig();
    await window.__portalBoot?.requests[`${apiBaseUrl()}/ping`]?.answer.catch(() => undefined);
    expect(fetched).toBe(1);
    expect(runtimeConfig().storageBaseUrl).toBe('https://files.example.com');
    expect(window.__portalBoot?.config).toBeUndefined();
  });
});

describe('a 401 answer to a boot request follows the normal path: one refresh at most, never a loop, never without a token', () => {
  /** Every call the API received carried a bearer token (the refresh call its stale one). */
  const everyCallHadAToken = () => expect(stats.calls.filter((call) => !call.authorization?.startsWith('Bearer '))).toEqual([]);

  /** Loads /dashboard (its /ping recorded) with the manager's token expired at the API, and waits for the boot answer. */
  async function loadExpired() {
    const token = signInManager();
    await record('/dashboard', ['/ping']);
    scenarios.expireTokens();
    load('/dashboard');
    await window.__portalBoot!.requests[`${apiBaseUrl()}/ping`]!.answer;
    return token;
  }

  it('token_expired again on the retry: one refresh, one retry, then one logout', async () => {
    const logout = watchLogout();
    const token = await loadExpired();
    scenarios.failNext('/api/ping', 401, { body: { error: 'token_expired' } });
    await expect(request('/ping')).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    // The boot request with the old token, the client's one retry with the refreshed one.
    const [boot, retry] = pings().map((call) => call.authorization);
    expect(pings()).toHaveLength(2);
    expect(boot).toBe(`Bearer ${token}`);
    expect(retry).toMatch(/^Bearer \S+$/);
    expect(retry).not.toBe(boot);
    everyCallHadAToken();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(INACTIVITY_MESSAGE);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it('the refresh itself fails: no retry, one logout', async () => {
    const logout = watchLogout();
    await loadExpired();
    scenarios.failNext('/api/auth/refresh', 401, { body: { error: 'token_invalid' } });
    await expect(request('/ping')).rejects.toMatchObject({ status: 401, code: 'session_ended' });
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(pings()).toHaveLength(1); // the boot request only
    everyCallHadAToken();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it('another token problem (token_invalid): no refresh, not sent again, one logout', async () => {
    const logout = watchLogout();
    signInManager();
    await record('/dashboard', ['/ping']);
    scenarios.failNext('/api/ping', 401, { body: { error: 'token_invalid' } });
    load('/dashboard');
    await expect(request('/ping')).rejects.toMatchObject({ status: 401, code: 'token_invalid' });
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(0);
    expect(pings()).toHaveLength(1);
    everyCallHadAToken();
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('a first visit of an address (no record): the route’s first requests from the table, adopted the same way', () => {
  it('sends those the stored session may make, once the config names this origin’s API; each is adopted, not sent twice, and holds a slot until it is in', async () => {
    const token = signInManager();
    scenarios.delay('/api/ping', 200);
    load('/today');
    expect(heldBootRequests()).toEqual(['/ping?n=1', '/ping?n=2', '/ping?n=3'].map((path) => `${apiBaseUrl()}${path}`));
    expect(queueState()).toEqual({ active: 3, waiting: 0 });
    // One slot left: the route's fourth request goes, a fifth waits.
    const own = [request('/ping?n=4'), request('/ping?n=5')];
    await vi.waitFor(() => expect(queueState()).toEqual({ active: 4, waiting: 1 }));
    const adopted = await Promise.all([1, 2, 3].map((n) => request<{ pong: boolean }>('/ping', { params: { n } })));
    await Promise.all(own);
    expect(adopted.map((response) => response.data.pong)).toEqual([true, true, true]);
    // Three boot requests, the client's own two; never the one the session may not make.
    expect(pings()).toHaveLength(5);
    expect(stats.calls.filter((call) => call.path === '/api/ping' && call.query.includes('n=9'))).toEqual([]);
    expect(
      pings()
        .slice(0, 3)
        .map((call) => call.authorization),
    ).toEqual([1, 2, 3].map(() => `Bearer ${token}`));
    expect(stats.maxInFlight).toBeLessThanOrEqual(4);
    await vi.waitFor(() => expect(queueState()).toEqual({ active: 0, waiting: 0 }));
  });

  it('a token_expired answer: exactly one refresh, then one retry each through the client, never without a token', async () => {
    const logout = watchLogout();
    const token = signInManager();
    scenarios.expireTokens();
    load('/today');
    const results = await Promise.all([1, 2, 3].map((n) => request<{ pong: boolean }>('/ping', { params: { n } })));
    expect(results.map((result) => result.data.pong)).toEqual([true, true, true]);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(pings().map((call) => call.authorization === `Bearer ${token}`)).toEqual([true, true, true, false, false, false]);
    expect(stats.calls.filter((call) => !call.authorization?.startsWith('Bearer '))).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });

  it('a record of the address comes first; a search, or an address the table does not know, sends nothing', async () => {
    signInManager();
    await record('/today', ['/ping?n=7']);
    load('/today');
    expect(heldBootRequests()).toEqual([`${apiBaseUrl()}/ping?n=7`]);
    dropAll();
    load('/today?tab=2');
    expect(heldBootRequests()).toEqual([]);
    await record('/nowhere', ['/ping?n=8']);
    load('/nowhere');
    expect(heldBootRequests()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pings()).toEqual([]);
  });
});

/** Cancels what the boot script left (as an identity change does). */
function dropAll() {
  takeBootRequests(undefined, null);
}
