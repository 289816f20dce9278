import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, startSession } from '@/api/http';
import {
  RUNTIME_CONFIG_PATH,
  decodeRuntimeConfig,
  defaultRuntimeConfig,
  loadRuntimeConfig,
  resetRuntimeConfig,
  runtimeConfig,
  runtimeConfigPending,
} from '@/api/runtimeConfig';
import { db } from '@/demo/db';
import { DEMO_REPORT_GENERATOR_PATH, demoRuntimeConfig } from '@/demo/runtimeConfig';
import { loginResponse } from '@/demo/handlers/session';
import { stats } from '@/demo/scenarios';

// The deploy-time configuration (house rule 17): /config.json read once at start, decoded field by
// field, same-origin defaults and one warning for anything missing or unreadable.

const ORIGIN = window.location.origin;
const DEFAULTS = { apiBaseUrl: `${ORIGIN}/api`, storageBaseUrl: ORIGIN, reportGeneratorUrl: null };

/** A fetch that answers `body` (a string is sent as is, anything else as JSON) with `status`. */
function answering(body: unknown, status = 200) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    void input;
    void init;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

function watchWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

afterEach(() => {
  resetRuntimeConfig();
  vi.restoreAllMocks();
});

describe('runtime configuration: the defaults', () => {
  it('are this origin: the API under /api, storage at the root, no report generator', () => {
    expect(defaultRuntimeConfig()).toEqual(DEFAULTS);
    expect(runtimeConfig()).toEqual(DEFAULTS);
    expect(runtimeConfigPending()).toBeNull();
  });
});

