import { http, HttpResponse } from 'msw';
import { scenarios, stats } from '@/demo/scenarios';
import { installTransport } from '../../scripts/contract-probe/environment';
import { runProbe, SignInError } from '../../scripts/contract-probe/probe';
import { server } from '../setup';

/*
 * The probe under faults (src/demo/scenarios.ts): a fault on one call is reported on that call and
 * the run goes on (exit 1); a failed sign-in stops everything with one line (the CLI exits 2).
 */

const API = 'http://localhost/api';
const probe = (extra: Partial<Parameters<typeof runProbe>[0]> = {}) => runProbe({ api: API, email: 'admin@example.com', password: 'demo1234', ...extra });

test('a 500, broken JSON, an HTML 502, a time-out and an answer too large, each on its own call: reported there, the run goes on', async () => {
  scenarios.failNext('/api/help', 500);
  scenarios.malformedNext('/api/profile');
  scenarios.htmlNext('/api/summary-reports');
  scenarios.delay('/api/critical-focus-note-types', 5000, 1);
  server.use(http.get('*/api/permissions', () => HttpResponse.json({ data: { Everything: [{ id: 1, name: 'x'.repeat(150_000) }] } })));
  // The time-out leaves room for the sign-in and the other calls on a loaded 2-core machine (1.5 s did
  // not always); the delayed call still takes longer.
  const result = await probe({ timeoutMs: 3000, maxBytes: 100_000 });
  const of = (endpoint: string) => result.calls.find((call) => call.endpoint === endpoint);
  expect(of('getHelp')).toMatchObject({ verdict: 'failed', status: 500, why: 'HTTP 500' });
  expect(of('getProfile')).toMatchObject({ verdict: 'unreadable', status: 200, why: 'answered 200 with broken JSON, not JSON' });
  expect(of('getSummaryWaves')).toMatchObject({ verdict: 'failed', status: 502, why: 'HTTP 502 (an HTML page)' });
  expect(of('getCriticalFocusNoteTypes')).toMatchObject({ verdict: 'failed', why: 'no answer within 3 s' });
  expect(of('getPermissionGroups')).toMatchObject({ verdict: 'failed', why: 'the answer is over 100 KB: not read' });
  // What needed the failed answer says so; everything else was read.
  expect(of('getSummaryReports')).toMatchObject({
    verdict: 'skipped',
    why: 'nothing to open: no wave has summary reports (getSummaryWaves failed: HTTP 502 (an HTML page))',
  });
  const faulty = ['getHelp', 'getProfile', 'getSummaryWaves', 'getCriticalFocusNoteTypes', 'getPermissionGroups'];
  expect(result.calls.filter((call) => !faulty.includes(call.endpoint) && !['read', 'skipped'].includes(call.verdict))).toEqual([]);
  expect(result.calls.filter((call) => call.verdict === 'read').length).toBeGreaterThan(45);
  expect(result.exitCode).toBe(1);
});

test('a decoder that leaves rows out: read with the parts left out named, and no value in what is said', async () => {
  server.use(
    http.get('*/api/roles', () =>
      HttpResponse.json({
        data: [
          { id: 1, name: 'Store Viewer' },
          { id: 'Jane Doe', name: 'Regional Manager' },
        ],
      }),
    ),
  );
  const result = await probe();
  const roles = result.calls.find((call) => call.endpoint === 'getRoles');
  expect(roles).toMatchObject({ verdict: 'read-partly' });
  expect(roles?.leftOut).toHaveLength(1);
  expect(roles?.leftOut[0]).toMatch(/A role was left out: id: .*received a text/);
  expect(roles?.leftOut[0]).not.toContain('Jane Doe');
  expect(result.exitCode).toBe(0);
});

describe('a failed sign-in says what happened and calls nothing else', () => {
  const signInError = async () => {
    const error: unknown = await probe().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(SignInError);
    expect(stats.calls.filter((call) => call.path !== '/api/auth/login')).toEqual([]);
    return (error as SignInError).line;
  };

  test('wrong credentials: the server’s message', async () => {
    const line = await runProbe({ api: API, email: 'admin@example.com', password: 'wrong' }).catch((error: SignInError) => error.line);
    expect(line).toBe('The sign-in was refused (401): These credentials do not match our records.');
    expect(stats.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });

  test('a user without permissions', async () => {
    const line = await runProbe({ api: API, email: 'norole@example.com', password: 'demo1234' }).catch((error: SignInError) => error.line);
    expect(line).toContain('holds no permissions');
    expect(stats.calls.map((call) => call.path)).toEqual(['/api/auth/login']);
  });

  test('a 404 on the sign-in', async () => {
    scenarios.failNext('/api/auth/login', 404);
    expect(await signInError()).toContain('answered 404: there is no sign-in there');
  });

  test('an HTML page instead of the API, at the portal’s own address', async () => {
    scenarios.htmlNext('/api/auth/login', 200);
    server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: 'https://api.example.com/api' })));
    expect(await signInError()).toBe(
      `POST ${API}/auth/login answered 200 with an HTML page, not the API's JSON: expected the API's base address (ending in /api), not a web page. This looks like the portal itself: its /config.json names the API at https://api.example.com/api (run with --api https://api.example.com/api).`,
    );
  });

  test('an API that cannot be reached', async () => {
    scenarios.networkErrorNext('/api/auth/login');
    expect(await signInError()).toMatch(/^The API could not be reached at localhost/);
  });
});

test('the wire itself lets nothing but GETs, the sign-in and the refresh leave', async () => {
  const transport = installTransport({ api: API, maxBytes: 1000 });
  try {
    await expect(fetch(`${API}/roles/1`, { method: 'DELETE' })).rejects.toThrow('sends only GET requests');
    await expect(fetch(`${API}/auth/forgot-password`, { method: 'POST' })).rejects.toThrow('sends only GET requests');
  } finally {
    transport.restore();
  }
  expect(transport.blocked.map((request) => request.method)).toEqual(['DELETE', 'POST']);
  expect(stats.calls).toEqual([]);
});
