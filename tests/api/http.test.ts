import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { INACTIVITY_MESSAGE, MAX_CONCURRENT_REQUESTS, onAuthFailure, queueState, request, startSession } from '@/api/http';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { scenarios, stats } from '@/demo/scenarios';
import { server } from '../setup';

/** Signs the manager in at the client and returns the token the demo API issued. */
function signInManager(expiresInSeconds = 3600): string {
  const user = db().users.find((item) => item.email === 'manager@example.com')!;
  const response = loginResponse(user);
  startSession(response.access_token, expiresInSeconds);
  return response.access_token;
}

function watchLogout() {
  const handler = vi.fn();
  onAuthFailure(handler);
  return handler;
}

const twenty = () => Array.from({ length: 20 }, () => request<{ pong: boolean }>('/ping'));

describe('HTTP client: headers and queue', () => {
  it('sends the ajax marker and the bearer token', async () => {
    const token = signInManager();
    const response = await request<{ pong: boolean }>('/ping');
    expect(response.data.pong).toBe(true);
    expect(stats.calls[0]?.authorization).toBe(`Bearer ${token}`);
  });

  it('sends no XSRF header from a cookie: the API takes the bearer token, and axios never reads document.cookie for one', async () => {
    signInManager();
    document.cookie = 'XSRF-TOKEN=from-another-app';
    const sent: Array<string | null> = [];
    const listener = ({ request: sentRequest }: { request: Request }) => void sent.push(sentRequest.headers.get('X-XSRF-TOKEN'));
    server.events.on('request:start', listener);
    try {
      await request('/ping');
      expect(sent).toEqual([null]);
    } finally {
      server.events.removeListener('request:start', listener);
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('never has more than four requests in flight and starts waiting ones as slots free', async () => {
    signInManager();
    scenarios.delay('/api/ping', 25);
    const results = await Promise.all(twenty());
    expect(results).toHaveLength(20);
    expect(stats.count('/api/ping')).toBe(20);
    expect(stats.maxInFlight).toBe(MAX_CONCURRENT_REQUESTS);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the slot of an aborted waiting request and of a timed-out request', async () => {
    signInManager();
    scenarios.delay('/api/ping', 80);
    const controller = new AbortController();
    const first = Array.from({ length: 4 }, () => request('/ping'));
    const waitingOne = request('/ping', { signal: controller.signal });
    expect(queueState().waiting).toBe(1);
    controller.abort();
    await expect(waitingOne).rejects.toMatchObject({ code: 'cancelled' });
    expect(queueState().waiting).toBe(0);
    await Promise.all(first);

    scenarios.reset();
    scenarios.delay('/api/ping', 300, 1);
    await expect(request('/ping', { timeout: 40 })).rejects.toMatchObject({ code: 'timeout', status: 0 });
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
    await expect(request('/ping')).resolves.toBeTruthy();
  });
});

describe('HTTP client: token refresh', () => {
  it('20 concurrent requests after the expiry share exactly one refresh and all succeed', async () => {
    const oldToken = signInManager(0);
    scenarios.expireTokens();
    scenarios.delay('/api/ping', 10);
    const results = await Promise.all(twenty());
    expect(results.every((result) => result.data.pong)).toBe(true);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(stats.maxInFlight).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS);
    const pings = stats.calls.filter((call) => call.path === '/api/ping');
    expect(pings).toHaveLength(20);
    expect(pings.every((call) => call.authorization !== `Bearer ${oldToken}`)).toBe(true);
    // The refresh rotated the token: the old one is blacklisted at the API.
    expect(db().tokens.get(oldToken)?.blacklisted).toBe(true);
  });

  it('a token_expired answer refreshes once for every request that got it, then retries each once', async () => {
    signInManager(3600);
    scenarios.expireTokens(); // the API says expired, the client did not know
    scenarios.delay('/api/ping', 10);
    const results = await Promise.all(twenty());
    expect(results).toHaveLength(20);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(stats.maxInFlight).toBeLessThanOrEqual(MAX_CONCURRENT_REQUESTS);
  });

  it('sends the token field and the refresh marker header on the refresh call', async () => {
    const oldToken = signInManager(0);
    let body: unknown = null;
    let marker: string | null = null;
    const { server } = await import('../setup');
    const { http } = await import('msw');
    server.use(
      http.post('*/api/auth/refresh', async ({ request: sent }) => {
        body = await sent.clone().json();
        marker = sent.headers.get('x-token-refresh');
        return undefined; // fall through to the demo handler
      }),
    );
    await request('/ping');
    expect(body).toEqual({ token: oldToken });
    expect(marker).toBe('1');
  });

  it('a failed refresh rejects every waiting request and logs out once with the inactivity text', async () => {
    const logout = watchLogout();
    signInManager(0);
    scenarios.blacklistTokens();
    const outcomes = await Promise.allSettled(twenty());
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(stats.count('/api/ping')).toBe(0);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(INACTIVITY_MESSAGE);
    expect(localStorage.getItem('portal.token')).toBeNull();
  });

  it('a retried request that fails again does not refresh again', async () => {
    const logout = watchLogout();
    signInManager();
    scenarios.failNext('/api/ping', 401, { times: 2, body: { error: 'token_expired' } });
    await expect(request('/ping')).rejects.toMatchObject({ code: 'token_expired', status: 401 });
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(stats.count('/api/ping')).toBe(2);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['token_not_provided', 400],
    ['token_invalid', 401],
    ['blacklisted', 401],
  ])('%s (status %i) logs out without a refresh', async (code, status) => {
    const logout = watchLogout();
    signInManager();
    scenarios.failNext('/api/ping', status, { body: { error: code } });
    await expect(request('/ping')).rejects.toMatchObject({ code, status });
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(0);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(INACTIVITY_MESSAGE);
  });

  it('a 401 on a file download logs out; on an ordinary call it does not', async () => {
    const logout = watchLogout();
    signInManager();
    scenarios.failNext('/api/ping', 401, { body: { message: 'Unauthorized' } });
    await expect(request('/ping')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
    expect(logout).not.toHaveBeenCalled();
    scenarios.failNext('/api/ping', 401, { body: { message: 'Unauthorized' } });
    await expect(request('/ping', { responseType: 'blob' })).rejects.toMatchObject({ status: 401 });
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('a new session cancels what the previous identity still had queued', async () => {
    signInManager();
    scenarios.delay('/api/ping', 50);
    const calls = Array.from({ length: 8 }, () => request('/ping'));
    const newToken = signInManager();
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && (outcome.reason as ApiError).code === 'cancelled')).toBe(true);
    await request('/ping');
    expect(stats.calls.at(-1)?.authorization).toBe(`Bearer ${newToken}`);
  });
});

describe('HTTP client: every failure is an ApiError', () => {
  it('Laravel 422 → message and field errors', async () => {
    signInManager();
    scenarios.failNext('/api/ping', 422, { body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } } });
    const error = await request('/ping').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The name field is required.', fieldErrors: { name: ['The name field is required.'] } });
  });

  it('an HTML error page → a plain message, never the HTML', async () => {
    signInManager();
    scenarios.htmlNext('/api/ping', 502);
    const error = (await request('/ping').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(502);
    expect(error.message).not.toMatch(/</);
    expect(error.message).toMatch(/502/);
  });

  it('an empty 500 → a plain message', async () => {
    signInManager();
    scenarios.emptyNext('/api/ping', 500);
    await expect(request('/ping')).rejects.toMatchObject({ status: 500, message: 'The server had a problem (status 500). Please try again.' });
  });

  it('truncated JSON on a 200 → an ApiError, not a crash later', async () => {
    signInManager();
    scenarios.malformedNext('/api/ping', 200);
    await expect(request('/ping')).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('truncated JSON on a 500 → a plain message', async () => {
    signInManager();
    scenarios.malformedNext('/api/ping', 500);
    await expect(request('/ping')).rejects.toMatchObject({ status: 500, code: null });
  });

  it('a network failure → status 0 with a plain message', async () => {
    signInManager();
    scenarios.networkErrorNext('/api/ping');
    await expect(request('/ping')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });
});
