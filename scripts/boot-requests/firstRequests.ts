import { injectedEndpoints } from '@/api/endpointRegistry';
import { requestUrl } from '@/api/bootRequests';
import { BOOT_MAX_REQUESTS } from '@/api/bootScript';
import { TOKEN_STORAGE_KEY } from '@/api/sessionSync';
import { startRouteData } from '@/app/routePrefetch';
import { loadRouteData, type AppRoute } from '@/app/routeTable';
import { ALL_PERMISSIONS, normalisePermission, OVERALL_ADMIN_ROLE } from '@/lib/permissions';
import type { Session } from '@/store/events';
import { makeStore } from '@/store/store';

/*
 * Each route's first requests, for the boot script's first visit of an address (issue 30): the
 * route's own data declaration (its `<page>Data`, as app/routes.tsx assembles it) is run here, in
 * Node, against a store of its own, exactly as the router starts it on a first load (no search, no
 * earlier section), and the GETs it starts are read back from the store with the endpoint
 * definitions' own `query` (api/endpointRegistry.ts) and the client's own final URL
 * (api/bootRequests.ts `requestUrl`). Nothing is sent: the HTTP client's fetch never answers here.
 *
 * A request goes into the table only when the boot script can know, from what it reads (the stored
 * session's permissions and roles, the address's path), that the app will send exactly it:
 * - the same for other users, companies, reporting levels and company labels, and on another day
 *   (anything that depends on them, such as a date range, is left to the app);
 * - its permissions: the route is run with every permission and role, then with each one removed;
 *   those whose removal drops the request are what it needs, and it is kept only if the request is
 *   sent with exactly those (and with any larger set tried). Where it is not, each other permission
 *   is added in turn: a request sent with those and any one of some others (the case's edit options
 *   for any of the four edit permissions) gets one entry for each of them, each checked the same
 *   way. A rule with any other "or" in it, or one that a permission turns off, is left out rather
 *   than guessed;
 * - a path parameter becomes `{name}` when three different ids give the same request with the id
 *   in its place; the boot script fills it in only with an id written the same canonical way.
 * Run at build by scripts/vite/boot.ts (`tsx scripts/boot-requests/main.ts`); tests/build/bootFirstRequests.test.ts.
 */

/** A request a route sends first: its path under the API base (`{param}` for a path parameter) and what it needs. */
export interface FirstRequest {
  path: string;
  /** Normalised permission names, and `role:<name>` for a role, that the user must all hold. */
  needs: string[];
}

/** A request left out of the table, and why. */
export interface LeftOut {
  path: string;
  why: string;
}

export interface RouteFirstRequests {
  pattern: string;
  requests: FirstRequest[];
  /**
   * Storage keys the declaration reads (`{user}` for the user's id; `session:` before a
   * sessionStorage key): its requests are the table's only while none of them is stored (a
   * remembered filter changes what the page asks for).
   */
  unless: string[];
  left: LeftOut[];
}

/** The API base the requests are built against; the boot script puts the deployed one in its place. */
const BASE = 'https://api.boot-table.invalid/api';
/** The role the portal checks by name (isOverallAdmin). */
const ROLES = [OVERALL_ADMIN_ROLE];
const ROLE = 'role:';
const VARIABLES = [...ALL_PERMISSIONS.map(normalisePermission), ...ROLES.map((role) => `${ROLE}${normalisePermission(role)}`)];
/** Ids tried for a path parameter: the boot script substitutes ids written like these (no leading zero, at most 9 digits). */
const SENTINELS = ['7', '45918', '987654321'];
const DAY_MS = 86_400_000;

interface Identity {
  id: number;
  company: number;
  level: string | null;
  labels: { wave: string; location: string };
}
const USERS: Identity[] = [
  { id: 4101, company: 913, level: null, labels: { wave: 'Wave', location: 'Location' } },
  { id: 77, company: 12, level: 'region', labels: { wave: 'Month', location: 'Site' } },
];

function sessionWith(held: readonly string[], user: Identity): Session {
  return {
    user: {
      id: user.id,
      encrypted_id: `enc${user.id}`,
      name: 'Boot Table',
      email: 'boot@table.invalid',
      company_id: user.company,
      max_reporting_level: user.level,
    },
    permissions: held.filter((name) => !name.startsWith(ROLE)),
    roles: held.filter((name) => name.startsWith(ROLE)).map((name) => name.slice(ROLE.length)),
    companyLabels: user.labels,
    overallAdminId: null,
  };
}

