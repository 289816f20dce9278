import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClientLoaded, loadHttpClient, ownTask } from '@/api/transport';
import { startBoot } from '@/api/bootScript';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { scenarios, stats } from '@/demo/scenarios';
import { server } from '../setup';

// The transport's turns (api/transport.ts): the requests that waited for the client's chunk are sent
// one per task when it arrives, so a first visit's burst of requests is not one long task.

/** Resolves in the next task (a message, as the turns use), after what is already queued. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

describe('ownTask', () => {
  it('resolves each caller in a task of its own, in the order they asked', async () => {
    const order: string[] = [];
    const first = ownTask().then(() => {
      order.push('first');
      // A task queued while the first turn runs comes before the second turn: they are two tasks.
      void nextTask().then(() => order.push('a task queued by the first'));
    });
    const second = ownTask().then(() => order.push('second'));
    const third = ownTask().then(() => order.push('third'));
    await Promise.all([first, second, third]);
    expect(order.slice(0, 2)).toEqual(['first', 'a task queued by the first']);
    expect(order.slice(2)).toEqual(['second', 'third']);
  });

  it('says whether the client’s chunk has loaded (a request then waits for no turn)', async () => {
    await loadHttpClient();
    expect(httpClientLoaded()).toBe(true);
  });
});

describe('the client held until the page has painted (a load whose first answers the boot script brings)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.useRealTimers());

  /** Whether `promise` settles within a few frames (the release waits for two paints). */
  const settledSoon = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    return settled;
  };

  it('lets a request load the client only once the frame says the page has painted', async () => {
    const transport = await import('@/api/transport');
    transport.holdHttpClientUntilPainted();
    expect(await settledSoon(transport.httpClientHold())).toBe(false);
    transport.pagePainted();
    expect(await settledSoon(transport.httpClientHold())).toBe(true);
  });

  it('waits for the boot script’s answers as well: the page paints them before the client loads', async () => {
    const transport = await import('@/api/transport');
    let answersIn = () => {};
    transport.holdHttpClientUntilPainted(new Promise<void>((resolve) => (answersIn = resolve)));
    transport.pagePainted();
    expect(await settledSoon(transport.httpClientHold())).toBe(false);
    answersIn();
    expect(await settledSoon(transport.httpClientHold())).toBe(true);
  });

  it('a boot answer that failed releases it as well, once the frame has painted', async () => {
    const transport = await import('@/api/transport');
    transport.holdHttpClientUntilPainted(Promise.reject(new Error('network')));
    expect(await settledSoon(transport.httpClientHold())).toBe(false);
    transport.pagePainted();
    expect(await settledSoon(transport.httpClientHold())).toBe(true);
  });

  it('never holds longer than CLIENT_HOLD_MAX_MS (a page that never paints)', async () => {
    vi.useFakeTimers();
    const transport = await import('@/api/transport');
    transport.holdHttpClientUntilPainted();
    let released = false;
    void transport.httpClientHold().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(transport.CLIENT_HOLD_MAX_MS - 1);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
  });

  it('holds nothing without a hold, or once the client has loaded', async () => {
    const transport = await import('@/api/transport');
    expect(await settledSoon(transport.httpClientHold())).toBe(true);
    await transport.loadHttpClient();
    transport.holdHttpClientUntilPainted();
    expect(await settledSoon(transport.httpClientHold())).toBe(true);
  });

  it('on a load the boot script answers, a GET it did not send waits until the page has painted (it would count in the largest paint), then goes out with fetch: axios is not loaded for it', async () => {
    server.use(http.get('*/config.json', () => HttpResponse.json({})));
    let cleanUp = () => localStorage.removeItem('portal.token');
    // Signed in (the stored token and session), and index.html's boot script has sent /today's first request.
    const user = db().users.find((item) => item.email === 'manager@example.com')!;
    const token = loginResponse(user).access_token;
    localStorage.setItem('portal.token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000, epoch: 'e' }));
    localStorage.setItem('portal.session', JSON.stringify({ user: { id: user.id, name: 'M' }, permissions: [], roles: [], companyLabels: {} }));
    window.history.replaceState(null, '', '/today');
    stats.reset();
    startBoot({ base: '/assets/', files: ['page'], needs: [], routes: [['/today', '0', ['/ping?n=1']]] }, window);
    try {
      // The client starts as on that load (a fresh module: it takes the boot script's requests).
      vi.resetModules();
      const transport = await import('@/api/transport');
      const { endSession, request } = await import('@/api/http');
      cleanUp = endSession;
      const pings = () => stats.calls.filter((call) => call.path === '/api/ping').length;
      await request('/ping?n=1');
      const other = request('/ping?n=2');
      for (let turn = 0; turn < 10; turn += 1) await nextTask();
      expect(transport.httpClientLoaded()).toBe(false);
      expect(pings()).toBe(1); // the boot script's, adopted; the other waits
      transport.pagePainted();
      await other;
      expect(transport.httpClientLoaded()).toBe(false);
      expect(pings()).toBe(2);
      // A request that is not a GET of JSON loads axios (the hold has ended).
      await request('/ping?n=3', { responseType: 'blob' });
      expect(transport.httpClientLoaded()).toBe(true);
      expect(pings()).toBe(3);
    } finally {
      cleanUp();
      delete window.__portalBoot;
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('GET requests before axios has arrived (fetchBeforeClient)', () => {
  /** A signed-in load without boot requests: a fresh client whose axios is held until the page paints. */
  async function signedInLoad() {
    server.use(http.get('*/config.json', () => HttpResponse.json({})));
    const user = db().users.find((item) => item.email === 'manager@example.com')!;
    const token = loginResponse(user).access_token;
    localStorage.setItem('portal.token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000, epoch: 'e' }));
    localStorage.setItem('portal.session', JSON.stringify({ user: { id: user.id, name: 'M' }, permissions: [], roles: [], companyLabels: {} }));
    stats.reset();
    vi.resetModules();
    const transport = await import('@/api/transport');
    const client = await import('@/api/http');
    return { transport, ...client, user, token };
  }
  const pings = () => stats.calls.filter((call) => call.path === '/api/ping');
  let cleanUp = () => localStorage.removeItem('portal.token');
  afterEach(() => cleanUp());

  it('goes out at once with the token and the client’s headers, without loading axios', async () => {
    const { transport, request, endSession, token, user } = await signedInLoad();
    cleanUp = endSession;
    expect((await request<{ userId: number }>('/ping?n=1')).data.userId).toBe(user.id);
    expect(transport.httpClientLoaded()).toBe(false);
    expect(pings()[0]?.authorization).toBe(`Bearer ${token}`);
    expect(stats.calls.every((call) => call.path !== '/api/auth/refresh')).toBe(true);
  });

  it('a token_expired answer: one refresh, then the retry with the new token', async () => {
    const { request, endSession, token } = await signedInLoad();
    cleanUp = endSession;
    scenarios.expireTokens();
    expect((await request<{ pong: boolean }>('/ping?n=2')).data.pong).toBe(true);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(pings().map((call) => call.authorization === `Bearer ${token}`)).toEqual([true, false]);
  });

  it('an error answer is the same ApiError as through axios (status, code, message)', async () => {
    const { request, endSession } = await signedInLoad();
    cleanUp = endSession;
    scenarios.failNext('/api/ping', 403, { body: { message: 'Not yours.' } });
    await expect(request('/ping?n=3')).rejects.toMatchObject({ status: 403, message: 'Not yours.' });
    scenarios.htmlNext('/api/ping', 200);
    await expect(request('/ping?n=4')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('a failure at network level is sent again through axios, once the page has painted', async () => {
    const { transport, request, endSession } = await signedInLoad();
    cleanUp = endSession;
    scenarios.networkErrorNext('/api/ping');
    const answer = request<{ pong: boolean }>('/ping?n=5');
    for (let turn = 0; turn < 10; turn += 1) await nextTask();
    expect(transport.httpClientLoaded()).toBe(false);
    transport.pagePainted();
    expect((await answer).data.pong).toBe(true);
    expect(transport.httpClientLoaded()).toBe(true);
  });

  it('an abort cancels it, and its slot is free again', async () => {
    const { request, endSession, queueState } = await signedInLoad();
    cleanUp = endSession;
    scenarios.delay('/api/ping', 200, 1);
    const controller = new AbortController();
    const answer = request('/ping?n=6', { signal: controller.signal });
    for (let turn = 0; turn < 3; turn += 1) await nextTask();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ code: 'cancelled' });
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });
});
