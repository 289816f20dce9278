// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleApiRequest } from '@/demo/nodeAdapter';
import { resolveStaticPath } from '@/demo/staticPath';
import { freePort, raw as rawRequest } from '../support/rawHttp';

/** A raw request's status and body as text (the path goes byte for byte, out of reach of MSW). */
async function raw(port: number, target: string): Promise<{ status: number; body: string }> {
  const { status, body } = await rawRequest(port, target);
  return { status, body: body.toString('utf8') };
}

describe('resolveStaticPath', () => {
  const root = resolve('/srv/dist');
  it.each([
    ['/assets/app.js', { kind: 'file', file: `${root}${sep}assets${sep}app.js` }],
    ['/%E0%A4%A', { kind: 'bad', status: 400 }],
    ['/a%00b.html', { kind: 'bad', status: 400 }],
    ['8 KB', { kind: 'bad', status: 414 }],
    ['/..%2Fdist-private%2Fsecret.txt', { kind: 'outside' }],
    ['/%2E%2E/%2E%2E/etc/passwd', { kind: 'file', file: `${root}${sep}etc${sep}passwd` }],
    ['/..%5Cdist-private%5Csecret.txt', { kind: 'outside' }],
  ])('%#: %s', (target, expected) => {
    const path = target === '8 KB' ? `/${'a'.repeat(8 * 1024)}` : (target as string);
    expect(resolveStaticPath(root, path)).toEqual(expected);
  });
});

describe('the demo server process', () => {
  let folder = '';
  let child: ChildProcess;
  let port = 0;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'demo-server-'));
    mkdirSync(join(folder, 'dist'));
    mkdirSync(join(folder, 'dist-private'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(folder, 'dist-private', 'secret.txt'), 'TOP SECRET');
    writeFileSync(join(folder, 'secret.txt'), 'TOP SECRET');
    port = await freePort();
    child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.app.json', 'src/demo/server.ts', '--dist', join(folder, 'dist'), '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npx starts the server as a grandchild, and killing npx alone left it running.
      detached: true,
    });
    await new Promise<void>((ready, fail) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running at')) ready();
      });
      child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
    });
  }, 60_000);

  afterAll(() => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers 400 for undecodable paths and null bytes, keeps sibling folders private, and keeps running', async () => {
    expect((await raw(port, '/%E0%A4%A')).status).toBe(400);
    expect((await raw(port, '/index.html%00.js')).status).toBe(400);
    expect((await raw(port, `/${'x'.repeat(8 * 1024)}`)).status).toBe(414);
    expect((await raw(port, '/api/%E0%A4%A')).status).toBe(400);
    for (const target of ['/..%2Fdist-private%2Fsecret.txt', '/../secret.txt', '/%2E%2E/secret.txt', '/..%5Csecret.txt', '/..%2F..%2F..%2Fetc%2Fpasswd']) {
      const answer = await raw(port, target);
      expect(answer.body, target).not.toContain('TOP SECRET');
      expect(answer.body, target).not.toContain('root:');
    }
    const home = await raw(port, '/case-management/cases');
    expect(home).toEqual({ status: 200, body: '<!doctype html><title>portal</title>' });
    expect(child.exitCode).toBeNull();
  }, 30_000);
});

describe('the API adapter (also used by the dev server)', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((req, res) => void handleApiRequest(req, res));
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers 400 for an undecodable path instead of throwing', async () => {
    expect((await raw(port, '/api/%E0%A4%A')).status).toBe(400);
    expect((await raw(port, '/api/cases%00')).status).toBe(400);
  });
});
