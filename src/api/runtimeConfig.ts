/*
 * Deploy-time configuration (house rule 17): the addresses the portal talks to are read when it
 * starts, from a small same-origin file (`/config.json`, rendered by nginx from environment
 * variables at container start; deploy/README.md), never baked into the build. `main.tsx` starts
 * the one fetch at boot, beside the first render; the HTTP client (`api/http.ts`) holds every
 * request until it has settled, so no request goes out with the wrong base. A missing or
 * unreadable file (or field) leaves the same-origin defaults below, with one console warning.
 */

import { claimBootConfig } from './bootRequests';
import { CONFIG_PATH, CONFIG_REQUEST } from './bootScript';

/** What the portal reads at start. */
export interface RuntimeConfig {
  /** The API's base: requests go to `${apiBaseUrl}/...` (default: this origin's `/api`). */
  apiBaseUrl: string;
  /** The origin (and optional prefix) under which the spec's `/storage/us/...` paths live (default: this origin). */
  storageBaseUrl: string;
  /** The external report generator (the job report's 'Download PDF'); null when none is configured. */
  reportGeneratorUrl: string | null;
}

/** Where the file is (same origin; the boot script fetches the same one, api/bootScript.ts). */
export const RUNTIME_CONFIG_PATH = CONFIG_PATH;
/** A config file that has not answered by then is given up on (defaults, one warning). */
export const RUNTIME_CONFIG_TIMEOUT_MS = 10_000;

const origin = (): string => globalThis.location?.origin ?? 'http://localhost';

/** The same-origin defaults. */
export function defaultRuntimeConfig(): RuntimeConfig {
  return { apiBaseUrl: `${origin()}/api`, storageBaseUrl: origin(), reportGeneratorUrl: null };
}

let current: RuntimeConfig = defaultRuntimeConfig();
/** The load started at boot, until it settles (then null again: nothing to wait for). */
let pending: Promise<RuntimeConfig> | null = null;

/** The configuration in force. */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Sets the configuration (tests, and the loader). */
export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  current = { ...current, ...next };
}

/** Back to the same-origin defaults, nothing loading (tests). */
export function resetRuntimeConfig(): void {
  current = defaultRuntimeConfig();
  pending = null;
}

/** The load in progress, or null when there is nothing to wait for (loaded, failed, never started). */
export function runtimeConfigPending(): Promise<RuntimeConfig> | null {
  return pending;
}

// ---------------------------------------------------------------- decoding

/**
 * An address the portal may use: an http(s) URL, or a path on this origin (`/api`). No query, no
 * fragment, no credentials. Returned absolute, without a trailing slash.
 */
function absoluteAddress(value: string): string | null {
  // http(s)://… or /path; not a protocol-relative //host (the same rule as deploy/docker/05-portal-env.envsh).
  if (!/^(https?:\/\/|\/(?!\/))/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) return null;
  // A path stays on this origin (/\host would leave it: URLs read a backslash as a slash).
  if (value.startsWith('/') && url.origin !== origin()) return null;
  return url.href.replace(/\/+$/, '');
}

const ADDRESS_RULE = 'an http(s) URL or a path starting with /, without query or fragment';

/**
 * One address field: missing, null or '' = not configured (null); else a usable address, made
 * absolute; anything else is refused (undefined). Read by hand, not with the decoders' library: this
 * runs on every first load, the login page's included, which stays small.
 */
function readAddress(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return absoluteAddress(trimmed) ?? undefined;
}

const FIELDS = ['apiBaseUrl', 'storageBaseUrl', 'reportGeneratorUrl'] as const;

/**
 * Reads a config file's body: every readable field is taken, every other one keeps its default
 * (one bad field does not throw the good ones away). Returns the configuration and the problems
 * found (none for a good file).
 */
export function decodeRuntimeConfig(raw: unknown): { config: RuntimeConfig; problems: string[] } {
  const config = defaultRuntimeConfig();
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { config, problems: [`it is not a JSON object (got ${describe(raw)})`] };
  const file = raw as Record<string, unknown>;
  const problems: string[] = [];
  for (const field of FIELDS) {
    const address = readAddress(file[field]);
    if (address === undefined) problems.push(`${field} must be ${ADDRESS_RULE} (got ${describe(file[field])})`);
    else if (address !== null) config[field] = address;
  }
  return { config, problems };
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 80)) : Array.isArray(value) ? 'an array' : String(value === null ? null : typeof value);
}

// ---------------------------------------------------------------- loading

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

async function readFile(fetchImpl: FetchLike): Promise<{ config: RuntimeConfig; problems: string[] }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RUNTIME_CONFIG_TIMEOUT_MS);
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { ...CONFIG_REQUEST, signal: controller.signal });
    if (!response.ok) return { config: defaultRuntimeConfig(), problems: [`it answered ${response.status}`] };
    const body = await response.text();
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return { config: defaultRuntimeConfig(), problems: ['it is not JSON'] };
    }
    return decodeRuntimeConfig(raw);
  } catch (error) {
    const why = controller.signal.aborted ? `no answer within ${RUNTIME_CONFIG_TIMEOUT_MS / 1000} s` : error instanceof Error ? error.message : String(error);
    return { config: defaultRuntimeConfig(), problems: [`it could not be fetched (${why})`] };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The file's fetch: the one the boot script started (index.html, api/bootScript.ts) when there is
 * one, else a new one. Either way the loader's timeout applies.
 */
const fetchOnce: FetchLike = (input, init) => {
  const started = claimBootConfig();
  if (!started) return globalThis.fetch(input, init);
  return new Promise((resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('The config file did not answer.', 'AbortError')), { once: true });
    started.then(resolve, reject);
  });
};

/**
 * Fetches `/config.json` once (later calls share the first load; a fetch the boot script started is
 * adopted, not repeated) and puts it in force. Never rejects: on any problem the same-origin
 * defaults (for the unreadable fields) stand and one warning goes to the console.
 */
export function loadRuntimeConfig(fetchImpl: FetchLike = fetchOnce): Promise<RuntimeConfig> {
  if (pending) return pending;
  const load = readFile(fetchImpl).then(({ config, problems }) => {
    if (problems.length > 0) {
      console.warn(
        `The portal's configuration (${RUNTIME_CONFIG_PATH}) could not be read: ${problems.join('; ')}. Using the same-origin defaults instead.`,
        config,
      );
    }
    current = config;
    if (pending === load) pending = null;
    return config;
  });
  pending = load;
  return load;
}
