/*
 * The boot script (issue 23, "Phones first"): a small classic script that index.html runs before the
 * app's module entry (scripts/vite/boot.ts builds it from this file and injects it). On a signed-in
 * load it starts, in parallel with the framework's download instead of after it:
 * - `<link rel="modulepreload">` (and `rel="preload" as="style"`) for the chunks of the route the
 *   address matches, from a table generated at build from app/routes.tsx;
 * - the `/config.json` fetch that api/runtimeConfig.ts then adopts instead of fetching again;
 * - the API GET requests this address's route data sent on an earlier visit of this user, as the
 *   HTTP client recorded them (api/bootRequests.ts), with the same headers the client sends;
 * - on a first visit of the address (no record of it, no search), the route's first requests from
 *   the table, those the stored session's permissions allow (generated at build by running each
 *   route's declared data: scripts/boot-requests).
 * The HTTP client adopts those in-flight answers (api/bootAdoption.ts), so nothing is requested twice.
 * It starts nothing without a usable token (missing, malformed, expired or expiring within 10 s),
 * when the record belongs to another user, or for an address no signed-in route of the table
 * matches; it sends the requests only when the deployed config names the same API base as the
 * record (a first visit: this origin's /api, once the config says so).
 *
 * This file must stay self-contained: no imports, nothing the app's framework provides. The build
 * transpiles it alone, wraps it in a function and minifies it (≤ 3 KB gzip with its route table,
 * checked by scripts/size.mjs). The app imports only its constants and types.
 */

/** What a boot request answered: its status and body text (a network failure rejects instead). */
export interface BootAnswer {
  status: number;
  text: string;
}

/** One request the boot script sent: its answer, and how to cancel it. */
export interface BootRequest {
  answer: Promise<BootAnswer>;
  abort: () => void;
}

/** What the boot script leaves for the app on `window.__portalBoot`. */
export interface PortalBoot {
  /** The bearer token every request below carries. */
  token: string;
  /** The requests, by their final URL (base + path + query, as the client builds it). */
  requests: Record<string, BootRequest>;
  /** The `/config.json` fetch; taken (and cleared) by the runtime config loader. */
  config?: Promise<Response>;
}

/** The requests recorded per address, for one user and one API base (localStorage `portal.boot`). */
export interface BootRecord {
  user: number;
  base: string;
  entries: Record<string, string[]>;
}

/**
 * The route table generated at build (scripts/vite/boot.ts): every route pattern of app/routes.tsx
 * with the files its page needs beyond the entry, one character each (its index in `files` plus
 * BOOT_FILE_CODE); `files` are paths relative to `base`, with '.js' left out. A signed-in route also
 * lists its first requests (scripts/boot-requests): each the characters of what it needs (indexes
 * in `needs`, the same code) followed by its path under the API base, `{param}` for a path
 * parameter; and the storage keys that, when stored, make those requests not the page's (`{user}`
 * for the user's id).
 */
export interface BootTable {
  base: string;
  files: string[];
  /** Normalised permission names, and `role:<name>` for a role. */
  needs: string[];
  routes: Array<[pattern: string, files: string, requests?: string[], unless?: string[]]>;
}

/** The code of the character that stands for `files[0]` in a route's list ('0'). */
export const BOOT_FILE_CODE = 48;

declare global {
  interface Window {
    __portalBoot?: PortalBoot;
  }
}

/** Where the HTTP client records what the boot script may send. */
export const BOOT_RECORD_KEY = 'portal.boot';
/** At most this many requests per address: the client's four slots (api/requestQueue.ts). */
export const BOOT_MAX_REQUESTS = 4;
/**
 * The links inserted per task, in the route table's order, from the task after the script's own:
 * each insertion starts its request inside it (1-5 ms each on this machine, unthrottled).
 */
