#!/usr/bin/env -S npx tsx --tsconfig tsconfig.app.json
// `npm run bench:boot`: what the boot script (src/api/bootScript.ts) changes on a signed-in cold load,
// measured on the network alone. Each build is served compressed by the demo server
// (scripts/benchServer.ts) and loaded in Debian's Chromium with Lighthouse's mobile network applied
// through CDP (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and no CPU slowdown (on a shared machine
// the CPU is what varies most), at a phone's size, service workers blocked, the HTTP cache cleared
// before the measured load. Two modes: a returning user (the page loaded once before: the boot record
// exists) and a first visit of the address (a token, no record). The builds alternate run by run. Per
// build and mode it prints the medians, in ms from navigation start: when the page's first request
// started and ended, when the framework chunk, the page chunk, the dashboard's body chunk and axios
// arrived, when the page's data showed ('League table', 'Showing 1 to …'), and the LCP. Never part
// of `npm test`.
//
//   npm run bench:boot -- --dists dist-main,dist [--page dashboard|case-list] [--runs 5]
//                         [--modes returning,first] [--port 4650]
//   CHROME_PATH=/usr/bin/chromium (default)
import { chromium } from '@playwright/test';
import { serveBuild } from './benchServer.ts';
import { suiteFlags } from './chromium.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const dists = arg('dists', 'dist').split(',');
const runs = Number(arg('runs', '5'));
const modes = arg('modes', 'returning,first').split(',');
const port = Number(arg('port', '4650'));
// The page: its address, its first request, its page chunk, what shows once its data has painted.
const PAGES = {
  dashboard: { path: '/dashboard', api: '/api/dashboard', chunk: 'DashboardRoute-', ready: 'League table' },
  'case-list': { path: '/case-management/cases', api: '/api/case-management/cases', chunk: 'CaseListPage-', ready: 'Showing 1 to' },
};
const target = PAGES[arg('page', 'dashboard')];
if (!target) throw new Error(`--page is one of ${Object.keys(PAGES).join(', ')}`);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const servers = dists.map((dist, index) => ({ dist, ...serveBuild({ dist, port: port + index, build: false }) }));
await Promise.all(servers.map((server) => server.ready()));
const browser = await chromium.launch({ executablePath: chromePath, args: suiteFlags() });

/** What the app keeps in localStorage after the manager's login (as tests/e2e/support.ts signInAt). */
async function session(origin) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ UserName: 'manager@example.com', password: 'demo1234' }),
  });
  const answer = await response.json();
  const { permissions = [], roles = [], ...user } = answer.user;
  const labels = answer.company_labels ?? {};
  return {
    'portal.session': JSON.stringify({
      user: { encrypted_id: '', max_reporting_level: null, ...user },
      permissions,
      roles,
      overallAdminId: answer.overall_admin_id ?? null,
      companyLabels: { wave: labels.wave || 'Wave', location: labels.location || 'Location' },
    }),
    'portal.token': JSON.stringify({ token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000, epoch: 'bench' }),
    'portal.lastCompany': String(user.company_id),
  };
}

// Strings, not functions: tsx's helpers must not reach the page.
const WATCH = `
  window.__lcp = 0; window.__ready = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (!window.__ready && document.body && document.body.textContent.includes(${JSON.stringify(target.ready)})) window.__ready = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;
const READ = `(() => {
  const resources = performance.getEntriesByType('resource');
  const file = (prefix) => resources.find((entry) => new URL(entry.name).pathname.startsWith('/assets/' + prefix) && entry.name.endsWith('.js'));
  const api = resources.filter((entry) => new URL(entry.name).pathname === ${JSON.stringify(target.api)});
  return {
    apiStart: api[0]?.startTime, apiEnd: api[0]?.responseEnd, apiCount: api.length,
    framework: file('framework-')?.responseEnd, page: file(${JSON.stringify(target.chunk)})?.responseEnd,
    body: file('MysteryShoppingBody-')?.responseEnd, axios: file('axios-')?.responseEnd,
    ready: window.__ready, lcp: window.__lcp,
  };
})()`;

async function load(origin, returning) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const entries = await session(origin);
    await page.evaluate(
      `(() => { const values = ${JSON.stringify(entries)}; for (const key of Object.keys(values)) localStorage.setItem(key, values[key]); })()`,
    );
    if (returning) {
      await page.goto(`${origin}${target.path}`);
      await page.getByText(target.ready).first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }
    await page.addInitScript({ content: WATCH });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(`${origin}${target.path}`);
    await page.getByText(target.ready).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    return await page.evaluate(READ);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : NaN;
};
const lines = [
  '| mode | build | request start | request end | framework | page chunk | body chunk | axios | data shown | LCP | requests |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
];
try {
  for (const mode of modes) {
    const samples = new Map(dists.map((dist) => [dist, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const server of servers) {
        // A run that fails (the page never showed its data within a minute) counts as missing.
        const result = await load(server.origin, mode === 'returning').catch((error) => ({ error: String(error).split('\n')[0] }));
        samples.get(server.dist).push(result);
        process.stderr.write(`${mode} ${server.dist} ${run + 1}/${runs}: ${JSON.stringify(result)}\n`);
      }
    }
    for (const [dist, list] of samples) {
      const m = (key) => median(list.map((item) => item[key]));
      lines.push(
        `| ${mode} | ${dist} | ${m('apiStart')} | ${m('apiEnd')} | ${m('framework')} | ${m('page')} | ${m('body')} | ${m('axios')} | ${m('ready')} | ${m('lcp')} | ${list.map((item) => item.apiCount).join(',')} |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
console.log(`\nSigned-in cold load of ${target.path}, medians of ${runs} (ms from navigation start)\n\n${lines.join('\n')}\n`);
process.exit(0);