/** The request an endpoint sends for an argument, as a path under BASE, or why the boot script cannot send it. */
function requestOf(endpointName: string, originalArgs: unknown): { path: string } | { why: string } {
  const definition = injectedEndpoints().get(endpointName);
  if (!definition?.query) return { why: `${endpointName} has no query to build its request from` };
  const built = definition.query(originalArgs as never) as
    string | { url: string; method?: string; params?: Record<string, unknown>; responseType?: string; anonymous?: boolean };
  const { url, method = 'GET', params, responseType = 'json', anonymous = false } = typeof built === 'string' ? { url: built } : built;
  if (method.toUpperCase() !== 'GET' || responseType !== 'json' || anonymous) return { why: `${endpointName} is not a JSON GET with the token` };
  const full = requestUrl(BASE, url, params);
  if (full === null || !full.startsWith(`${BASE}/`)) return { why: `${endpointName}: its address is not one the client builds itself` };
  return { path: full.slice(BASE.length) };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The GETs a route's data declaration starts for this user, day and path parameters (in the order it starts them). */
async function run(route: AppRoute, held: readonly string[], options: { user?: Identity; shift?: number; params?: Record<string, string> } = {}) {
  const { user = USERS[0]!, shift = 0, params = {} } = options;
  const RealDate = Date;
  // The declaration's "now" (a date range, a default window) on another day.
  if (shift !== 0) {
    globalThis.Date = class extends RealDate {
      constructor(...args: unknown[]) {
        super(...((args.length === 0 ? [RealDate.now() + shift] : args) as [number]));
      }
      static now() {
        return RealDate.now() + shift;
      }
    } as DateConstructor;
  }
  // What the declaration reads from storage (a remembered filter, a choice). A browser's Storage
  // keeps getItem on its prototype (an own property would be an item): wrapped where it lives.
  const keys = new Set<string>();
  const storages = [globalThis.localStorage, globalThis.sessionStorage];
  const holders = [
    ...new Set(storages.map((storage) => (Object.prototype.hasOwnProperty.call(storage, 'getItem') ? storage : (Object.getPrototypeOf(storage) as Storage)))),
  ];
  const reads = holders.map((holder) => holder.getItem);
  holders.forEach((holder, index) => {
    const read = reads[index]!;
    holder.getItem = function (this: Storage, key: string) {
      // The HTTP client reads the stored token (and, on a shifted day, its refresh lease) before it
      // sends anything (api/http.ts, api/sessionSync.ts): those reads are the client's, not the
      // declaration's, and whether they fall within this run depends only on how soon the client is
      // ready (the table would then differ from one build to the next).
      if (key.startsWith(TOKEN_STORAGE_KEY) && this !== globalThis.sessionStorage) return read.call(this, key);
      keys.add(`${this === globalThis.sessionStorage ? 'session:' : ''}${key}`.split(String(user.id)).join('{user}'));
      return read.call(this, key);
    };
  });
  try {
    const store = makeStore({ session: { session: sessionWith(held, user), authError: null } } as never);
    keys.clear();
    // Every area's module is loaded (firstRequestTable): the declaration dispatches within the call.
    startRouteData(route, { store, params, search: new URLSearchParams() });
    await settle();
    const queries = Object.values(store.getState().api.queries);
    const requests = queries.flatMap((query) => (query && query.status === 'pending' ? [requestOf(query.endpointName, query.originalArgs)] : []));
    return Object.assign(requests, { keys: [...keys].sort() });
  } finally {
    globalThis.Date = RealDate;
    holders.forEach((holder, index) => {
      holder.getItem = reads[index]!;
    });
  }
}

const paths = (requests: Array<{ path: string } | { why: string }>) => requests.flatMap((request) => ('path' in request ? [request.path] : []));

/** A deterministic choice of supersets of `needs` (a rule that holds for these holds for a monotone declaration). */
function supersets(needs: readonly string[], count: number): string[][] {
  let seed = 20_300;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, () => [...new Set([...needs, ...VARIABLES.filter(() => random() < 0.5)])]);
}

