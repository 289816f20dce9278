/**
 * Fault helpers: make the demo API fail, stall or answer garbage on purpose, so failure paths are
 * as easy to test as the happy path. Paths are matched against the request's pathname
 * (a string matches exactly or as a prefix ending in '/*'; a RegExp is tested).
 */
import { db } from './db';
import { parseDemoFaults, picksCall, type StandingFault } from './demoFaults';

export type PathMatcher = string | RegExp;

interface Fault {
  matcher: PathMatcher;
  method: string | null;
  remaining: number;
  kind: 'status' | 'malformed' | 'html' | 'empty' | 'network';
  status: number;
  body?: unknown;
}

interface Delay {
  matcher: PathMatcher;
  ms: number;
  remaining: number;
}

const faults: Fault[] = [];
const delays: Delay[] = [];
/** Standing faults (demoFaults.ts) with how many calls each has matched. */
let standing: Array<{ fault: StandingFault; calls: number }> = [];

/** One call the demo API received. */
export interface DemoCall {
  method: string;
  path: string;
  /** The query string without its '?' ('' when none): `new URLSearchParams(call.query)` reads it. */
  query: string;
  /** The parsed JSON body; undefined when the call sent none, or no JSON (a form, a file). */
  body: unknown;
  authorization: string | null;
}

/** The log entry of a request, without its body (see readJsonBody). */
export function demoCall(request: Request): DemoCall {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    query: url.search.replace(/^\?/, ''),
    body: undefined,
    authorization: request.headers.get('authorization'),
  };
}

/** A request's JSON body, read from a clone (the handler reads the request itself); undefined when it sends no JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('json')) return undefined;
  return request
    .clone()
    .json()
    .catch(() => undefined);
}

/** Request statistics kept by the route wrapper, for tests that measure the client. */
export const stats = {
  inFlight: 0,
  maxInFlight: 0,
  calls: [] as DemoCall[],
  reset() {
    this.inFlight = 0;
    this.maxInFlight = 0;
    this.calls = [];
  },
  count(path: PathMatcher, method?: string) {
    return this.calls.filter((call) => matches(path, call.path) && (!method || call.method === method.toUpperCase())).length;
  },
};

/** True when a matcher matches a pathname. */
export function matches(matcher: PathMatcher, pathname: string): boolean {
  if (matcher instanceof RegExp) return matcher.test(pathname);
  if (matcher.endsWith('/*')) return pathname.startsWith(matcher.slice(0, -1));
  return pathname === matcher;
}

export const scenarios = {
  /** The next `times` calls of the path answer `status` with `body` (default: a Laravel-style message). */
  failNext(matcher: PathMatcher, status: number, options: { times?: number; body?: unknown; method?: string } = {}) {
    faults.push({ matcher, method: options.method?.toUpperCase() ?? null, remaining: options.times ?? 1, kind: 'status', status, body: options.body });
  },
  /** The next call answers with truncated JSON. */
  malformedNext(matcher: PathMatcher, status = 200, times = 1) {
    faults.push({ matcher, method: null, remaining: times, kind: 'malformed', status });
  },
  /** The next call answers with an HTML error page (as a proxy in front of the API might). */
  htmlNext(matcher: PathMatcher, status = 502, times = 1) {
    faults.push({ matcher, method: null, remaining: times, kind: 'html', status });
  },
  /** The next call answers with an empty body. */
  emptyNext(matcher: PathMatcher, status = 500, times = 1) {
    faults.push({ matcher, method: null, remaining: times, kind: 'empty', status });
  },
  /** The next call fails at the network level. */
  networkErrorNext(matcher: PathMatcher, times = 1) {
    faults.push({ matcher, method: null, remaining: times, kind: 'network', status: 0 });
  },
  /** Calls of the path wait `ms` before answering (`times` calls; Infinity for all). */
  delay(matcher: PathMatcher, ms: number, times = Number.POSITIVE_INFINITY) {
    delays.push({ matcher, ms, remaining: times });
  },
  /** Every token issued so far is now past its expiry (still refreshable). */
  expireTokens() {
    for (const token of db().tokens.values()) token.expiresAt = Date.now() - 1000;
  },
  /** Every token issued so far is blacklisted (a refresh with it fails). */
  blacklistTokens() {
    for (const token of db().tokens.values()) token.blacklisted = true;
  },
  /** Sets the standing faults from a DEMO_FAULTS spec (replacing the previous ones); returns what was not understood. */
  setStanding(spec: string): string[] {
    const parsed = parseDemoFaults(spec);
    standing = parsed.faults.map((fault) => ({ fault, calls: 0 }));
    return parsed.unknown;
  },
  /** The standing faults as written (for the /api/__demo/faults switch). */
  standing(): string[] {
    return standing.map((entry) => entry.fault.source);
  },
  /** Forgets all faults and delays. */
  reset() {
    faults.length = 0;
    delays.length = 0;
    standing = [];
  },
};

/** The fault that applies to this call, if any (consumes one use; then the standing faults). */
export function takeFault(method: string, pathname: string): Fault | null {
  const oneShot = takeOneShotFault(method, pathname);
  if (oneShot) return oneShot;
  let picked: Fault | null = null;
  for (const entry of standing) {
    if (entry.fault.kind === 'slow' || (entry.fault.path && !matches(entry.fault.path, pathname))) continue;
    entry.calls += 1;
    if (!picked && picksCall(entry.fault, entry.calls)) {
      const { kind, value } = entry.fault;
      picked = { matcher: pathname, method: null, remaining: 0, kind: kind === 'status' ? 'status' : kind === 'html' ? 'html' : 'malformed', status: value };
    }
  }
  return picked;
}

function takeOneShotFault(method: string, pathname: string): Fault | null {
  const index = faults.findIndex((fault) => matches(fault.matcher, pathname) && (!fault.method || fault.method === method));
  if (index < 0) return null;
  const fault = faults[index] as Fault;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(index, 1);
  return fault;
}

/** The delay for this call, if any. */
export function takeDelay(pathname: string): number {
  const entry = delays.find((item) => matches(item.matcher, pathname) && item.remaining > 0);
  if (!entry) {
    const slow = standing.find((item) => item.fault.kind === 'slow' && (!item.fault.path || matches(item.fault.path, pathname)));
    return slow?.fault.value ?? 0;
  }
  entry.remaining -= 1;
  return entry.ms;
}
