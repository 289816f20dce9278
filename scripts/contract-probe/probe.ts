import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { axiosBaseQuery, type ApiRequest } from '@/api/baseApi';
import { describeIssues } from '@/api/decodeError';
import type { InjectedEndpoint } from '@/api/endpointRegistry';
import type { ApiErrorShape } from '@/api/errors';
import { endSession, onAuthFailure, startSession } from '@/api/http';
import { runtimeConfig, setRuntimeConfig } from '@/api/runtimeConfig';
import type { AssumedField } from '@/api/decoderMarks';
import type { Session } from '@/store/events';
import { sessionFromLoginResponse, type LoginResponse } from '@/store/sessionSlice';
import { fieldsRead, presenceOf, type ReadField } from './decoderFields';
import { loadPortalEndpoints } from './endpoints';
import { callTraces, installTransport, type CallTrace, type Exchange, type Transport } from './environment';
import { NOT_PROBED, PLAN, type PlanContext, type PlannedCall } from './plan';
import { withoutValues } from './values';

/*
 * The probe's run: it signs in as the portal does, then makes every GET of the plan (plan.ts) through
 * the portal's own base query and HTTP client (at most four in flight, the token refreshed once on a
 * token problem), decodes each answer with the endpoint's own decoder, and reports per call what the
 * portal could read, what it left out, and which assumed fields the answer carries.
 */

export interface ProbeOptions {
  /** The API's base address, ending in /api. */
  api: string;
  email: string;
  password: string;
  /** Each call's time-out (default 20 s). */
  timeoutMs?: number;
  /** The whole run's limit: calls not started by then are not run (default 10 minutes). */
  maxRunMs?: number;
  /** Answers over this many bytes are not read (default 20 MB, 20,000,000 bytes). */
  maxBytes?: number;
  /** Puts values in the report (addresses with their parameters, the server's messages): for one's own debugging only. */
  showValues?: boolean;
  /** A crew follow-up id to open (its id only comes from an e-mail link). */
  followupId?: number | null;
  /** Today, for the dates in the portal's parameters (default: now). */
  today?: Date;
  /** Told each call as it finishes. */
  onProgress?: (result: CallResult) => void;
}

/** What became of one call. */
export type Verdict = 'read' | 'read-partly' | 'unreadable' | 'failed' | 'not-run' | 'skipped';

/** An assumed field in one answer. */
export interface AssumedFinding {
  field: string;
  /** present: in every object that should hold it; partly: in some; absent: in none; not seen: no object to hold it in this answer. */
  state: 'present' | 'partly' | 'absent' | 'not seen';
  present: number;
  of: number;
  /** Keys it was found under instead of its own (`orUnder`). */
  under: string[];
  fallback: string;
  userSees: string;
  impact: AssumedField['impact'];
}

/** A field the spec names that the answer leaves out (in `missing` of the `of` objects that should hold it). */
export interface SpecFinding {
  field: string;
  missing: number;
  of: number;
  /** A list: left out, the portal reads it as empty. */
  list: boolean;
}

export interface CallResult {
  /** Its place in the report (the order a user meets the calls). */
  n: number;
  area: string;
  endpoint: string;
  /** Which of the endpoint's calls, when it makes several ('a survey', 'the previous wave'). */
  label: string | null;
  /** Method and path, ids as {id}, then the parameters' names: 'GET /api/dashboard/{id}?visitnum'. */
  call: string | null;
  /** The whole address with its values: only with --show-values. */
  url?: string;
  status: number | null;
  /** The answer's time on the wire (the last exchange of the call), in ms. */
  ms: number | null;
  verdict: Verdict;
  /** Why it was skipped, failed, not read or not run. */
  why: string | null;
  /** What the decoder left out (its log lines, values removed). */
  leftOut: string[];
  /** The answer: its size, type and top-level shape (no values). */
  answer: { bytes: number; contentType: string; shape: string } | null;
  assumed: AssumedFinding[];
  specMissing: SpecFinding[];
  /** True when the token was refreshed on the way. */
  refreshed: boolean;
}