/** The first requests of one route (an empty list for a route without data, or one no visitor may open signed in). */
export async function routeFirstRequests(route: AppRoute): Promise<RouteFirstRequests> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const paramsFor = (sentinel: string) => Object.fromEntries(names.map((name) => [name, sentinel]));
  // The id written as a whole number (not digits inside another one: a date's year holds a '7').
  const template = (path: string, sentinel: string) =>
    names.length === 0 ? path : path.replace(new RegExp(`(?<!\\d)${sentinel}(?!\\d)`, 'g'), `{${names[0]}}`);
  const result: RouteFirstRequests = { pattern: route.path, requests: [], unless: [], left: [] };
  if (route.access !== 'auth' || !route.prefetch) return result;
  if (names.length > 1) return { ...result, left: [{ path: route.path, why: 'more than one path parameter' }] };

  const first = await run(route, VARIABLES, { params: paramsFor(SENTINELS[0]!) });
  const candidates = new Map<string, string | null>();
  for (const request of first) {
    if ('why' in request) result.left.push({ path: '?', why: request.why });
    else candidates.set(template(request.path, SENTINELS[0]!), null);
  }
  result.unless = first.keys;
  const leave = (path: string, why: string) => {
    if (candidates.get(path) === null) candidates.set(path, why);
  };
  // The same request for the other ids, users and days.
  for (const sentinel of SENTINELS.slice(1)) {
    const other = new Set(paths(await run(route, VARIABLES, { params: paramsFor(sentinel) })).map((path) => template(path, sentinel)));
    for (const path of candidates.keys()) if (!other.has(path)) leave(path, `another id (${sentinel}) does not give the same request`);
  }
  for (const variation of [{ user: USERS[1]! }, { shift: 37 * DAY_MS + 3 * 3_600_000 }, { shift: -200 * DAY_MS }]) {
    const requests = await run(route, VARIABLES, { ...variation, params: paramsFor(SENTINELS[0]!) });
    const other = new Set(paths(requests).map((path) => template(path, SENTINELS[0]!)));
    for (const path of candidates.keys())
      if (!other.has(path)) leave(path, 'user' in variation ? 'depends on the user (id, company, level or labels)' : 'depends on the day');
    if (requests.keys.join() !== first.keys.join()) for (const path of candidates.keys()) leave(path, 'reads other stored keys for another user or day');
  }
  // What each needs: the permissions whose removal drops it.
  const needs = new Map<string, string[]>([...candidates.keys()].map((path) => [path, []]));
  for (const variable of VARIABLES) {
    const without = VARIABLES.filter((name) => name !== variable);
    const sent = new Set(paths(await run(route, without, { params: paramsFor(SENTINELS[0]!) })).map((path) => template(path, SENTINELS[0]!)));
    for (const path of candidates.keys()) if (!sent.has(path)) needs.get(path)!.push(variable);
  }
  const sentWith = async (path: string, held: readonly string[]) =>
    paths(await run(route, held, { params: paramsFor(SENTINELS[0]!) }))
      .map((item) => template(item, SENTINELS[0]!))
      .includes(path);
  // Sent with exactly those, and with larger sets.
  const holds = async (path: string, held: readonly string[]) => {
    for (const set of [held, ...supersets(held, 12)]) if (!(await sentWith(path, set))) return false;
    return true;
  };
  // Each request's rule: "all of these", or "all of these and one of" a few more (one entry for
  // each; the boot script sends a request once however many of them the user's permissions meet).
  const rules = new Map<string, string[][]>();
  for (const [path, required] of needs) {
    if (candidates.get(path) !== null) continue;
    if (await holds(path, required)) {
      rules.set(path, [required]);
      continue;
    }
    const alternatives: string[][] = [];
    for (const variable of VARIABLES)
      if (!required.includes(variable) && (await sentWith(path, [...required, variable]))) alternatives.push([...required, variable]);
    let exact = alternatives.length > 0;
    for (const held of alternatives) if (exact) exact = await holds(path, held);
    if (exact) rules.set(path, alternatives);
    else leave(path, `its permissions are not "all of ${required.join(', ') || 'none'}", nor that and one of a few more`);
  }
  for (const [path, why] of candidates) {
    if (why !== null) result.left.push({ path, why });
    else for (const held of rules.get(path)!) result.requests.push({ path, needs: held });
  }
  return result;
}

/** Every route's first requests, in the route table's order. */
export async function firstRequestTable(routes: readonly AppRoute[]): Promise<RouteFirstRequests[]> {
  await loadRouteData();
  const table: RouteFirstRequests[] = [];
  for (const route of routes) table.push(await routeFirstRequests(route));
  return table;
}

/** At most this many per route go into the boot script (the client's four slots). */
export const FIRST_REQUESTS_PER_ROUTE = BOOT_MAX_REQUESTS;
