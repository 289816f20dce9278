#!/usr/bin/env node
// `npm run bench:repeat`: the dashboard's repeat visit on a phone (issue 23). The production build,
// served compressed by the demo server (src/demo/server.ts, the demo API behind /api), in Debian's
// Chromium with the browser suite's flags. Per run, in a fresh browser context: sign in through the
// login page (the first load of /dashboard, which fills the HTTP cache and, where allowed, installs
// the service worker), then reload /dashboard under mobile emulation (390×844, 4× CPU slowdown,
// 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and take that load's Largest Contentful Paint.
// Two modes: with the service worker, and without it (the context blocks service workers: what a
// browser without one, or the first release after install, gets from the HTTP cache alone).
// Prints the median of N runs per mode, writes bench-results/repeat.{json,md}, and fails when the
// median with the service worker is over the budget (0.6 s). Never part of `npm test`.
//
//   npm run bench:repeat -- [--runs 5] [--dist dist] [--no-build] [--port 4281] [--out bench-results/repeat]
//   CHROME_PATH=/usr/bin/chromium (default)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { serveBuild } from './benchServer.ts';
import { suiteFlags } from './chromium.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const runs = Number(arg('runs', '5'));
const dist = arg('dist', 'dist');
const port = Number(arg('port', '4281'));
const outBase = arg('out', join('bench-results', 'repeat'));
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const BUDGET_MS = 600;
const ACCOUNT = { email: 'manager@example.com', password: 'demo1234' };
// Lighthouse's mobile preset, applied through CDP: 4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up.
const CPU_SLOWDOWN = 4;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const demo = serveBuild({ dist, port, build: !process.argv.includes('--no-build') });

/** Every static file once, compressed both ways, so no measured load pays for the server's compression. */
async function warmServer() {
  const files = ['/', '/sw.js', ...readdirSync(join(dist, 'assets')).map((name) => `/assets/${name}`)];
  for (const encoding of ['br', 'gzip']) {
    for (const file of files) await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': encoding } }).then((response) => response.arrayBuffer());
  }
}

// ------------------------------------------------------------------ one run
/** Records the page's Largest Contentful Paint candidates from the start of every load. */
function watchLcp() {
  window.__lcp = NaN;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(browser, withWorker) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: withWorker ? 'allow' : 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchLcp);
    // The first visit: sign in, land on the dashboard, let it finish (and the worker precache).
    await page.goto(`${origin}/`);
    await page.getByLabel('Email Address').fill(ACCOUNT.email);
    await page.getByLabel('Password').fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { name: 'Mystery Shop Program' }).waitFor();
    await page.waitForLoadState('networkidle');
    let controlled = false;
    if (withWorker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      controlled = true;
    }
    // The repeat visit, on a phone's CPU and network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Mystery Shop Program' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const lcp = await page.evaluate(() => window.__lcp);
    const fromWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    return { lcp, controlled: controlled && fromWorker };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ------------------------------------------------------------------ main
await demo.ready();
await warmServer();
const browser = await chromium.launch({ executablePath: chromePath, args: suiteFlags() });
const results = [];
try {
  for (const withWorker of [true, false]) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measure(browser, withWorker));
      process.stderr.write(`${withWorker ? 'with' : 'without'} service worker, run ${run + 1}/${runs}: LCP ${Math.round(samples.at(-1).lcp)} ms\n`);
    }
    results.push({ mode: withWorker ? 'with service worker' : 'without service worker', lcp: median(samples.map((sample) => sample.lcp)), samples });
  }
} finally {
  await browser.close();
  demo.stop();
}

const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const lines = [
  `Dashboard repeat visit (reload after sign-in), phone emulation: ${CPU_SLOWDOWN}× CPU, 150 ms RTT, 1.6 Mbit/s — ${dist}, median of ${runs} (${new Date().toISOString()})`,
  '',
  '| mode | LCP (median) | runs |',
  '| --- | ---: | --- |',
  ...results.map((row) => `| ${row.mode} | ${seconds(row.lcp)} | ${row.samples.map((sample) => seconds(sample.lcp)).join(', ')} |`),
  '',
  `Budget: ≤ ${seconds(BUDGET_MS)} with the service worker.`,
];
const table = lines.join('\n');
console.log(`\n${table}\n`);
mkdirSync(outBase.includes('/') ? outBase.slice(0, outBase.lastIndexOf('/')) : '.', { recursive: true });
writeFileSync(`${outBase}.json`, JSON.stringify({ dist, runs, budgetMs: BUDGET_MS, results }, null, 2));
writeFileSync(`${outBase}.md`, `${table}\n`);
console.log(`Written: ${outBase}.json, ${outBase}.md`);
const withWorker = results.find((row) => row.mode === 'with service worker');
const notControlled = withWorker.samples.filter((sample) => !sample.controlled).length;
if (notControlled) console.error(`${notControlled} run(s) with the service worker were not controlled by it.`);
const over = !(withWorker.lcp <= BUDGET_MS);
if (over) console.error(`Over budget: ${seconds(withWorker.lcp)} > ${seconds(BUDGET_MS)}.`);
process.exit(over || notControlled ? 1 : 0);