export interface ProbeResult {
  api: string;
  startedAt: string;
  durationMs: number;
  showValues: boolean;
  timeoutMs: number;
  signIn: CallResult;
  /** The signed-in user's roles and how many permissions they hold (no name, no e-mail). */
  user: { roles: string[]; permissions: number };
  calls: CallResult[];
  /** Endpoints the probe does not call, and why. */
  notProbed: Array<{ endpoint: string; why: string }>;
  /** Token refreshes sent during the run. */
  refreshes: number;
  /** Set when the session ended during the run (a failed refresh). */
  sessionEnded: string | null;
  /** 0 when every call the portal needs could be read, 1 otherwise. */
  exitCode: 0 | 1;
}

/** A failure at the sign-in: one line says what happened (exit 2). */
export class SignInError extends Error {
  constructor(readonly line: string) {
    super(line);
    this.name = 'SignInError';
  }
}

const DEFAULTS = { timeoutMs: 20_000, maxRunMs: 10 * 60_000, maxBytes: 20_000_000 };
/** At most this many calls at once (the HTTP client's own limit too). */
const IN_FLIGHT = 4;
const TLS = /CERT|SSL|TLS|EPROTO/i;

// ------------------------------------------------------------------ small helpers

/** The call as the report names it: method, /api path with ids as {id}, parameter names. */
export function callName(method: string, url: string, params?: Record<string, unknown>): string {
  const parsed = new URL(url, 'http://probe.invalid');
  const path = parsed.pathname
    .split('/')
    .map((segment) => (/^-?\d+$/.test(segment) || /^mcds\d+$/i.test(segment) ? '{id}' : segment))
    .join('/');
  const names = [...new Set([...parsed.searchParams.keys(), ...Object.keys(params ?? {})])];
  const shown = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  return `${method} ${shown}${names.length ? `?${names.join('&')}` : ''}`;
}

/** The top-level shape of an answer: keys and kinds, lists with their lengths, never a value. */
export function shapeOf(value: unknown, depth = 0): string {
  if (Array.isArray(value)) return `list(${value.length})`;
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const keys = Object.keys(value);
    if (depth >= 1) return `object(${keys.length} keys)`;
    const record = value as Record<string, unknown>;
    const shown = keys.slice(0, 14).map((key) => `${key}: ${key === 'data' && depth === 0 ? shapeOf(record[key], 0) : shapeOf(record[key], depth + 1)}`);
    return `{ ${shown.join(', ')}${keys.length > 14 ? `, … ${keys.length - 14} more` : ''} }`;
  }
  return typeof value === 'string' ? 'text' : typeof value;
}