export const BOOT_LINKS_PER_TASK = 3;
/** A token that expires within this margin is left to the client's refresh. */
export const BOOT_TOKEN_MARGIN_MS = 10_000;
/** The headers every API call carries besides the token (the HTTP client's, api/transport.ts). */
export const CLIENT_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;
/** The deploy-time config file and how it is fetched (api/runtimeConfig.ts reads it the same way). */
export const CONFIG_PATH = '/config.json';
export const CONFIG_REQUEST = { cache: 'no-cache', credentials: 'same-origin', headers: { Accept: 'application/json' } } as const satisfies RequestInit;
// The session as the app stores it (api/sessionSync.ts, store/sessionSlice.ts).
const TOKEN_KEY = 'portal.token';
const SESSION_KEY = 'portal.session';
/** A bearer token as RFC 6750 writes it (token68): anything else is not ours to send. */
const TOKEN_SHAPE = /^[\w.~+/-]+=*$/;

/** The window the boot script runs in (a fake one in the tests). */
export type BootWindow = Pick<Window, 'localStorage' | 'sessionStorage' | 'location' | 'document' | 'fetch'> & { __portalBoot?: PortalBoot };

/** Runs the boot script's decisions; the build calls it with the generated table and `window`. */
export function startBoot(table: BootTable, w: BootWindow): void {
  // What is not a JSON object reads as one without the fields asked for; a missing key as null,
  // without an exception (a first visit has no record: no exception on every first load).
  const read = <T>(key: string): Partial<T> | null | undefined => {
    try {
      return JSON.parse(w.localStorage.getItem(key) ?? 'null') as Partial<T> | null;
    } catch {
      return undefined;
    }
  };
  const stored = read<{ token: unknown; expiresAt: unknown }>(TOKEN_KEY);
  const token = stored?.token;
  const expiresAt = stored?.expiresAt;
  const user = read<{ user: { id?: unknown } | null }>(SESSION_KEY)?.user?.id;
  const record = read<BootRecord>(BOOT_RECORD_KEY);
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token) || typeof expiresAt !== 'number' || !(expiresAt > Date.now() + BOOT_TOKEN_MARGIN_MS)) return;
  if (typeof user !== 'number' || (record && record.user !== user)) return;

  // The route: the pattern with the most literal segments wins (as the router ranks them; an address
  // in other letter case than the route's matches none).
  const { pathname, search, origin } = w.location;
  const segments = pathname.split('/').filter(Boolean);
  let chosen: BootTable['routes'][number] | undefined;
  let params: Record<string, string> = {};
  let best = -1;
  for (const route of table.routes) {
    const parts = route[0].split('/').filter(Boolean);
    if (parts.length !== segments.length || !parts.every((part, index) => part[0] === ':' || part === segments[index])) continue;
    const literal = parts.filter((part) => part[0] !== ':').length;
    if (literal > best) {
      best = literal;
      chosen = route;
      params = {};
      parts.forEach((part, index) => part[0] === ':' && (params[part.slice(1)] = segments[index]!));
    }
  }
  // The config first: with HTTP/1.1's six connections a fetch started after the links waits behind
  // the page's files, and a first visit's requests wait for the config (issue 30).
  const config = w.fetch(CONFIG_PATH, CONFIG_REQUEST);
  config.catch(() => undefined);
  // The links go into the head a few at a time (one insertion each), a task for each few, from the
  // next task on: every link starts its request inside the insertion, and twenty of them made a
  // task of 50-100 ms at 4x CPU, after the first paint; six of them beside the storage reads and
  // the config's fetch (the page's first fetch, 6-15 ms), 20-55 ms (issue 30: total blocking time).
  const codes = [...(chosen?.[1] ?? '')];
  const insert = (from: number) => {
    const links = w.document.createDocumentFragment();
    for (const code of codes.slice(from, from + BOOT_LINKS_PER_TASK)) {
      const file = table.files[code.charCodeAt(0) - BOOT_FILE_CODE];
      const css = file.endsWith('.css');
      const link = w.document.createElement('link');
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.setAttribute('as', 'style');
      // As the module loader and Vite's preload helper ask for them, so the preloaded copy is used.
      link.setAttribute('crossorigin', '');
      link.href = `${table.base}${file}${css ? '' : '.js'}`;
      links.appendChild(link);
    }
    w.document.head.appendChild(links);
    if (from + BOOT_LINKS_PER_TASK < codes.length) setTimeout(() => insert(from + BOOT_LINKS_PER_TASK));
  };
  if (codes.length) setTimeout(() => insert(0));

  const requests: Record<string, BootRequest> = {};
  w.__portalBoot = { token, requests, config };
  // Only a signed-in page of the table (one with files) sends anything.
  if (!chosen?.[1]) return;
  const api = `${origin}/api`;
  const base = record ? record.base : api;
  if (typeof base !== 'string') return;
  let urls: unknown = record?.entries?.[pathname + search];
  if (
    !urls &&
    !search &&
    !chosen[3]?.some(
      (key) => (key.startsWith('session:') ? w.sessionStorage : w.localStorage).getItem(key.replace(/^session:/, '').replace('{user}', String(user))) !== null,
    )
  ) {
    // A first visit of the address: the route's first requests that this user's permissions allow,
    // a path parameter only when written as the app writes an id.
    const session = read<{ permissions: unknown; roles: unknown }>(SESSION_KEY);
    const names = (list: unknown, prefix: string) =>
      (Array.isArray(list) ? list : []).map((name) => `${prefix}${String(name).trim().replace(/\s+/g, ' ').toLowerCase()}`);
    const held = [...names(session?.permissions, ''), ...names(session?.roles, 'role:')];
    // A request the table lists once for each permission that allows it goes once.
    const listed = (chosen[2] ?? []).flatMap((request) => {
      const at = request.indexOf('/');
      const needs = [...request.slice(0, at)].map((code) => table.needs[code.charCodeAt(0) - BOOT_FILE_CODE]);
      let ok = needs.every((name) => held.includes(name));
      const path = request.slice(at).replace(/\{(\w+)\}/g, (_, name: string) => {
        ok &&= /^[1-9]\d{0,8}$/.test(params[name] ?? '');
        return params[name] ?? '';
      });
      return ok ? [`${base}${path}`] : [];
    });
    urls = [...new Set(listed)];
  }
  if (!Array.isArray(urls)) return;
  // This origin's /api goes at once when the record says it is the API: a round trip sooner than
  // waiting for the config, and the token never leaves the origin that holds it (if the deployed
  // config now names another API, the client does not claim these answers). Otherwise only once the
  // deployed config names the recorded base (empty: this origin's /api), resolved the simple way:
  // anything that does not come out as that base sends nothing.
  const sameBase =
    record && base === api
      ? Promise.resolve(true)
      : config
          .then((response) => (response.ok ? response.clone().json() : null))
          .then((file: { apiBaseUrl?: unknown } | null) => {
            if (!file || typeof file !== 'object') return false;
            const value = file.apiBaseUrl;
            if (value === undefined || value === null || value === '') return api === base;
            return typeof value === 'string' && new URL(value.trim(), origin).href.replace(/\/+$/, '') === base;
          });
  for (const url of urls.slice(0, BOOT_MAX_REQUESTS)) {
    if (typeof url !== 'string' || !url.startsWith(`${base}/`)) continue;
    const controller = new AbortController();
    const answer = sameBase
      .then((same) =>
        same
          ? w.fetch(url, { headers: { ...CLIENT_HEADERS, Authorization: `Bearer ${token}` }, signal: controller.signal })
          : Promise.reject(new Error('another API')),
      )
      .then((response) => response.text().then((text) => ({ status: response.status, text })));
    answer.catch(() => undefined);
    requests[url] = { answer, abort: () => controller.abort() };
  }
}
