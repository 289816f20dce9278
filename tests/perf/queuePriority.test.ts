import { describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_REQUESTS, queueState, request, startSession } from '@/api/http';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { scenarios, stats } from '@/demo/scenarios';

function signInManager(): void {
  const user = db().users.find((item) => item.email === 'manager@example.com')!;
  const response = loginResponse(user);
  startSession(response.access_token, 3600);
}

/** Order in which the server received calls, by a marker in the query string. */
const arrivals = () => stats.calls.map((call) => call.path);

describe('request queue priority (issue 9)', () => {
  it("a click's request is not stuck behind four prefetches: speculation never takes the last slot", async () => {
    signInManager();
    scenarios.delay('/api/ping', 150);
    const prefetches = Array.from({ length: 4 }, () => request('/ping', { priority: 'speculative' }));
    // Three speculative requests run, the fourth waits: one slot stays free for the user.
    expect(queueState()).toEqual({ active: MAX_CONCURRENT_REQUESTS - 1, waiting: 1 });
    const click = request('/case-management');
    expect(queueState()).toEqual({ active: MAX_CONCURRENT_REQUESTS, waiting: 1 });
    await click;
    await Promise.all(prefetches);
    expect(queueState()).toEqual({ active: 0, waiting: 0 });
  });

  it("a user's waiting request goes ahead of every waiting speculative one", async () => {
    signInManager();
    scenarios.delay('/api/ping', 80);
    const busy = Array.from({ length: 4 }, () => request('/ping'));
    const speculative = Array.from({ length: 3 }, () => request('/case-management', { priority: 'speculative' }));
    const click = request('/dashboard');
    expect(queueState().waiting).toBe(4);
    await Promise.all([...busy, ...speculative, click]);
    const order = arrivals().filter((path) => path !== '/api/ping');
    expect(order[0]).toBe('/api/dashboard');
    expect(order.slice(1)).toEqual(['/api/case-management', '/api/case-management', '/api/case-management']);
  });

  it('a speculative request the user then asks for is promoted while it waits', async () => {
    signInManager();
    scenarios.delay('/api/ping', 80);
    const busy = Array.from({ length: 4 }, () => request('/ping'));
    let wanted = false;
    const other = request('/case-management', { priority: 'speculative' });
    const promoted = request('/dashboard', { priority: () => (wanted ? 'user' : 'speculative') });
    wanted = true;
    await Promise.all([...busy, other, promoted]);
    const order = arrivals().filter((path) => path !== '/api/ping');
    expect(order).toEqual(['/api/dashboard', '/api/case-management']);
  });
});
