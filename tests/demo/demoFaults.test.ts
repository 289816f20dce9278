// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDemoFaults, picksCall } from '@/demo/demoFaults';
import { FAULT_SWITCH_PATH, handleApiRequest } from '@/demo/nodeAdapter';
import { scenarios } from '@/demo/scenarios';

describe('parseDemoFaults', () => {
  it('reads slow, flaky-<status>, malformed and html, with counts and paths', () => {
    const { faults, unknown } = parseDemoFaults(' slow, flaky-500 ,Malformed=4,html=2@/api/case-management/*,slow=300@/api/help ');
    expect(unknown).toEqual([]);
    expect(faults.map(({ kind, value, every, path }) => ({ kind, value, every, path }))).toEqual([
      { kind: 'slow', value: 1500, every: 1, path: null },
      { kind: 'status', value: 500, every: 3, path: null },
      { kind: 'malformed', value: 200, every: 4, path: null },
      { kind: 'html', value: 502, every: 2, path: '/api/case-management/*' },
      { kind: 'slow', value: 300, every: 1, path: '/api/help' },
    ]);
  });

  it('reports what it does not understand, and never throws', () => {
    expect(parseDemoFaults('slow,explode,flaky-200,flaky-500=0,flaky-5000').unknown).toEqual(['explode', 'flaky-200', 'flaky-500=0', 'flaky-5000']);
    expect(parseDemoFaults(undefined)).toEqual({ faults: [], unknown: [] });
    expect(parseDemoFaults(',,')).toEqual({ faults: [], unknown: [] });
  });

  it('picks every n-th call', () => {
    const [fault] = parseDemoFaults('flaky-503=3').faults;
    expect([1, 2, 3, 4, 5, 6].map((count) => picksCall(fault!, count))).toEqual([false, false, true, false, false, true]);
  });
});

describe('the /api/__demo/faults switch of the Node servers', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => void handleApiRequest(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    scenarios.reset();
    await new Promise((done) => server.close(done));
  });

  // The suite's MSW intercepts fetch; a raw Node request reaches the real server.
  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const { request } = await import('node:http');
    return new Promise((done, fail) => {
      const req = request(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : null }));
      });
      req.on('error', fail);
      req.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  it('switches faults on, shows them, makes every n-th call fail, and switches them off', async () => {
    expect(await call('GET', FAULT_SWITCH_PATH)).toEqual({ status: 200, json: { faults: [] } });
    expect(await call('POST', `${FAULT_SWITCH_PATH}?set=flaky-503=2@/api/auth/*`)).toEqual({ status: 200, json: { faults: ['flaky-503=2@/api/auth/*'] } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call('POST', '/api/auth/login', { UserName: 'nobody@example.com', password: 'x' })).status);
    expect(statuses.map((status) => status === 503)).toEqual([false, true, false, true]);
    expect((await call('PUT', FAULT_SWITCH_PATH, { faults: 'nonsense' })).status).toBe(422);
    expect(await call('DELETE', FAULT_SWITCH_PATH)).toEqual({ status: 200, json: { faults: [] } });
    expect((await call('POST', '/api/auth/login', { UserName: 'nobody@example.com', password: 'x' })).status).not.toBe(503);
  });
});
