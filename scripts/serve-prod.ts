/**
 * `npm run serve:prod`: the production setup on this machine. Builds dist/ if there is none, then
 * runs nginx with deploy/nginx/portal.conf on --port (default 8080) and the demo API behind /api
 * (or --api <url> for another upstream). Ctrl-C stops both.
 *   tsx scripts/serve-prod.ts [--port 8080] [--dist dist] [--api http://127.0.0.1:4173] [--api-port 8081]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startNginx } from './nginx';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const port = Number(argument('port') ?? process.env.PORT ?? 8080);
const dist = argument('dist') ?? 'dist';
let apiUpstream = argument('api');
const apiPort = Number(argument('api-port') ?? port + 1);

function listening(target: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(target, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => (socket.destroy(), done(false)));
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'index.html'))) {
    if (dist !== 'dist') throw new Error(`No build in ${dist}.`);
    console.log('No build in dist/: running `npm run build` first…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  let demo: ChildProcess | null = null;
  if (!apiUpstream) {
    // The demo API (src/demo/server.ts) on its own port; nginx proxies /api/ to it.
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    demo = spawn(process.execPath, [tsx, '--tsconfig', 'tsconfig.app.json', 'src/demo/server.ts', '--dist', dist, '--port', String(apiPort)], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let waited = 0; !(await listening(apiPort)); waited += 200) {
      if (demo.exitCode !== null || waited > 30_000) throw new Error(`The demo API did not start on port ${apiPort}.`);
      await new Promise((done) => setTimeout(done, 200));
    }
    apiUpstream = `http://127.0.0.1:${apiPort}`;
  }

  const nginx = await startNginx({ dist, port, apiUpstream }).catch((error: unknown) => {
    demo?.kill('SIGTERM');
    throw error;
  });
  console.log(`\n  Client portal (nginx, deploy/nginx/portal.conf): http://localhost:${port}/`);
  console.log(`  /api/ → ${apiUpstream}${demo ? ' (demo API: accounts and password as in the README)' : ''}`);
  console.log('  Ctrl-C stops both.\n');

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await nginx.stop();
    if (demo && demo.exitCode === null) demo.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  nginx.process.once('exit', (code) => void stop(code ?? 1));
  demo?.once('exit', (code) => void stop(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
