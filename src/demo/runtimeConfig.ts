/**
 * The demo's `/config.json` (what nginx renders from the environment in production; see
 * deploy/README.md): `npm start` (vite.config.ts) and the demo server (`npm run serve:demo`, the
 * browser suite) answer it with the demo's own report generator, so 'Download PDF' works in the
 * demo. The same variables as the container override it: API_BASE_URL, STORAGE_BASE_URL,
 * REPORT_GENERATOR_URL (empty or unset = the demo's value; `none` = no report generator).
 * Never part of a production build.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The demo's stand-in for the external report generator (src/demo/handlers/jobReport.ts). */
export const DEMO_REPORT_GENERATOR_PATH = '/api/__demo/report-generator';

export interface DemoRuntimeConfig {
  apiBaseUrl: string;
  storageBaseUrl: string;
  reportGeneratorUrl: string;
}

/**
 * The demo's config file. `withDemoApi` false (`DEMO_API=0`): the demo's report generator is not
 * there, so none unless REPORT_GENERATOR_URL names one.
 */
export function demoRuntimeConfig(env: Record<string, string | undefined> = process.env, withDemoApi = true): DemoRuntimeConfig {
  const generator = env.REPORT_GENERATOR_URL?.trim();
  return {
    apiBaseUrl: env.API_BASE_URL?.trim() || '/api',
    storageBaseUrl: env.STORAGE_BASE_URL?.trim() || '',
    reportGeneratorUrl: generator === 'none' ? '' : generator || (withDemoApi ? DEMO_REPORT_GENERATOR_PATH : ''),
  };
}

/** True for a request of the config file (any query). */
export function isConfigPath(rawUrl: string | undefined): boolean {
  return rawUrl === '/config.json' || (rawUrl ?? '').startsWith('/config.json?');
}

/** Answers `GET /config.json` as nginx does (JSON, revalidated on every use). */
export function answerConfigJson(req: IncomingMessage, res: ServerResponse, withDemoApi = true): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(demoRuntimeConfig(process.env, withDemoApi)));
}
