import { execSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The benchmarks' server: the production build (built first unless `build` is false) served
 * compressed by the demo server with the demo API behind /api (in its minimal contract with
 * `contract: 'minimal'`). Stops with the process.
 */
export function serveBuild({ dist, port, build, contract }: { dist: string; port: number; build: boolean; contract?: 'minimal' }) {
  if (build) execSync(`npx vite build --outDir ${dist}`, { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.app.json', 'src/demo/server.ts', '--dist', dist, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    // `contract: 'minimal'`: the demo API as the spec names it and no more (DEMO_CONTRACT, README).
    env: { ...process.env, DEMO_TOKEN_TTL: '86400', ...(contract ? { DEMO_CONTRACT: contract } : {}) },
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  const origin = `http://127.0.0.1:${port}`;

  /** Resolves once the server answers (two minutes at most). */
  async function ready(): Promise<void> {
    for (let attempt = 0; attempt < 240; attempt += 1) {
      try {
        const response = await fetch(`${origin}/`);
        if (response.ok) return;
      } catch {
        // not yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('The demo server did not start');
  }

  /**
   * The demo server compresses each static file once and keeps the result: ask for every file first
   * (brotli and gzip), so no measured run pays for the compression (nginx serves precompressed files).
   */
  async function warm(): Promise<void> {
    const files = [
      '/',
      ...readdirSync(join(dist, 'assets'))
        .filter((name) => /\.(js|css|svg)$/.test(name))
        .map((name) => `/assets/${name}`),
    ];
    for (const encoding of ['br', 'gzip']) {
      for (const file of files) await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': encoding } }).then((response) => response.arrayBuffer());
    }
  }
  return { origin, ready, warm, stop };
}
