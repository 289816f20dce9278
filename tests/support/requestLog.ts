import { afterEach, beforeEach } from 'vitest';
import { server } from '../setup';

export interface LoggedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Records every request the app sends (URL with its query, JSON body), for asserting what the server received. */
export function useRequestLog(): LoggedRequest[] {
  const log: LoggedRequest[] = [];
  beforeEach(() => {
    log.length = 0;
    server.events.on('request:start', async ({ request }) => {
      const clone = request.clone();
      const text = await clone.text().catch(() => '');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      log.push({ method: request.method, url: new URL(request.url), body });
    });
  });
  afterEach(() => server.events.removeAllListeners());
  return log;
}

/** The query parameters of the logged calls to a path, as plain objects. */
export function queriesTo(log: LoggedRequest[], path: string, method = 'GET'): Array<Record<string, string>> {
  return log.filter((entry) => entry.url.pathname === path && entry.method === method).map((entry) => Object.fromEntries(entry.url.searchParams.entries()));
}