describe('runtime configuration: loading /config.json', () => {
  it('reads a valid file once, from the same origin, without a cached copy; no warning', async () => {
    const warn = watchWarnings();
    const fetch = answering({
      apiBaseUrl: 'https://api.example.com/api/',
      storageBaseUrl: 'https://files.example.com',
      reportGeneratorUrl: 'https://reports.example.com/generate',
    });
    const first = loadRuntimeConfig(fetch);
    const second = loadRuntimeConfig(fetch);
    expect(second).toBe(first);
    expect(runtimeConfigPending()).toBe(first);
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(RUNTIME_CONFIG_PATH);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-cache', credentials: 'same-origin' });
    expect(runtimeConfig()).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      storageBaseUrl: 'https://files.example.com',
      reportGeneratorUrl: 'https://reports.example.com/generate',
    });
    expect(runtimeConfigPending()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads paths on this origin as absolute addresses; empty strings and null mean "the default"', async () => {
    const warn = watchWarnings();
    await loadRuntimeConfig(
      answering({ apiBaseUrl: '/gateway/api', storageBaseUrl: '', reportGeneratorUrl: '/api/__demo/report-generator', extra: 'ignored' }),
    );
    expect(runtimeConfig()).toEqual({
      apiBaseUrl: `${ORIGIN}/gateway/api`,
      storageBaseUrl: ORIGIN,
      reportGeneratorUrl: `${ORIGIN}/api/__demo/report-generator`,
    });
    resetRuntimeConfig();
    await loadRuntimeConfig(answering({ apiBaseUrl: '', storageBaseUrl: null, reportGeneratorUrl: '  ' }));
    expect(runtimeConfig()).toEqual(DEFAULTS);
    resetRuntimeConfig();
    // What nginx renders with no variable set (deploy/nginx/portal.conf).
    await loadRuntimeConfig(answering({ apiBaseUrl: '/api', storageBaseUrl: '', reportGeneratorUrl: '' }));
    expect(runtimeConfig()).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['missing (404)', answering('<!doctype html><title>Not Found</title>', 404), /answered 404/],
    ['answered with the app shell (HTML)', answering('<!doctype html><div id="root"></div>'), /not JSON/],
    ['malformed JSON', answering('{"apiBaseUrl": "https://api.example.com'), /not JSON/],
    ['JSON of the wrong type at the top', answering('["https://api.example.com"]'), /not a JSON object/],
    ['JSON null', answering('null'), /not a JSON object/],
    ['unreachable', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), /could not be fetched \(Failed to fetch\)/],
  ])('a file %s: the same-origin defaults and one warning', async (_what, fetch, reason) => {
    const warn = watchWarnings();
    await loadRuntimeConfig(fetch);
    expect(runtimeConfig()).toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(reason);
    expect(String(warn.mock.calls[0]?.[0])).toContain('/config.json');
    expect(runtimeConfigPending()).toBeNull();
  });

  it('fields of the wrong type or form keep their defaults, the readable ones are taken, one warning names them', async () => {
    const warn = watchWarnings();
    await loadRuntimeConfig(
      answering({ apiBaseUrl: 42, storageBaseUrl: 'https://files.example.com/', reportGeneratorUrl: { url: 'https://reports.example.com' } }),
    );
    expect(runtimeConfig()).toEqual({ ...DEFAULTS, storageBaseUrl: 'https://files.example.com' });
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toMatch(/apiBaseUrl .*got number/);
    expect(message).toMatch(/reportGeneratorUrl .*got object/);
    expect(message).not.toMatch(/storageBaseUrl/);
  });

  it.each([
    ['javascript:alert(1)'],
    ['ftp://files.example.com'],
    ['api'],
    ['//evil.example.com/api'],
    ['/\\evil.example.com/api'],
    ['https://api.example.com/api?x=1'],
    ['https://api.example.com/api#x'],
    ['https://user:secret@api.example.com/api'],
    ['http://['],
  ])('an address that is not a usable http(s) URL or path is refused: %s', async (value) => {
    const warn = watchWarnings();
    await loadRuntimeConfig(answering({ apiBaseUrl: value, reportGeneratorUrl: value }));
    expect(runtimeConfig()).toEqual(DEFAULTS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up on a file that never answers (defaults, one warning), never blocking requests for good', async () => {
    vi.useFakeTimers();
    try {
      const warn = watchWarnings();
      const hanging = vi.fn(
        (_input: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      );
      const load = loadRuntimeConfig(hanging);
      await vi.advanceTimersByTimeAsync(10_000);
      await load;
      expect(runtimeConfig()).toEqual(DEFAULTS);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/no answer within 10 s/);
      expect(runtimeConfigPending()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('runtime configuration: decoding', () => {
  it('never throws, whatever the body', () => {
    for (const raw of [undefined, null, 0, 'x', [], [{}], { apiBaseUrl: [] }, { apiBaseUrl: true }, Object.create(null)]) {
      expect(() => decodeRuntimeConfig(raw)).not.toThrow();
      expect(decodeRuntimeConfig(raw).config.apiBaseUrl).toBe(`${ORIGIN}/api`);
    }
  });
});

describe('runtime configuration: the HTTP client', () => {
  function signIn() {
    const user = db().users.find((item) => item.email === 'manager@example.com')!;
    startSession(loginResponse(user).access_token, 3600);
  }

  it('holds requests until the file has loaded, then sends them to the configured API base', async () => {
    signIn();
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const load = loadRuntimeConfig(fetch);
    const ping = request('/ping');
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Nothing went out with the default base while the configuration was on its way.
    expect(stats.calls).toEqual([]);
    answer(new Response(JSON.stringify({ apiBaseUrl: `${ORIGIN}/gateway/api` }), { status: 200 }));
    await load;
    expect((await ping).status).toBe(200);
    expect(stats.calls.map((call) => call.path)).toEqual(['/gateway/api/ping']);
  });

  it("after a failed load, requests go to this origin's /api", async () => {
    watchWarnings();
    signIn();
    const load = loadRuntimeConfig(answering('nope', 500));
    const ping = request('/ping');
    await load;
    expect((await ping).status).toBe(200);
    expect(stats.calls.map((call) => call.path)).toEqual(['/api/ping']);
  });
});

describe("the demo's /config.json (npm start, serve:demo, the browser suite)", () => {
  it("names the demo's report generator, and reads as the portal expects", () => {
    const file = demoRuntimeConfig({});
    expect(file).toEqual({ apiBaseUrl: '/api', storageBaseUrl: '', reportGeneratorUrl: DEMO_REPORT_GENERATOR_PATH });
    const { config, problems } = decodeRuntimeConfig(JSON.parse(JSON.stringify(file)));
    expect(problems).toEqual([]);
    expect(config).toEqual({ ...DEFAULTS, reportGeneratorUrl: `${ORIGIN}/api/__demo/report-generator` });
  });

  it("takes the container's variables; without the demo API (DEMO_API=0) there is no report generator unless one is named", () => {
    expect(demoRuntimeConfig({ API_BASE_URL: 'https://api.example.com/api', REPORT_GENERATOR_URL: 'none' })).toEqual({
      apiBaseUrl: 'https://api.example.com/api',
      storageBaseUrl: '',
      reportGeneratorUrl: '',
    });
    expect(demoRuntimeConfig({}, false).reportGeneratorUrl).toBe('');
    expect(demoRuntimeConfig({ REPORT_GENERATOR_URL: 'https://reports.example.com' }, false).reportGeneratorUrl).toBe('https://reports.example.com');
  });
});