/** Runs `work` with console.warn/error collected (what a decoder logs about the parts it leaves out). */
function collectingLogs<T>(work: () => T): { value: T; lines: string[] } {
  const lines: string[] = [];
  const { warn, error } = console;
  const collect = (...args: unknown[]) => void lines.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
  console.warn = collect;
  console.error = collect;
  try {
    return { value: work(), lines };
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

type Decoded = { ok: true; value: unknown; lines: string[] } | { ok: false; issue: string; lines: string[] };

/** Decodes a raw answer with the endpoint's decoder (synchronous: every decoder of a GET is). */
function decode(schema: StandardSchemaV1, raw: unknown): Decoded {
  const { value: result, lines } = collectingLogs(() => schema['~standard'].validate(raw));
  if (result instanceof Promise) return { ok: false, issue: 'the decoder is asynchronous (a lazy decoder): the probe cannot run it', lines };
  if (result.issues) return { ok: false, issue: describeIssues(result.issues.slice(0, 1) as Parameters<typeof describeIssues>[0]), lines };
  return { ok: true, value: result.value, lines };
}

const lastAnswer = (trace: CallTrace): Exchange | undefined => [...trace.exchanges].reverse().find((exchange) => !exchange.url.endsWith('/auth/refresh'));

function bodyWords(exchange: Exchange | undefined): string {
  if (!exchange?.body) return 'no body';
  return { json: 'broken JSON', html: 'an HTML page', empty: 'an empty body', text: 'text that is not JSON' }[exchange.body];
}

/** Why a call got no answer the portal could use, and which verdict that is. */
/** 20 MB, 100 KB (decimal units). */
export function sizeText(bytes: number): string {
  return bytes >= 1_000_000 ? `${Math.round(bytes / 100_000) / 10} MB` : `${Math.round(bytes / 100) / 10} KB`;
}

function failureOf(error: ApiErrorShape, exchange: Exchange | undefined, runner: Runner): { verdict: Verdict; why: string } {
  const { timeoutMs, showValues, maxBytes } = runner.options;
  if (exchange?.failure === 'too-large') return { verdict: 'failed', why: `the answer is over ${sizeText(maxBytes)}: not read` };
  if (error.code === 'timeout') return { verdict: 'failed', why: `no answer within ${timeoutMs / 1000} s` };
  if (error.code === 'network_error') return { verdict: 'failed', why: `the API could not be reached (${exchange?.failure ?? 'no answer'})` };
  if (error.code === 'cancelled') return { verdict: 'failed', why: 'cancelled (the session ended)' };
  if (error.code === 'session_ended') return { verdict: 'failed', why: 'the session ended: the token refresh failed' };
  if (error.code === 'invalid_response') return { verdict: 'unreadable', why: `answered ${error.status} with ${bodyWords(exchange)}, not JSON` };
  const status = error.status || exchange?.status || 0;
  const body = exchange?.body && exchange.body !== 'json' ? ` (${bodyWords(exchange)})` : '';
  const code = error.code ? ` (${error.code})` : '';
  const message = showValues && error.message ? `: ${error.message}` : '';
  return { verdict: 'failed', why: `HTTP ${status}${body}${code}${message}` };
}

function assumedFindings(presence: ReturnType<typeof presenceOf>): AssumedFinding[] {
  return presence
    .filter((item) => item.field.assumed)
    .map(({ field, of, present, elsewhereKeys }) => {
      const note = field.assumed as AssumedField;
      const state: AssumedFinding['state'] = of === 0 ? 'not seen' : present === of ? 'present' : present === 0 ? 'absent' : 'partly';
      return { field: field.label, state, present, of, under: elsewhereKeys, fallback: note.fallback, userSees: note.userSees, impact: note.impact };
    });
}

function specFindings(presence: ReturnType<typeof presenceOf>): SpecFinding[] {
  return presence
    .filter(({ field, of, present }) => !field.assumed && !field.quiet && of > 0 && present < of)
    .map(({ field, of, present }) => ({ field: field.label, missing: of - present, of, list: field.list }));
}

// ------------------------------------------------------------------ one call

interface CallSpec {
  area: string;
  endpoint: string;
  definition: InjectedEndpoint;
  planned: PlannedCall;
}

interface Runner {
  options: Required<Omit<ProbeOptions, 'onProgress' | 'today' | 'followupId'>>;
  fieldsOf: (schema: unknown) => ReadField[];
}

function emptyResult(area: string, endpoint: string, label: string | null): CallResult {
  return {
    n: 0,
    area,
    endpoint,
    label,
    call: null,
    status: null,
    ms: null,
    verdict: 'skipped',
    why: null,
    leftOut: [],
    answer: null,
    assumed: [],
    specMissing: [],
    refreshed: false,
  };
}

/** Makes one call as the portal does and reads its answer with the endpoint's decoder. */
async function runCall(runner: Runner, { area, endpoint, definition, planned }: CallSpec): Promise<{ result: CallResult; data: unknown }> {
  const { timeoutMs, showValues } = runner.options;
  const result = emptyResult(area, endpoint, planned.label ?? null);
  const built = (definition.query as ((arg: unknown) => string | ApiRequest) | undefined)?.(planned.arg);
  const request: ApiRequest = typeof built === 'string' ? { url: built } : (built ?? { url: '' });
  const method = (request.method ?? 'GET').toUpperCase();
  result.call = callName(method, request.url, request.params);
  if (method !== 'GET') return { result: { ...result, verdict: 'skipped', why: `not a GET (${method}): never sent` }, data: undefined };
  const trace: CallTrace = { exchanges: [] };
  const controller = new AbortController();
  const api = {
    signal: controller.signal,
    abort: () => controller.abort(),
    type: 'query',
    forced: false,
    endpoint,
    dispatch: () => undefined,
    getState: () => ({}),
  };
  const outcome = await callTraces.run(trace, () => axiosBaseQuery({ ...request, timeout: timeoutMs }, api as unknown as BaseQueryApi, {}));
  const exchange = lastAnswer(trace);
  result.status = exchange?.status ?? null;
  result.ms = exchange?.ms ?? null;
  result.refreshed = trace.exchanges.some((item) => item.url.endsWith('/auth/refresh'));
  if (showValues && exchange) result.url = exchange.url;
  if ('error' in outcome && outcome.error) {
    const failure = failureOf(outcome.error, exchange, runner);
    return { result: { ...result, ...failure }, data: undefined };
  }
  const raw = outcome.data;
  result.answer = { bytes: exchange?.bytes ?? 0, contentType: exchange?.contentType ?? '', shape: shapeOf(raw) };
  const schema = definition.rawResponseSchema;
  if (!schema) return { result: { ...result, verdict: 'read' }, data: raw };
  const decoded = decode(schema, raw);
  const clean = (line: string) => (showValues ? line : withoutValues(line));
  if (!decoded.ok)
    return {
      result: { ...result, verdict: 'unreadable', why: `the decoder refused it at ${clean(decoded.issue)}`, leftOut: decoded.lines.map(clean) },
      data: undefined,
    };
  let data = decoded.value;
  const lines = [...decoded.lines];
  const transform = definition.transformResponse as ((value: unknown, meta: unknown, arg: unknown) => unknown) | undefined;
  if (transform) {
    try {
      const transformed = collectingLogs(() => transform(data, { call: result.call }, planned.arg));
      data = transformed.value;
      lines.push(...transformed.lines);
    } catch (error) {
      return {
        result: { ...result, verdict: 'unreadable', why: `the portal could not use it: ${clean(error instanceof Error ? error.message : String(error))}` },
        data: undefined,
      };
    }
  }
  const presence = presenceOf(raw, runner.fieldsOf(schema));
  return {
    result: {
      ...result,
      verdict: lines.length > 0 ? 'read-partly' : 'read',
      leftOut: lines.map(clean),
      assumed: assumedFindings(presence),
      specMissing: specFindings(presence),
    },
    data,
  };
}

// ------------------------------------------------------------------ the sign-in

/** The portal's own address, when `--api` points at it: its /config.json names the API. */
async function portalConfigHint(api: string): Promise<string> {
  try {
    const response = await fetch(new URL('/config.json', api), { signal: AbortSignal.timeout(5000), headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { apiBaseUrl?: unknown };
    if (typeof body?.apiBaseUrl === 'string' && body.apiBaseUrl.trim() !== '') {
      const named = new URL(body.apiBaseUrl.trim(), api).href.replace(/\/+$/, '');
      return ` This looks like the portal itself: its /config.json names the API at ${named} (run with --api ${named}).`;
    }
    if (typeof body === 'object' && body !== null && 'apiBaseUrl' in body)
      return " This looks like the portal itself (its /config.json names no API, so the portal uses this origin's /api).";
  } catch {
    // not the portal, or unreachable: no hint
  }
  return '';
}

/** The one line that says why the sign-in failed. */
async function signInFailure(error: ApiErrorShape, exchange: Exchange | undefined, api: string, timeoutMs: number): Promise<string> {
  const where = `POST ${api}/auth/login`;
  const host = new URL(api).host;
  const failure = exchange?.failure ?? null;
  if (error.code === 'timeout') return `No answer from ${where} within ${timeoutMs / 1000} s.`;
  if (error.code === 'network_error' || (failure && !exchange?.status)) {
    if (failure === 'ENOTFOUND' || failure === 'EAI_AGAIN') return `The API's address cannot be found: no host named ${host} (${failure}).`;
    if (failure === 'ECONNREFUSED') return `Nothing answers at ${host}: the connection was refused (is the API running, and is the port right?).`;
    if (failure && /WRONG_VERSION|PACKET_LENGTH/i.test(failure)) return `A TLS error talking to ${host}: ${failure} (does it speak http rather than https?).`;
    if (failure && TLS.test(failure))
      return `A TLS error talking to ${host}: ${failure} (its certificate is not trusted here, has expired or is for another name).`;
    return `The API could not be reached at ${host} (${failure ?? 'no answer'}).`;
  }
  if (error.code === 'invalid_response' || exchange?.body === 'html') {
    const hint = await portalConfigHint(api);
    return `${where} answered ${exchange?.status ?? error.status} with ${bodyWords(exchange)}, not the API's JSON: expected the API's base address (ending in /api), not a web page.${hint}`;
  }
  const status = error.status || exchange?.status || 0;
  if (status === 404) {
    const hint = await portalConfigHint(api);
    return `${where} answered 404: there is no sign-in there. Expected the API's base address, ending in /api (for example https://api.example.com/api).${hint}`;
  }
  if (status === 401 || status === 403 || status === 422) return `The sign-in was refused (${status}): ${error.message}`;
  return `The sign-in failed (${status || 'no answer'}): ${error.message}`;
}

async function signIn(endpoints: ReadonlyMap<string, InjectedEndpoint>, runner: Runner): Promise<{ session: Session; result: CallResult }> {
  const { api, email, password, timeoutMs } = runner.options;
  const definition = endpoints.get('login');
  if (!definition?.query) throw new SignInError('The portal defines no sign-in endpoint (login): the probe cannot sign in.');
  const request = (definition.query as (arg: unknown) => ApiRequest)({ UserName: email, password });
  const result = emptyResult('Sign-in', 'login', null);
  result.call = callName((request.method ?? 'POST').toUpperCase(), request.url);
  const trace: CallTrace = { exchanges: [] };
  const controller = new AbortController();
  const apiContext = {
    signal: controller.signal,
    abort: () => controller.abort(),
    type: 'mutation',
    endpoint: 'login',
    dispatch: () => undefined,
    getState: () => ({}),
  };
  const outcome = await callTraces.run(trace, () => axiosBaseQuery({ ...request, timeout: timeoutMs }, apiContext as unknown as BaseQueryApi, {}));
  const exchange = lastAnswer(trace);
  result.status = exchange?.status ?? null;
  result.ms = exchange?.ms ?? null;
  if ('error' in outcome && outcome.error) throw new SignInError(await signInFailure(outcome.error, exchange, api, timeoutMs));
  // The sign-in's decoder loads lazily in the app (the login page's budget): the probe loads it first.
  const lazy = definition.rawResponseSchema as (StandardSchemaV1 & { preload?: () => Promise<unknown> }) | undefined;
  const schema = ((await lazy?.preload?.()) ?? lazy) as StandardSchemaV1 | undefined;
  if (!schema) throw new SignInError('The sign-in endpoint has no decoder: the probe cannot read its answer.');
  const decoded = decode(schema, outcome.data);
  if (!decoded.ok)
    throw new SignInError(`The sign-in answer could not be read: ${withoutValues(decoded.issue)} (the portal would say 'Wrong Email/Password combination.').`);
  const login = decoded.value as LoginResponse;
  const session = sessionFromLoginResponse(login);
  if (session.permissions.length === 0)
    throw new SignInError('Signed in, but this user holds no permissions: the portal shows them only the Restricted page. Nothing else was called.');
  startSession(login.access_token, login.expires_in);
  const presence = presenceOf(outcome.data, runner.fieldsOf(schema));
  return {
    session,
    result: {
      ...result,
      verdict: decoded.lines.length > 0 ? 'read-partly' : 'read',
      leftOut: decoded.lines.map(withoutValues),
      answer: { bytes: exchange?.bytes ?? 0, contentType: exchange?.contentType ?? '', shape: shapeOf(outcome.data) },
      assumed: assumedFindings(presence),
      specMissing: specFindings(presence),
    },
  };
}

// ------------------------------------------------------------------ the run

/** A tiny limiter: at most `size` tasks at once, started in the order asked. */
function limiter(size: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const EXIT_BLOCKING: readonly Verdict[] = ['unreadable', 'failed', 'not-run'];
const VERDICT_NAMES: Record<Verdict, string> = {
  read: 'read',
  'read-partly': 'read',
  unreadable: 'not readable',
  failed: 'failed',
  'not-run': 'not run',
  skipped: 'skipped',
};

/** Signs in and walks the plan; throws SignInError when the sign-in fails (nothing else is called then). */
export async function runProbe(input: ProbeOptions): Promise<ProbeResult> {
  const options = { ...DEFAULTS, showValues: false, ...input, api: input.api.replace(/\/+$/, '') };
  const runner: Runner = {
    options: {
      api: options.api,
      email: options.email,
      password: options.password,
      timeoutMs: options.timeoutMs,
      maxRunMs: options.maxRunMs,
      maxBytes: options.maxBytes,
      showValues: options.showValues,
    },
    fieldsOf: (() => {
      const cache = new Map<unknown, ReadField[]>();
      return (schema: unknown) => {
        if (!cache.has(schema)) cache.set(schema, fieldsRead(schema));
        return cache.get(schema) as ReadField[];
      };
    })(),
  };
  const started = Date.now();
  const endpoints = await loadPortalEndpoints();
  const previousApi = runtimeConfig().apiBaseUrl;
  let sessionEnded: string | null = null;
  endSession();
  setRuntimeConfig({ apiBaseUrl: options.api });
  onAuthFailure((message) => {
    sessionEnded = message;
  });
  const transport: Transport = installTransport({ api: options.api, maxBytes: options.maxBytes });
  try {
    const { session, result: signInResult } = await signIn(endpoints, runner);
    const answers = new Map<string, Array<{ label: string | null; data: unknown }>>();
    const context: PlanContext = {
      session,
      today: options.today ?? new Date(),
      followupId: options.followupId ?? null,
      answer: <T>(endpoint: string, label?: string) => {
        const list = answers.get(endpoint) ?? [];
        return (label === undefined ? list[0] : list.find((entry) => entry.label === label))?.data as T | undefined;
      },
    };
    const deadline = started + options.maxRunMs;
    const slots = limiter(IN_FLIGHT);
    const results: Array<{ order: number[]; result: CallResult }> = [];
    /** Why an endpoint has no answer (its skip or failure), for the entries that needed it. */
    const noAnswer = new Map<string, string>();
    const report = (order: number[], result: CallResult) => {
      results.push({ order, result });
      if (result.verdict !== 'read' && result.verdict !== 'read-partly' && !answers.has(result.endpoint))
        noAnswer.set(result.endpoint, `${VERDICT_NAMES[result.verdict]}: ${result.why ?? ''}`);
      input.onProgress?.(result);
    };
    const becauseOf = (after: readonly string[]) =>
      after
        .filter((dependency) => !answers.has(dependency) && noAnswer.has(dependency))
        .map((dependency) => ` (${dependency} ${noAnswer.get(dependency)})`)
        .join('');

    const entries = Object.entries(PLAN).filter(([name]) => endpoints.has(name));
    const finished = new Map<string, { promise: Promise<void>; resolve: () => void }>();
    for (const [name] of entries) {
      let resolve: () => void = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      finished.set(name, { promise, resolve });
    }
    const runEntry = async ([name, entry]: (typeof entries)[number], index: number) => {
      try {
        await Promise.all((entry.after ?? []).map((dependency) => finished.get(dependency)?.promise));
        const refusal = entry.allowed(context);
        if (refusal) {
          report([index, 0, 0], { ...emptyResult(entry.area, name, null), why: refusal });
          return;
        }
        for (const [round, build] of entry.rounds.entries()) {
          let calls: PlannedCall[] | string;
          try {
            calls = build(context);
          } catch (error) {
            // Earlier answers the portal decoded but the probe could not use: the call is not checked.
            const why = `the probe could not build its arguments from earlier answers: ${error instanceof Error ? error.message : String(error)}`;
            report([index, round, 0], { ...emptyResult(entry.area, name, null), verdict: 'not-run', why });
            continue;
          }
          if (typeof calls === 'string') {
            report([index, round, 0], { ...emptyResult(entry.area, name, null), why: `${calls}${becauseOf(entry.after ?? [])}` });
            continue;
          }
          await Promise.all(
            calls.map((planned, position) =>
              slots(async () => {
                const order = [index, round, position];
                const blank = emptyResult(entry.area, name, planned.label ?? null);
                if (sessionEnded) return report(order, { ...blank, verdict: 'not-run', why: `the session ended: ${sessionEnded}` });
                if (Date.now() > deadline)
                  return report(order, { ...blank, verdict: 'not-run', why: `the run's limit (${options.maxRunMs / 1000} s) was reached` });
                try {
                  const spec = { area: entry.area, endpoint: name, definition: endpoints.get(name) as InjectedEndpoint, planned };
                  const { result, data } = await runCall(runner, spec);
                  if (data !== undefined) answers.set(name, [...(answers.get(name) ?? []), { label: planned.label ?? null, data }]);
                  report(order, result);
                } catch (error) {
                  report(order, {
                    ...blank,
                    verdict: 'not-run',
                    why: `the probe could not make the call: ${error instanceof Error ? error.message : String(error)}`,
                  });
                }
              }),
            ),
          );
        }
      } finally {
        finished.get(name)?.resolve();
      }
    };
    await Promise.all(entries.map((entry, index) => runEntry(entry, index)));

    // An endpoint neither planned nor excluded (a new one the probe does not know yet) is reported, never silently left out.
    for (const name of endpoints.keys()) {
      if (!(name in PLAN) && !(name in NOT_PROBED))
        report([entries.length, 0, 0], {
          ...emptyResult('Unknown to the probe', name, null),
          verdict: 'skipped',
          why: 'the probe has no plan for this endpoint yet',
        });
    }
    const ordered = results
      .sort((a, b) => a.order[0]! - b.order[0]! || a.order[1]! - b.order[1]! || a.order[2]! - b.order[2]!)
      .map(({ result }, index) => ({ ...result, n: index + 1 }));
    const refreshes = transport.exchanges.filter((exchange) => exchange.url.endsWith('/auth/refresh')).length;
    return {
      api: options.api,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      showValues: options.showValues,
      timeoutMs: options.timeoutMs,
      signIn: signInResult,
      user: { roles: session.roles, permissions: session.permissions.length },
      calls: ordered,
      notProbed: Object.entries(NOT_PROBED)
        .filter(([name]) => endpoints.has(name))
        .map(([endpoint, why]) => ({ endpoint, why })),
      refreshes,
      sessionEnded,
      exitCode: ordered.some((result) => EXIT_BLOCKING.includes(result.verdict)) || sessionEnded ? 1 : 0,
    };
  } finally {
    endSession();
    onAuthFailure(() => {});
    transport.restore();
    setRuntimeConfig({ apiBaseUrl: previousApi });
  }
}
