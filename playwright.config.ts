import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { suiteChromium, suiteFlags } from './scripts/chromium.ts';

/**
 * The suite's demo server port: E2E_PORT, else a free port chosen once here (the workers inherit it
 * through the environment), so the suite never collides with `npm run serve:demo` on 4173.
 */
function freePort(): number {
  const script = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
const port = Number(process.env.E2E_PORT);
const dist = process.env.E2E_DIST ?? 'dist';
// nginx with deploy/nginx/portal.conf in front of the same build, /api proxied to the demo server.
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 100);
// The demo API's minimal contract (DEMO_CONTRACT=minimal) behind the same build, for its smoke set.
const minimalPort = Number(process.env.E2E_MINIMAL_PORT ?? port + 200);
// Debian's headless shell of Chromium where installed (scripts/chromium.ts); the tests that open a
// PDF in a tab switch to the full browser (tests/e2e/support.ts `pdfViewerTest`).
const chromium = suiteChromium();
const launchOptions = { executablePath: chromium, args: suiteFlags() };

/** Browser tests: the production build served with the demo API, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two workers everywhere (one per core here): spec files run in parallel, the tests of a file in
  // order; desktop and phone use separate demo rows. One worker took `npm test` past 15 minutes.
  workers: 2,
  retries: 0,
  // axe's WCAG 2.2 target-size rule measures every control: long flows with several audits need the room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Service workers are blocked except where a test allows them (tests/e2e/nginx/pwa.spec.ts): a
  // worker would answer later loads from its precache, out of reach of page.route() and of the
  // tests that take files away from the server.
  // Reduced motion: Bootstrap then draws no colour transitions, so axe never measures a button halfway
  // into its hover colours (a control re-enabled under the pointer after a click starts one).
  use: { baseURL: `http://localhost:${port}`, trace: 'off', screenshot: 'only-on-failure', serviceWorkers: 'block', reducedMotion: 'reduce', launchOptions },
  projects: [
    { name: 'desktop', testIgnore: [/\/nginx\//, /\/minimal\//], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    // The phone runs every test whose outcome can depend on the viewport; tests tagged @any-viewport
    // (addresses, tokens, tabs, chunks, file names: the same code whatever the width) run on desktop only.
    {
      name: 'phone',
      testIgnore: [/build\.spec\.ts/, /chunks\.spec\.ts/, /impersonation\.spec\.ts/, /\/nginx\//, /\/minimal\//],
      grepInvert: /@any-viewport/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, launchOptions },
    },
    // The production serving (tests/e2e/nginx/): the smoke set on desktop and phone; the header,
    // fault and stale-chunk checks once.
    {
      name: 'nginx-desktop',
      testMatch: /\/nginx\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${nginxPort}`, viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'minimal-contract',
      testMatch: /\/minimal\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${minimalPort}`, viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'nginx-phone',
      testMatch: /\/nginx\/smoke\.spec\.ts/,
      use: {
        baseURL: `http://localhost:${nginxPort}`,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx --tsconfig tsconfig.app.json src/demo/server.ts --dist ${dist} --port ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { DEMO_TOKEN_TTL: process.env.DEMO_TOKEN_TTL ?? '3600' },
    },
    {
      command: `npx tsx --tsconfig tsconfig.app.json src/demo/server.ts --dist ${dist} --port ${minimalPort}`,
      url: `http://localhost:${minimalPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { DEMO_TOKEN_TTL: '3600', DEMO_CONTRACT: 'minimal' },
    },
    {
      command: `npx tsx scripts/serve-prod.ts --dist ${dist} --port ${nginxPort} --api http://127.0.0.1:${port}`,
      url: `http://localhost:${nginxPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
