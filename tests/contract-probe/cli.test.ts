// @vitest-environment node
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { checkApiAddress, parseArguments } from '../../scripts/contract-probe/args';
import { withoutValues } from '../../scripts/contract-probe/values';
import { freePort } from '../support/rawHttp';

/* The probe's command line: its arguments, and what it prints when it cannot start (one line, exit 2, no stack trace). */

test('the arguments: the API base address (ending in /api), the user, the options', () => {
  expect(parseArguments(['--api', 'https://api.example.com/api/', '--email', 'someone@example.com'])).toEqual({
    api: 'https://api.example.com/api',
    email: 'someone@example.com',
    out: 'contract-report',
    timeoutMs: 20_000,
    maxRunMs: 600_000,
    followupId: null,
    showValues: false,
    help: false,
  });
  expect(
    parseArguments(['--api=http://localhost:4173/api', '--email=a@b.c', '--out', 'here', '--timeout', '2.5', '--followup-id', '5001', '--show-values']),
  ).toMatchObject({
    out: 'here',
    timeoutMs: 2500,
    followupId: 5001,
    showValues: true,
  });
  expect(parseArguments(['--help'])).toMatchObject({ help: true });
  expect(parseArguments(['--email', 'a@b.c'])).toEqual({ problem: 'Missing --api <the API base URL, ending in /api>.' });
  expect(parseArguments(['--api', 'https://x.example/api'])).toEqual({ problem: 'Missing --email <the user to sign in as>.' });
  expect(parseArguments(['--api', 'https://x.example/api', '--email'])).toEqual({ problem: '--email needs a value.' });
  expect(parseArguments(['--api', 'https://x.example/api', '--email', 'a', '--timeout', 'soon'])).toEqual({
    problem: '--timeout must be a number of seconds above 0 and at most 600 (got "soon").',
  });
  expect(parseArguments(['--api', 'https://x.example/api', '--email', 'a', '--verbose'])).toEqual({ problem: 'Unknown option --verbose.' });
  expect(parseArguments(['https://x.example/api'])).toMatchObject({ problem: expect.stringContaining('Unexpected argument') });
});

test('an address that is not the API’s: the probe says what it expected', () => {
  expect(checkApiAddress('https://portal.example.com')).toEqual({
    problem:
      "--api must be the API's base address, ending in /api (for example https://api.example.com/api); got https://portal.example.com. https://portal.example.com looks like a site's address (the portal's?): its API is usually at https://portal.example.com/api.",
  });
  expect(checkApiAddress('https://api.example.com/v2')).toMatchObject({ problem: expect.stringContaining('ending in /api') });
  expect(checkApiAddress('ftp://api.example.com/api')).toEqual({ problem: '--api must be an http or https address (got ftp).' });
  expect(checkApiAddress('api.example.com/api')).toMatchObject({ problem: expect.stringContaining('must be an address') });
  expect(checkApiAddress('https://user:secret@api.example.com/api')).toMatchObject({
    problem: expect.stringContaining('must not carry a user name or password'),
  });
  expect(checkApiAddress('https://api.example.com/api?x=1')).toMatchObject({ problem: expect.stringContaining('without ?query') });
  expect(checkApiAddress('https://example.com/backend/api')).toEqual({ api: 'https://example.com/backend/api' });
});

test('what a decoder logs keeps the kind of a value, never the value', () => {
  expect(withoutValues('A case was left out: id: Invalid type: Expected number but received "Jane Doe"')).toBe(
    'A case was left out: id: Invalid type: Expected number but received a text',
  );
  expect(withoutValues('level: Invalid length: Expected >=1 but received 0; flag: Expected boolean but received true')).toBe(
    'level: Invalid length: Expected >=1 but received a number; flag: Expected boolean but received a boolean',
  );
  expect(withoutValues('Expected an object, received an array')).toBe('Expected an object, received an array');
});

function probeCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const root = resolve(__dirname, '../..');
  return new Promise((done) => {
    execFile(
      resolve(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'tsconfig.app.json', 'scripts/contract-probe/main.ts', ...args],
      { cwd: root, env: { ...process.env, PROBE_PASSWORD: 'not-printed-anywhere' }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

test('bad arguments and an API nobody answers at: one line, exit 2, no stack trace, never the password', async () => {
  const port = await freePort();
  const [badArguments, unreachable] = await Promise.all([
    probeCli(['--api', 'https://portal.example.com', '--email', 'a@b.c']),
    probeCli(['--api', `http://127.0.0.1:${port}/api`, '--email', 'a@b.c', '--out', resolve(__dirname, '../../node_modules/.tmp/contract-report-test')]),
  ]);
  expect(badArguments.code).toBe(2);
  expect(badArguments.stderr).toContain("contract:probe: --api must be the API's base address, ending in /api");
  expect(unreachable.code).toBe(2);
  expect(unreachable.stderr.trim().split('\n')).toEqual([
    `contract:probe: signing in to http://127.0.0.1:${port}/api …`,
    `contract:probe: Nothing answers at 127.0.0.1:${port}: the connection was refused (is the API running, and is the port right?).`,
  ]);
  for (const run of [badArguments, unreachable]) {
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(`${run.stdout}${run.stderr}`).not.toContain('not-printed-anywhere');
  }
});
