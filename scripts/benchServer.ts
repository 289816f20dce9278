import { execSync, spawn } from 'node:child_process';

/**
 * The benchmarks' server: the production build (built first unless `build` is false) served
 * compressed by the demo server with the demo API behind /api. Stops with the process.
 */
export function serveBuild({ dist, port, build }: { dist: string; port: number; build: boolean }) {
  if (build) execSync(`npx vite build --outDir ${dist}`, { stdio: ['ignore', 'ignore', 'inherit'] });
  const server = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.app.json', 'src/demo/server.ts', '--dist', dist, '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, DEMO_TOKEN_TTL: '86400' },
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
  return { origin, ready, stop };
}
