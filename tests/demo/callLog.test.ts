// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stats } from '@/demo/scenarios';

describe('the demo API call log (stats.calls)', () => {
  it('records the method, path, query string and JSON body of each call, and the handler still reads the body', async () => {
    const login = await fetch('http://localhost/api/auth/login?from=test', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserName: 'manager@example.com', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    await fetch('http://localhost/api/ping?a=1&b=two');
    expect(stats.calls).toEqual([
      { method: 'POST', path: '/api/auth/login', query: 'from=test', body: { UserName: 'manager@example.com', password: 'demo1234' }, authorization: null },
      { method: 'GET', path: '/api/ping', query: 'a=1&b=two', body: undefined, authorization: null },
    ]);
  });

  it('leaves the body out of a call that sends no JSON', async () => {
    await fetch('http://localhost/api/auth/login', { method: 'POST', body: 'UserName=x' });
    expect(stats.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/api/auth/login', query: '', body: undefined })]);
  });
});
