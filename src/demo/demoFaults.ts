/**
 * Standing faults for watching the portal misbehave by hand: `DEMO_FAULTS=slow,flaky-500 npm start`
 * (or `npm run serve:demo`), or the `/api/__demo/faults` switch of the Node adapter. Unlike the
 * one-shot helpers of scenarios.ts (for tests), these stay until they are switched off.
 *
 * Spec: a comma-separated list of
 *   slow[=ms]          every call waits ms (default 1500)
 *   flaky-<status>[=n] every n-th call answers <status> (default n = 3), e.g. flaky-500, flaky-401
 *   malformed[=n]      every n-th call answers truncated JSON (default 3)
 *   html[=n]           every n-th call answers an HTML 502 page, as a proxy might (default 3)
 * each optionally limited to paths with @<path> (exact, or a prefix ending in /*), for example
 * `flaky-500=2@/api/case-management/*`.
 */

export type StandingFaultKind = 'slow' | 'status' | 'malformed' | 'html';

export interface StandingFault {
  kind: StandingFaultKind;
  /** The wait in ms (slow) or the status (status). */
  value: number;
  /** Every n-th matching call (1 = every call). */
  every: number;
  /** Path filter, as PathMatcher strings in scenarios.ts; null for every path. */
  path: string | null;
  /** The token as written, for display. */
  source: string;
}

export interface ParsedFaults {
  faults: StandingFault[];
  /** Tokens that were not understood (reported, never fatal). */
  unknown: string[];
}

const TOKEN = /^(slow|malformed|html|flaky-(\d{3}))(?:=(\d+))?(?:@(\/\S*))?$/;

/** Reads a DEMO_FAULTS spec (see the module comment). Whitespace and case are forgiven. */
export function parseDemoFaults(spec: string | null | undefined): ParsedFaults {
  const faults: StandingFault[] = [];
  const unknown: string[] = [];
  for (const raw of (spec ?? '').split(',')) {
    const source = raw.trim();
    if (source === '') continue;
    const match = TOKEN.exec(source.toLowerCase());
    if (!match) {
      unknown.push(source);
      continue;
    }
    const [, name = '', status, amount, path] = match;
    const number = amount === undefined ? null : Number(amount);
    const scope = path ?? null;
    if (name === 'slow') faults.push({ kind: 'slow', value: number ?? 1500, every: 1, path: scope, source });
    else if (status !== undefined) {
      const code = Number(status);
      if (code < 400 || code > 599 || number === 0) unknown.push(source);
      else faults.push({ kind: 'status', value: code, every: number ?? 3, path: scope, source });
    } else if (number === 0) unknown.push(source);
    else faults.push({ kind: name as 'malformed' | 'html', value: name === 'html' ? 502 : 200, every: number ?? 3, path: scope, source });
  }
  return { faults, unknown };
}

/** True when the fault's n-th-call rule picks this call (`count` is 1 for the first matching call). */
export function picksCall(fault: StandingFault, count: number): boolean {
  return count > 0 && count % fault.every === 0;
}
