import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * What the portal's HTTP client (src/api/http.ts) needs around it outside a browser, and the probe's
 * view of the wire: every exchange it has with the API, attributed to the call that caused it (a
 * refresh to the call that met the expired token), with the guard that lets nothing but GETs, the
 * sign-in and the token refresh leave, and the cap on an answer's size. Only the probe's own record
 * of the exchanges is kept: no body, no header (the token), no request data (the password).
 */

/** One request and its answer, as the probe saw it on the wire. */
export interface Exchange {
  method: string;
  url: string;
  /** Null when no answer came. */
  status: number | null;
  ms: number;
  bytes: number;
  contentType: string;
  /** What the body looked like: JSON (or what starts like it), an HTML page, empty, or other text. */
  body: 'json' | 'html' | 'empty' | 'text' | null;
  /** Why no answer was read: 'too-large', 'blocked', 'aborted', or the network's error code (ECONNREFUSED, CERT_HAS_EXPIRED…). */
  failure: string | null;
}

/** The exchanges of one probe call. */
export interface CallTrace {
  exchanges: Exchange[];
}

/** The call whose exchanges are being recorded (it follows the call through the client's queue and refresh). */
export const callTraces = new AsyncLocalStorage<CallTrace>();

/** An in-memory Storage, for the HTTP client's shared token where there is no browser (never written to disk). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Gives the HTTP client a localStorage when the environment has none (Node): call before it is imported. */
export function provideStorage(): void {
  if (!(globalThis as { localStorage?: Storage }).localStorage) (globalThis as { localStorage?: Storage }).localStorage = memoryStorage();
}

export interface TransportOptions {
  /** The API's base address (…/api). */
  api: string;
  /** Answers over this many bytes are not read. */
  maxBytes: number;
}

export interface Transport {
  /** Every exchange, in the order the requests left. */
  exchanges: Exchange[];
  /** Requests the guard stopped (none, unless the probe itself is wrong). */
  blocked: Array<{ method: string; url: string }>;
  /** Puts the environment's fetch back. */
  restore(): void;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function bodyKind(bytes: Uint8Array): Exchange['body'] {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  if (head === '') return 'empty';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) return 'html';
  return 'text';
}

/** The network's reason for a failed fetch: undici's cause code (ECONNREFUSED, ENOTFOUND, a TLS code), or the error's name. */
export function failureCode(error: unknown): string {
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  const cause = (error as { cause?: { code?: unknown; name?: unknown; cause?: { code?: unknown } } } | null)?.cause;
  const code = cause?.code ?? cause?.cause?.code;
  if (typeof code === 'string') return code;
  if (cause && typeof cause.name === 'string' && cause.name !== 'Error') return cause.name;
  return error instanceof Error ? error.name : 'unknown';
}

/** Reads a body up to `max` bytes; null when it is longer. */
async function readCapped(response: Response, max: number, signal: AbortSignal | null | undefined): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length'));
  // Cancelled without waiting: some streams settle their cancel only once their source does.
  if (Number.isFinite(declared) && declared > max) {
    void response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) {
        void reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (signal?.aborted) throw new DOMException('The request was aborted.', 'AbortError');
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Wraps the environment's fetch (which the portal's axios client uses) for one probe run: records
 * every exchange, refuses any request other than a GET, the sign-in and the refresh, and stops
 * reading an answer over `maxBytes`.
 */
export function installTransport({ api, maxBytes }: TransportOptions): Transport {
  const original = globalThis.fetch;
  const base = api.replace(/\/+$/, '');
  const allowedPosts = new Set([`${base}/auth/login`, `${base}/auth/refresh`]);
  const exchanges: Exchange[] = [];
  const blocked: Transport['blocked'] = [];

  const wrapped: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input instanceof URL ? input.href : input);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const signal = init?.signal ?? request?.signal;
    const exchange: Exchange = { method, url, status: null, ms: 0, bytes: 0, contentType: '', body: null, failure: null };
    exchanges.push(exchange);
    callTraces.getStore()?.exchanges.push(exchange);
    if (!(method === 'GET' || (method === 'POST' && allowedPosts.has(url.split('?')[0] ?? '')))) {
      exchange.failure = 'blocked';
      blocked.push({ method, url });
      throw new TypeError(`The contract probe sends only GET requests, the sign-in and the token refresh (refused: ${method}).`);
    }
    const started = performance.now();
    try {
      const response = await original(input, init);
      exchange.status = response.status;
      exchange.contentType = response.headers.get('content-type') ?? '';
      const bytes = await readCapped(response, maxBytes, signal);
      if (bytes === null) {
        exchange.failure = 'too-large';
        throw new TypeError(`The answer is over ${Math.round(maxBytes / 1_000_000)} MB.`);
      }
      exchange.bytes = bytes.byteLength;
      exchange.body = bodyKind(bytes);
      return new Response(NULL_BODY_STATUSES.has(response.status) ? null : (bytes as BodyInit), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      exchange.failure ??= failureCode(error);
      throw error;
    } finally {
      exchange.ms = Math.round(performance.now() - started);
    }
  };
  globalThis.fetch = wrapped;
  return {
    exchanges,
    blocked,
    restore: () => {
      if (globalThis.fetch === wrapped) globalThis.fetch = original;
    },
  };
}
