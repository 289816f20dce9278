#!/usr/bin/env -S npx tsx --tsconfig tsconfig.app.json
// `npm run bench:lighthouse`: Lighthouse (performance) on the production build, served with
// brotli/gzip by the demo server (src/demo/server.ts + src/demo/compression.ts) with the demo API
// behind /api, in Debian's Chromium. Signed-in pages are measured with the session seeded in
// localStorage the way the app stores it (portal.token + portal.session), then loaded once before
// the measured load, as a returning user has: that visit leaves the boot record (portal.boot, the
// requests the page's route data sent, which the boot script in index.html sends at once on the next
// load, src/api/bootScript.ts); the service worker it installed and Cache Storage are then removed,
// and the HTTP cache is cleared before every measured load. `--first-visit` measures without that
// visit (no boot record: the first load of an address). Prints a table (median of N runs per page and preset; by default 3 runs of the
// mobile preset, Lighthouse's simulated throttling, on every page of issue 23) and writes the JSON and
// the table next to each other. Never part of `npm test`. Runs under tsx: the session is built by the
// app's own login decoding and session code, the Chromium flags are the browser suite's (scripts/chromium.ts).
//
//   npm run bench:lighthouse -- [--runs 3] [--presets mobile] [--pages login,dashboard,...]
//                               [--dist dist] [--no-build] [--port 4280] [--out bench-results/lighthouse]
//                               [--first-visit]
//   --lhr-dir DIR also writes every run's whole Lighthouse report (for the diagnostics: long tasks,
//   critical chains, LCP phases).
//   CHROME_PATH=/usr/bin/chromium (default)
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { LoginResponseSchema } from '../src/api/authSchemas.ts';
import { decodeOrThrow } from '../src/api/schema.ts';
import { sessionFromLoginResponse } from '../src/store/sessionSlice.ts';
import { CHROMIUM_FLAGS } from './chromium.ts';
import { serveBuild } from './benchServer.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const runs = Number(arg('runs', '3'));
const presets = arg('presets', 'mobile').split(',');
const dist = arg('dist', 'dist');
// Not 4190: that port is on the Fetch standard's list of blocked ports (sieve), so Chromium and
// Node's fetch refuse it.
const port = Number(arg('port', '4280'));
const outBase = arg('out', join('bench-results', 'lighthouse'));
const lhrDir = arg('lhr-dir', '');
// Signed-in pages: the measured load is a returning user's (one visit before it), unless --first-visit.
const firstVisit = process.argv.includes('--first-visit');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const ACCOUNT = { UserName: 'manager@example.com', password: 'demo1234' };

// Every page of issue 23 (reporting twice: its introduction, and a report shown), and Today (issue 24).
const PAGES = {
  login: { path: '/', signedIn: false },
  today: { path: '/today', signedIn: true },
  dashboard: { path: '/dashboard', signedIn: true },
  nps: { path: '/nps-dashboard', signedIn: true },
  reporting: { path: '/reporting', signedIn: true },
  'reporting-report': { path: '/reporting?scheme=1&report=category&level=loc', signedIn: true },
  queries: { path: '/queries', signedIn: true },
  'critical-focus': { path: '/critical-focus', signedIn: true },
  'case-dashboard': { path: '/case-management', signedIn: true },
  'case-list': { path: '/case-management/cases', signedIn: true },
  'case-detail': { path: '/case-management/case/:id', signedIn: true },
};
const pageNames = arg('pages', Object.keys(PAGES).join(',')).split(',');

const demo = serveBuild({ dist, port, build: !process.argv.includes('--no-build') });

