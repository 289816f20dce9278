/*
 * The demo API's minimal-contract mode (DEMO_CONTRACT=minimal): it answers only what the spec
 * names. Every field docs/api-contract.md marks *assumed* is dropped, and every envelope comes in
 * the other conventional form (`{ data: {...} }` where the default is flat, flat where it is
 * wrapped; a bare array where it sends `{ data: [...] }`, and the reverse), so a portal that
 * depends on our own inventions fails in our own suite. Paginators keep their shape (the spec's).
 */

/** How one route's answer is reduced. */
export interface MinimalRule {
  /**
   * Dot paths of the assumed fields to drop, read against the default answer; `*` walks every
   * entry of an array (or every value of an object): 'current_wave', 'schemes.*.multi_scheme_type',
   * 'data.*.scheme_type'.
   */
  drop?: string[];
  /** 'flip' (default): the other envelope; 'keep': as the default mode sends it. */
  envelope?: 'flip' | 'keep';
  /**
   * Reshapes what is left into another plausible form the spec allows (run after `drop`, before the
   * envelope): for example filter options named after the request parameters. It gets the request's
   * address when the answer depends on it (a report's slug).
   */
  reshape?: (body: unknown, request: { url: URL }) => unknown;
}

/** Rules by route: 'GET /critical-focus/:id' (the demo route's method and path template under /api). */
export type MinimalRules = Record<string, MinimalRule>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dropPath(value: unknown, steps: readonly string[]): void {
  if (steps.length === 0) return;
  const [step, ...rest] = steps as [string, ...string[]];
  const children = (): unknown[] => (Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : []);
  if (step === '*') {
    if (rest.length === 0) {
      if (Array.isArray(value)) value.length = 0;
      else if (isPlainObject(value)) for (const key of Object.keys(value)) delete value[key];
      return;
    }
    for (const child of children()) dropPath(child, rest);
    return;
  }
  if (!isPlainObject(value)) return;
  if (rest.length === 0) delete value[step];
  else dropPath(value[step], rest);
}

const PAGINATOR_KEYS = ['current_page', 'last_page', 'meta', 'links', 'total', 'per_page', 'from', 'to'];

/** The other conventional envelope of a default answer. */
export function flipEnvelope(body: unknown): unknown {
  if (Array.isArray(body)) return { data: body };
  if (!isPlainObject(body)) return body;
  const keys = Object.keys(body);
  if ('data' in body) {
    const others = keys.filter((key) => key !== 'data' && key !== 'message');
    if (others.length > 0 || keys.some((key) => PAGINATOR_KEYS.includes(key))) return body;
    return body.data;
  }
  return { data: body };
}

/** The default answer reduced to the minimal contract (the body is copied, never changed in place). */
export function minimise(body: unknown, rule: MinimalRule | undefined, url: URL = new URL('http://localhost/')): unknown {
  const copy = structuredClone(body);
  for (const path of rule?.drop ?? []) dropPath(copy, path.split('.'));
  const shaped = rule?.reshape ? rule.reshape(copy, { url }) : copy;
  return rule?.envelope === 'keep' ? shaped : flipEnvelope(shaped);
}
