import type { Page } from '@playwright/test';

export { freePort, raw, type RawResponse } from '../../support/rawHttp';

/** The policy portal.conf sends with the image's defaults (no extra image or API origins). */
export const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The CSP header with the blanks of empty template variables removed. */
export const normalisedCsp = (header: string | undefined) => (header ?? '').replace(/\s+;/g, ';').replace(/\s+/g, ' ').trim();

/**
 * Records every Content-Security-Policy violation of the page: the `securitypolicyviolation`
 * events (registered before any script of the page runs) and Chromium's console reports.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|evaluate|connect|frame)/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
    return [...fromEvents, ...fromConsole];
  };
}

/** The port of the Playwright base URL (nginx). */
export const portOf = (baseURL: string | undefined) => Number(new URL(baseURL ?? 'http://localhost:4273').port);

/** The demo server's port (the upstream of the suite's nginx). */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4173);
export const DIST = process.env.E2E_DIST ?? 'dist';
