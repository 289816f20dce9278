import { describe, expect, it, vi } from 'vitest';
import type * as HttpApi from '@/api/http';
import { compareShared, markRenewed, parseSharedToken, renewedElsewhere } from '@/api/sessionSync';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { scenarios, stats } from '@/demo/scenarios';

type HttpModule = typeof HttpApi;

interface Tab {
  http: HttpModule;
  loggedOut: ReturnType<typeof vi.fn>;
  followed: ReturnType<typeof vi.fn>;
}

/**
 * A browser tab is a fresh copy of the HTTP client module (its own memory: token copy, queue,
 * refresh promise) over the one shared localStorage, like two tabs of one origin.
 */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const http = await import('@/api/http');
  const loggedOut = vi.fn();
  const followed = vi.fn();
  http.onAuthFailure(loggedOut);
  http.onOtherTabChange(followed);
  return { http, loggedOut, followed };
}

/** What the browser does in every other tab after a tab writes localStorage. */
function deliverStorageEvent() {
  window.dispatchEvent(new StorageEvent('storage', { key: 'portal.token' }));
}

function issue(email: string) {
  return loginResponse(db().users.find((user) => user.email === email)!);
}

const stored = () => parseSharedToken(localStorage.getItem('portal.token'));

describe('compareShared', () => {
  const mine = { token: 'a', expiresAt: 1, epoch: 'e1' };
  it.each([
    [mine, { ...mine }, 'same'],
    [mine, { ...mine, token: 'b' }, 'rotated'],
    [mine, { ...mine, token: 'b', epoch: 'e2' }, 'identity'],
    [mine, null, 'signed-out'],
    [null, mine, 'identity'],
    [null, null, 'same'],
  ] as const)('%o vs %o → %s', (a, b, expected) => {
    expect(compareShared(a, b)).toBe(expected);
  });
});

describe('one session across two tabs', () => {
  it('after expiry, both tabs acting at once share one refresh; neither logs out', async () => {
    const a = await openTab();
    const login = issue('manager@example.com');
    a.http.startSession(login.access_token, 0); // already expired at the client
    const b = await openTab(); // opened later: reads the stored token
    scenarios.expireTokens();
    scenarios.delay('/api/auth/refresh', 30);
    const results = await Promise.all([
      a.http.request<{ pong: boolean }>('/ping'),
      b.http.request<{ pong: boolean }>('/ping'),
      a.http.request<{ pong: boolean }>('/ping'),
    ]);
    expect(results.every((result) => result.data.pong)).toBe(true);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(a.loggedOut).not.toHaveBeenCalled();
    expect(b.loggedOut).not.toHaveBeenCalled();
    expect(stored()?.token).not.toBe(login.access_token);
  });

  it('a tab holding a rotated token re-reads storage and retries with the newer one, without refreshing', async () => {
    const a = await openTab();
    const login = issue('manager@example.com');
    a.http.startSession(login.access_token, 3600);
    const b = await openTab();
    scenarios.expireTokens(); // the API says expired; neither client knew
    await a.http.request('/ping'); // A refreshes: the old token is now blacklisted at the API
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    // No storage event delivered: B still holds the old token in memory.
    const answer = await b.http.request<{ pong: boolean }>('/ping');
    expect(answer.data.pong).toBe(true);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    const pings = stats.calls.filter((call) => call.path === '/api/ping');
    expect(pings.at(-1)?.authorization).toBe(`Bearer ${stored()?.token}`);
    expect(b.loggedOut).not.toHaveBeenCalled();
  });

  it('a token failure in one tab never logs out a session another tab has renewed', async () => {
    const a = await openTab();
    const login = issue('manager@example.com');
    a.http.startSession(login.access_token, 3600);
    const b = await openTab();
    scenarios.blacklistTokens(); // B's copy is dead ...
    const renewed = issue('manager@example.com');
    // ... but A renewed meanwhile (same identity: the refresh keeps the epoch).
    localStorage.setItem('portal.token', JSON.stringify({ ...stored()!, token: renewed.access_token }));
    await expect(b.http.request('/ping')).resolves.toBeTruthy();
    expect(b.loggedOut).not.toHaveBeenCalled();
    expect(stored()?.token).toBe(renewed.access_token);
  });

  it('Become User in tab A: tab B follows the new identity and never wipes it', async () => {
    const a = await openTab();
    a.http.startSession(issue('admin@example.com').access_token, 3600);
    const b = await openTab();
    const acting = issue('manager@example.com');
    a.http.startSession(acting.access_token, 3600); // a new identity: a new epoch
    // B clicks before the storage event arrives.
    await expect(b.http.request('/ping')).rejects.toMatchObject({ code: 'cancelled' });
    expect(b.followed).toHaveBeenCalledWith('identity');
    expect(b.loggedOut).not.toHaveBeenCalled();
    expect(stored()?.token).toBe(acting.access_token);
    expect(stats.count('/api/ping')).toBe(0);
  });

  it('Log Out in tab B reaches tab A at once, and A sends nothing with the old token', async () => {
    const a = await openTab();
    a.http.startSession(issue('manager@example.com').access_token, 3600);
    const b = await openTab();
    b.http.endSession();
    deliverStorageEvent();
    expect(a.followed).toHaveBeenCalledWith('signed-out');
    expect(a.http.hasToken()).toBe(false);
    expect(a.loggedOut).not.toHaveBeenCalled();
  });

  it('a failed refresh with nobody else renewing still logs out once', async () => {
    const a = await openTab();
    a.http.startSession(issue('manager@example.com').access_token, 0);
    const b = await openTab();
    scenarios.blacklistTokens();
    await Promise.allSettled([a.http.request('/ping'), b.http.request('/ping')]);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(a.loggedOut.mock.calls.length + b.loggedOut.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(stored()).toBeNull();
  });
});

describe('the renewed mark (Web Locks)', () => {
  /** A lock manager with the part the portal uses: named exclusive locks and query(). */
  function fakeLocks() {
    const held = new Set<string>();
    return {
      request: async (name: string, ...rest: unknown[]) => {
        const callback = rest.at(-1) as (lock: unknown) => Promise<unknown>;
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      },
      query: async () => ({ held: [...held].map((name) => ({ name })) }),
    };
  }

  it('a tab that renewed a token says so to every tab until the mark lapses; other tokens are not marked', async () => {
    vi.useFakeTimers();
    const locks = fakeLocks();
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      expect(await renewedElsewhere('stale-token')).toBe(false);
      await markRenewed('stale-token');
      expect(await renewedElsewhere('stale-token')).toBe(true);
      expect(await renewedElsewhere('another-token')).toBe(false);
      // The mark is a lock name, not the token.
      const { held } = await locks.query();
      expect(held.map((lock) => lock.name).join()).not.toContain('stale-token');
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await renewedElsewhere('stale-token')).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
      vi.useRealTimers();
    }
  });

  it('without Web Locks, nothing is marked and nothing waits', async () => {
    await markRenewed('stale-token');
    expect(await renewedElsewhere('stale-token')).toBe(false);
  });
});
