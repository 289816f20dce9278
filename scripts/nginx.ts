/**
 * Runs nginx with deploy/nginx/portal.conf outside a container, as an ordinary user: a throw-away
 * prefix directory holds the generated nginx.conf, the pid file, the logs and the temp paths.
 * The template is filled as the image fills it: deploy/docker/05-portal-env.envsh (sourced by
 * /bin/sh, as the image's entrypoint does) checks the variables and derives the rest, then only
 * the template's names are substituted. So /config.json and the CSP come out as in the container.
 * Used by the browser suite (playwright.config.ts, tests/e2e/nginx/) and `npm run serve:prod`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEPLOY = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'deploy');
export const PORTAL_CONF = join(DEPLOY, 'nginx', 'portal.conf');
/** The image's start-time check of the variables (sourced before its envsubst step). */
export const PORTAL_ENV_SCRIPT = join(DEPLOY, 'docker', '05-portal-env.envsh');

/**
 * The container's environment for portal.conf (deploy/README.md): what the operator sets. The
 * optional ones are filled by 05-portal-env.envsh as in the image.
 */
export interface PortalVariables {
  NGINX_PORT: string;
  PORTAL_ROOT: string;
  API_UPSTREAM: string;
  STORAGE_UPSTREAM?: string;
  API_BASE_URL?: string;
  STORAGE_BASE_URL?: string;
  REPORT_GENERATOR_URL?: string;
  CSP_IMG_SRC: string;
  CSP_CONNECT_SRC: string;
  CSP_MEDIA_SRC: string;
  CLIENT_MAX_BODY_SIZE: string;
  HSTS_MAX_AGE: string;
}

/** The image's ENV defaults (deploy/Dockerfile). */
export const TEMPLATE_DEFAULTS: Pick<PortalVariables, 'CSP_IMG_SRC' | 'CSP_CONNECT_SRC' | 'CSP_MEDIA_SRC' | 'CLIENT_MAX_BODY_SIZE' | 'HSTS_MAX_AGE'> = {
  CSP_IMG_SRC: '',
  CSP_CONNECT_SRC: '',
  CSP_MEDIA_SRC: '',
  CLIENT_MAX_BODY_SIZE: '64m',
  HSTS_MAX_AGE: '31536000',
};

/** Every name the image substitutes (its NGINX_ENVSUBST_FILTER; tests/e2e/nginx/config.spec.ts checks both agree). */
export const TEMPLATE_NAMES = [
  'NGINX_PORT',
  'PORTAL_ROOT',
  'API_UPSTREAM',
  'STORAGE_UPSTREAM',
  'API_BASE_URL',
  'STORAGE_BASE_URL',
  'REPORT_GENERATOR_URL',
  'PORTAL_CSP_IMG_SRC',
  'PORTAL_CSP_MEDIA_SRC',
  'PORTAL_CSP_CONNECT_SRC',
  'CLIENT_MAX_BODY_SIZE',
  'HSTS_MAX_AGE',
] as const;

/**
 * Runs deploy/docker/05-portal-env.envsh on `variables` (and nothing else of this process's
 * environment but PATH) the way the image's entrypoint does, and returns the variables the template
 * step then sees. Throws with the script's own message when it refuses a value.
 */
export function portalEnvironment(variables: Partial<PortalVariables>): Record<string, string> {
  const given = Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const result = spawnSync(
    '/bin/sh',
    ['-c', 'set -e; . "$1"; exec "$2" -e "process.stdout.write(JSON.stringify(process.env))"', 'sh', PORTAL_ENV_SCRIPT, process.execPath],
    {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...given },
      encoding: 'utf8',
    },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(result.stderr.trim() || `05-portal-env.envsh failed (${result.status})`);
  const environment = JSON.parse(result.stdout) as Record<string, string>;
  return Object.fromEntries(TEMPLATE_NAMES.filter((name) => environment[name] !== undefined).map((name) => [name, environment[name] as string]));
}

/**
 * Fills `${NAME}` placeholders the way the image's envsubst step does: only the named variables are
 * replaced, so nginx's own `$uri`-style variables are untouched. A placeholder without a value is
 * an error here (in the image it would stay in the file and nginx would refuse to start).
 */
export function renderTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (placeholder, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`portal.conf: no value for ${placeholder}`);
    return value;
  });
}

/** The nginx binary: NGINX_PATH, then the Debian location, then PATH. */
export function nginxBinary(): string {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** The main nginx.conf around portal.conf, everything writable inside `prefix`. */
function mainConfig(prefix: string): string {
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find(existsSync) ?? 'mime.types';
  // As root, nginx would hand its workers to `nobody`, who cannot read the temp prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/portal.conf;
}
`;
}

export interface NginxOptions {
  /** The built portal (absolute or relative to the working directory). */
  dist: string;
  port: number;
  /** Where /api/ goes, e.g. http://127.0.0.1:4173 */
  apiUpstream: string;
  /** Overrides of the other variables (the container's environment: API_BASE_URL, REPORT_GENERATOR_URL, …). */
  variables?: Partial<PortalVariables>;
}

export interface RunningNginx {
  url: string;
  prefix: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Writes the prefix directory with nginx.conf and the rendered portal.conf; returns its path. */
export function prepareNginx(options: NginxOptions): string {
  const variables: PortalVariables = {
    ...TEMPLATE_DEFAULTS,
    NGINX_PORT: `127.0.0.1:${options.port}`,
    PORTAL_ROOT: resolve(options.dist),
    API_UPSTREAM: options.apiUpstream,
    ...options.variables,
  };
  const portalConf = renderTemplate(readFileSync(PORTAL_CONF, 'utf8'), portalEnvironment(variables));
  const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const dir of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, dir));
  writeFileSync(join(prefix, 'portal.conf'), portalConf);
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
  return prefix;
}

/** `nginx -t` on a prepared prefix: throws with nginx's own message when the config is invalid. */
export function checkNginxConfig(prefix: string): void {
  const result = spawnSync(nginxBinary(), ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { encoding: 'utf8' });
  if (result.error) throw new Error(`nginx not found (${result.error.message}): install it (apt-get install nginx) or set NGINX_PATH.`);
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
}

function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((done, fail) => {
    const attempt = () => {
      if (child.exitCode !== null) return fail(new Error(`nginx exited with code ${child.exitCode}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Starts nginx in the foreground (`daemon off`) and resolves once it listens. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = prepareNginx(options);
  checkNginxConfig(prefix);
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    // SIGQUIT: graceful shutdown (workers finish their requests).
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    try {
      rmSync(prefix, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    } catch {
      // a worker still closing its log: the directory is in the system's temp folder anyway
    }
  };
  try {
    await waitForPort(options.port, child);
  } catch (error) {
    const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${log}`, { cause: error });
  }
  return { url: `http://localhost:${options.port}`, prefix, process: child, stop };
}
