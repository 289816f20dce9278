import { afterEach, beforeEach } from 'vitest';
import { server } from '../setup';

export interface LoggedRequest {
  method: string;
  url: URL;
  /** The URL's pathname, e.g. /api/case-management/cases. */
  path: string;
  /** The query string without its '?' ('' when none). */
  query: string;
  /** The parsed JSON body (the text when it is not JSON, null when empty). */
  body: unknown;
}

/**
 * Records every request the app sends (method, path, query string, JSON body), for asserting what
 * the server received, including requests a test's own handlers answer. Call it in a describe
 * block or at the top of a file: it starts empty for every test.
 */
export function useRequestLog(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  beforeEach(() => {
    log.length = 0;
    server.events.on('request:start', async ({ request }) => {
      const url = new URL(request.url);
      const entry = (body: unknown): LoggedRequest => ({ method: request.method, url, path: url.pathname, query: url.search.replace(/^\?/, ''), body });
      // A request without a body is logged at once, in the order the app sent it.
      if (request.method === 'GET' || request.method === 'HEAD') {
        log.push(entry(null));
        return;
      }
      const text = await request
        .clone()
        .text()
        .catch(() => '');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      log.push(entry(body));
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return log;
}

/** The query parameters of the logged calls to a path, as plain objects. */
export function queriesTo(log: LoggedRequest[], path: string, method = 'GET'): Array<Record<string, string>> {
  return searchParamsTo(log, path, method).map((params) => Object.fromEntries(params.entries()));
}

/** The query parameters of the logged calls to a path. */
export function searchParamsTo(log: LoggedRequest[], path: string, method = 'GET'): URLSearchParams[] {
  return log.filter((entry) => entry.path === path && entry.method === method).map((entry) => new URLSearchParams(entry.query));
}
