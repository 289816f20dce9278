import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { INACTIVITY_MESSAGE, onAuthFailure, request, startSession } from '@/api/http';
import { db } from '@/demo/db';
import { issueToken, loginResponse } from '@/demo/handlers/session';
import { demoCall, stats } from '@/demo/scenarios';
import { server } from '../setup';

/** Signs the manager in with a token the client already holds as expired (the next call refreshes first). */
function signInManagerExpired(): void {
  const user = db().users.find((item) => item.email === 'manager@example.com')!;
  startSession(loginResponse(user).access_token, 0);
}

/** The refresh answers `body(newToken)` (a token the demo API knows). */
function refreshAnswers(body: (token: string) => unknown): void {
  server.use(
    http.post('*/api/auth/refresh', ({ request }) => {
      stats.calls.push(demoCall(request));
      const user = db().users.find((item) => item.email === 'manager@example.com')!;
      return HttpResponse.json(body(issueToken(user).token) as never);
    }),
  );
}

describe('the refresh answer is decoded (000 §7: access_token, expires_in)', () => {
  it('reads the token under `data`, with the expiry as a numeric string, and carries on', async () => {
    const logout = vi.fn();
    onAuthFailure(logout);
    signInManagerExpired();
    refreshAnswers((token) => ({ data: { access_token: token, expires_in: '3600' } }));
    const response = await request<{ pong?: boolean; data?: { pong?: boolean } }>('/ping');
    expect(response.status).toBe(200);
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(logout).not.toHaveBeenCalled();
    // The new token lasts: the next call does not refresh again.
    await request('/ping');
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
  });

  it('reads a token without an expiry (the default lifetime)', async () => {
    const logout = vi.fn();
    onAuthFailure(logout);
    signInManagerExpired();
    refreshAnswers((token) => ({ access_token: token }));
    await request('/ping');
    await request('/ping');
    expect(stats.count('/api/auth/refresh', 'POST')).toBe(1);
    expect(logout).not.toHaveBeenCalled();
  });

  it('an answer without a usable token ends the session once, with the inactivity message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logout = vi.fn();
    onAuthFailure(logout);
    signInManagerExpired();
    refreshAnswers(() => ({ data: { token_type: 'bearer', expires_in: 3600 } }));
    await expect(request('/ping')).rejects.toMatchObject({ message: INACTIVITY_MESSAGE });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith(INACTIVITY_MESSAGE);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('POST /api/auth/refresh'));
    vi.restoreAllMocks();
  });
});
