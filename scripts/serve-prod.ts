/**
 * `npm run serve:prod`: the production setup on this machine. Builds dist/ if there is none, then
 * runs nginx with deploy/nginx/portal.conf on --port (default 8080) and the demo API behind /api
 * and /storage (or --api <url> for another upstream). Ctrl-C stops both.
 *   tsx scripts/serve-prod.ts [--port 8080] [--dist dist] [--api http://127.0.0.1:4173] [--api-port 8081]
 * The container's variables (deploy/README.md: API_BASE_URL, STORAGE_BASE_URL, REPORT_GENERATOR_URL,
 * STORAGE_UPSTREAM, CSP_*_SRC, …) are taken from this process's environment and go through the
 * image's own start-time script, so /config.json and the CSP come out as in the container. With the
 * demo API started here, REPORT_GENERATOR_URL defaults to the demo's report generator.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startNginx, type PortalVariables } from './nginx';

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
    demo = spawn(process.execPath, [tsx, '--tsconfig', 'tsconfig.app.json', 'src/demo/server.ts', '--dist', dist, '--port', String(apiPort)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let waited = 0; !(await listening(apiPort)); waited += 200) {
      if (demo.exitCode !== null || waited > 30_000) throw new Error(`The demo API did not start on port ${apiPort}.`);
      await new Promise((done) => setTimeout(done, 200));
    }
    apiUpstream = `http://127.0.0.1:${apiPort}`;
  }

  // The container's environment, as far as this process has it.
  const variables: Partial<PortalVariables> = {};
  for (const name of [
    'STORAGE_UPSTREAM',
    'API_BASE_URL',
    'STORAGE_BASE_URL',
    'REPORT_GENERATOR_URL',
    'CSP_CONNECT_SRC',
    'CSP_IMG_SRC',
    'CSP_MEDIA_SRC',
    'CLIENT_MAX_BODY_SIZE',
    'HSTS_MAX_AGE',
  ] as const) {
    const value = process.env[name];
    if (value !== undefined) variables[name] = value;
  }
  // The demo's stand-in for the external report generator (never part of the build).
  if (demo && variables.REPORT_GENERATOR_URL === undefined) variables.REPORT_GENERATOR_URL = '/api/__demo/report-generator';

  const nginx = await startNginx({ dist, port, apiUpstream, variables }).catch((error: unknown) => {
    demo?.kill('SIGTERM');
    throw error;
  });
  console.log(`\n  Client portal (nginx, deploy/nginx/portal.conf): http://localhost:${port}/`);
  console.log(`  /api/ and /storage/ → ${apiUpstream}${demo ? ' (demo API: accounts and password as in the README)' : ''}`);
  console.log(
    `  /config.json: ${await fetch(`http://127.0.0.1:${port}/config.json`)
      .then((response) => response.text())
      .catch(() => '(no answer)')}`,
  );
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