/** Signs in through the demo API and builds what the app keeps in localStorage after a login. */
async function sessionStorageEntries() {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  // Read and turned into the stored session by the app's own code (api/authSchemas.ts, store/sessionSlice.ts).
  const body = decodeOrThrow(LoginResponseSchema, await response.json(), 'POST /api/auth/login');
  const session = sessionFromLoginResponse(body);
  const cases = await fetch(`${origin}/api/case-management/cases?initial=1&page=1&sort=created%20date`, {
    headers: { Authorization: `Bearer ${body.access_token}`, Accept: 'application/json' },
  }).then((r) => r.json());
  return {
    entries: {
      'portal.token': JSON.stringify({ token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }),
      'portal.session': JSON.stringify(session),
      'portal.lastCompany': String(session.user.company_id),
    },
    caseId: cases.data?.[0]?.id ?? 1,
  };
}

// ------------------------------------------------------------------ one run
async function measure(url, preset, signedIn) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (signedIn) {
      // A fresh token per run (the demo API keeps them in memory); set on the origin, then cold cache.
      const { entries } = await sessionStorageEntries();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate((values) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, entries);
    }
    const cdp = await page.createCDPSession();
    if (signedIn && !firstVisit) {
      // The returning user's earlier visit: it records the page's requests for the boot script.
      await page.goto(url, { waitUntil: 'networkidle0' });
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    }
    await cdp.send('Network.clearBrowserCache');
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    await browser.disconnect();
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('script'),
    css: bytes('stylesheet'),
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.message ?? null,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * The demo server compresses each static file once and keeps the result: ask for every file first
 * (brotli and gzip), so no measured run pays for the compression (nginx serves precompressed files).
 */
async function warmServer() {
  const files = [
    '/',
    ...readdirSync(join(dist, 'assets'))
      .filter((name) => /\.(js|css|svg)$/.test(name))
      .map((name) => `/assets/${name}`),
  ];
  for (const encoding of ['br', 'gzip']) {
    for (const file of files) await fetch(`${origin}${file}`, { headers: { 'Accept-Encoding': encoding } }).then((response) => response.arrayBuffer());
  }
}

// ------------------------------------------------------------------ main
await demo.ready();
await warmServer();
const { caseId } = await sessionStorageEntries();
const results = [];
try {
  for (const preset of presets) {
    for (const name of pageNames) {
      const target = PAGES[name];
      if (!target) throw new Error(`Unknown page ${name}`);
      const url = `${origin}${target.path.replace(':id', String(caseId))}`;
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = await measure(url, preset, target.signedIn);
        samples.push(figures(lhr));
        if (lhrDir) {
          mkdirSync(lhrDir, { recursive: true });
          writeFileSync(join(lhrDir, `${preset}-${name}-${run + 1}.json`), JSON.stringify(lhr));
        }
        process.stderr.write(`${preset} ${name} run ${run + 1}/${runs}: ${samples.at(-1).score}\n`);
      }
      const pick = (key) => median(samples.map((sample) => sample[key]));
      results.push({
        preset,
        page: name,
        url,
        runs,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        js: pick('js'),
        css: pick('css'),
        samples,
      });
    }
  }
} finally {
  demo.stop();
}

const ms = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
const lines = [
  `Lighthouse ${lighthouse.version ?? ''} — ${dist}, median of ${runs}, signed-in pages ${firstVisit ? 'as a first visit (no boot record)' : 'after one earlier visit (boot record)'} (${new Date().toISOString()})`,
  '',
  '| preset | page | score | FCP | LCP | TBT | CLS | JS | CSS |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    (row) =>
      `| ${row.preset} | ${row.page} | ${row.score} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${kb(row.js)} | ${kb(row.css)} |`,
  ),
];
const table = lines.join('\n');
console.log(`\n${table}\n`);
mkdirSync(outBase.includes('/') ? outBase.slice(0, outBase.lastIndexOf('/')) : '.', { recursive: true });
writeFileSync(`${outBase}.json`, JSON.stringify({ dist, runs, firstVisit, results }, null, 2));
writeFileSync(`${outBase}.md`, `${table}\n`);
console.log(`Written: ${outBase}.json, ${outBase}.md`);
process.exit(0);
