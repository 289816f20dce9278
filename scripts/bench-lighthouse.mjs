#!/usr/bin/env -S npx tsx --tsconfig tsconfig.app.json
// `npm run bench:lighthouse`: Lighthouse (performance) on the production build, served with
// brotli/gzip by the demo server (src/demo/server.ts + src/demo/compression.ts) with the demo API
// behind /api, in Debian's Chromium. Signed-in pages are measured with the session seeded in
// localStorage the way the app stores it (portal.token + portal.session), in two ways, side by side:
// - a first visit (the address opened from an e-mail link): no earlier load of it, a cold cache;
// - a returning visit: the page loaded once before the measured load, as a returning user has: that
//   visit leaves the boot record (portal.boot, the requests the page's route data sent, which the
//   boot script in index.html sends at once on the next load, src/api/bootScript.ts); the service
//   worker it installed and Cache Storage are then removed, and the HTTP cache is cleared.
// Each is a fresh browser profile. 'dashboard' is the scheme dashboard as the demo's default
// contract serves it (its body from the answer's own figures); 'dashboard-derived' the same page
// against the demo's minimal contract (a second server, DEMO_CONTRACT=minimal), whose body the
// portal composes from the documented report and NPS calls (issue 29): its calls count.
// Prints a table (median of N runs per page, visit and preset; by default 3 runs of the mobile
// preset, Lighthouse's simulated throttling) and writes the JSON and the table next to each other.
// Never part of `npm test`. Runs under tsx: the session is built by the app's own login decoding
// and session code, the Chromium flags are the browser suite's (scripts/chromium.ts).
//
//   npm run bench:lighthouse -- [--runs 3] [--presets mobile] [--pages login,today,dashboard,...]
//                               [--visits first,returning] [--first-visit] [--returning]
//                               [--dist dist] [--no-build] [--port 4280] [--out bench-results/lighthouse]
//   --first-visit / --returning measure one kind of visit only (default: both).
//   --applied measures under throttling applied to the browser (Lighthouse's `devtools` method:
//   the page really loads at the mobile preset's network and CPU speeds) instead of the simulation,
//   to check that a change the simulation rewards also holds on a load that really happens.
//   --lhr-dir DIR also writes every run's whole Lighthouse report (for the diagnostics: long tasks,
//   critical chains, LCP phases), and the load's trace beside it (`….trace.json`: the observed,
//   unthrottled load the simulation starts from; DevTools' Performance panel opens it).
//   --explain prints, for each run, what the simulation put on the way to the largest paint
//   (scripts/lcpNetwork.ts: the requests, the largest file's download and how many others shared
//   the network with it, the server response time it assumed); with --lhr-dir it also writes the
//   simulated timings of each request and task (`….lantern.json`).
//   Each run's line and the table's foot give the host's speed (Lighthouse's benchmarkIndex): the
//   simulation multiplies the observed main-thread time by a fixed 4, so runs on a slowed host (a
//   busy neighbour on a shared machine) read higher TBT for the same build.
//   The table's "script" column is Lighthouse's script execution time (its bootup-time audit: the
//   main thread's time in the page's scripts, simulated like TBT). It spreads far less from run to
//   run than TBT, whose every task counts only above 50 ms: compare builds on it first (issue 30).
//   CHROME_PATH=/usr/bin/chromium (default)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { benchLauncherFlags } from './chromium.ts';
import { BENCH_PAGES, benchSession, earlierVisit, storeSession } from './benchPages.mjs';
import { describeLcpNetwork, lcpNetwork } from './lcpNetwork.ts';
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
const applied = process.argv.includes('--applied');
const explain = process.argv.includes('--explain');
// Signed-in pages: a first visit and a returning user's visit (one earlier load), or one of them.
const visits = process.argv.includes('--first-visit')
  ? ['first']
  : process.argv.includes('--returning')
    ? ['returning']
    : arg('visits', 'first,returning').split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
// The minimal contract's server (the derived dashboard), on the next port.
const minimalOrigin = `http://127.0.0.1:${port + 1}`;
const PAGES = BENCH_PAGES;
const pageNames = arg('pages', Object.keys(PAGES).join(',')).split(',');

const demo = serveBuild({ dist, port, build: !process.argv.includes('--no-build') });
const needsMinimal = pageNames.some((name) => PAGES[name]?.minimal);
const minimalDemo = needsMinimal ? serveBuild({ dist, port: port + 1, build: false, contract: 'minimal' }) : null;
const sessionStorageEntries = (at = origin) => benchSession(at);

// ------------------------------------------------------------------ one run
async function measure(url, preset, signedIn, visit, at) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: benchLauncherFlags(chromeLauncher.Launcher.defaultFlags()),
    ignoreDefaultFlags: true,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    if (signedIn) {
      // A fresh token per run (the demo API keeps them in memory); set on the origin, then cold cache.
      const { entries } = await sessionStorageEntries(at);
      await storeSession(page, at, entries);
    }
    const cdp = await page.createCDPSession();
    // The returning user's earlier visit: it records the page's requests for the boot script.
    if (signedIn && visit === 'returning') await earlierVisit(page, cdp, url, at);
    await cdp.send('Network.clearBrowserCache');
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
      ...(applied ? { throttlingMethod: 'devtools' } : {}),
    };
    Lantern.Simulation.Simulator.allNodeTimings.clear();
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    await browser.disconnect();
    // The simulation of this run's largest paint (Lantern keeps the last one of each label).
    const lcpTimings = explain ? Lantern.Simulation.Simulator.allNodeTimings.get('optimisticLargestContentfulPaint') : undefined;
    return { lhr: result.lhr, trace: result.artifacts.Trace, lcpTimings };
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
    script: audit('bootup-time'),
    cls: audit('cumulative-layout-shift'),
    js: bytes('script'),
    css: bytes('stylesheet'),
    // The host's speed as Lighthouse measured it before the load (higher is faster): the simulation
    // multiplies the observed main-thread time by a fixed 4, so TBT rises as the host slows.
    cpu: lhr.environment?.benchmarkIndex ?? NaN,
    finalUrl: lhr.finalDisplayedUrl,
    error: lhr.runtimeError?.message ?? null,
  };
}

/** The simulated largest paint's requests and tasks, in the order they ended (for `--explain --lhr-dir`). */
const simulatedTimings = (timings) =>
  [...timings]
    .map(([node, timing]) => ({
      type: node.type,
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
      ...(node.type === 'network'
        ? { url: node.request.url, bytes: node.request.transferSize }
        : { observedMs: Math.round(node.duration / 100) / 10, scripts: [...node.getEvaluateScriptURLs()] }),
    }))
    .sort((a, b) => a.end - b.end);

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ------------------------------------------------------------------ main
await demo.ready();
await demo.warm();
if (minimalDemo) {
  await minimalDemo.ready();
  await minimalDemo.warm();
}
const caseIds = { [origin]: (await sessionStorageEntries(origin)).caseId };
if (minimalDemo) caseIds[minimalOrigin] = (await sessionStorageEntries(minimalOrigin)).caseId;
const results = [];
try {
  for (const preset of presets) {
    for (const name of pageNames) {
      const target = PAGES[name];
      if (!target) throw new Error(`Unknown page ${name}`);
      const at = target.minimal ? minimalOrigin : origin;
      const url = `${at}${target.path.replace(':id', String(caseIds[at]))}`;
      // The login page is never a returning signed-in visit: one column.
      for (const visit of target.signedIn ? visits : visits.slice(0, 1)) {
        const samples = [];
        for (let run = 0; run < runs; run += 1) {
          const { lhr, trace, lcpTimings } = await measure(url, preset, target.signedIn, visit, at);
          samples.push(figures(lhr));
          if (lhrDir) {
            mkdirSync(lhrDir, { recursive: true });
            writeFileSync(join(lhrDir, `${preset}-${name}-${visit}-${run + 1}.json`), JSON.stringify(lhr));
            if (trace) writeFileSync(join(lhrDir, `${preset}-${name}-${visit}-${run + 1}.trace.json`), JSON.stringify(trace));
            if (lcpTimings) writeFileSync(join(lhrDir, `${preset}-${name}-${visit}-${run + 1}.lantern.json`), JSON.stringify(simulatedTimings(lcpTimings)));
          }
          const { score, tbt, script, cpu } = samples.at(-1);
          process.stderr.write(
            `${preset} ${name} ${visit} visit, run ${run + 1}/${runs}: ${score} (TBT ${Math.round(tbt)} ms, script ${Math.round(script)} ms, host CPU index ${Math.round(cpu)})\n`,
          );
          if (lcpTimings) {
            const server = Math.max(...(lhr.audits['network-server-latency']?.details?.items ?? []).map((item) => item.serverResponseTime));
            process.stderr.write(`  ${describeLcpNetwork(lcpNetwork(lcpTimings), server)}\n`);
          }
        }
        const pick = (key) => median(samples.map((sample) => sample[key]));
        results.push({
          preset,
          page: name,
          visit: target.signedIn ? visit : 'first',
          url,
          runs,
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          script: pick('script'),
          cls: pick('cls'),
          js: pick('js'),
          css: pick('css'),
          cpu: pick('cpu'),
          samples,
        });
      }
    }
  }
} finally {
  demo.stop();
  minimalDemo?.stop();
}

const ms = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
const cell = (row) =>
  row
    ? `${row.score} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${Math.round(row.tbt)} ms | ${Math.round(row.script)} ms | ${row.cls.toFixed(3)} | ${kb(row.js)}`
    : '– | – | – | – | – | – | –';
const columns = visits.map((visit) => (visit === 'first' ? 'first visit' : 'returning visit'));
const lines = [
  `Lighthouse ${lighthouse.version ?? ''} — ${dist}, median of ${runs}${applied ? ', applied throttling' : ''}; first visit: no earlier load of the address; returning visit: one earlier load (the boot record) (${new Date().toISOString()})`,
  '',
  `| preset | page | ${columns.map((column) => `${column}: score | FCP | LCP | TBT | script | CLS | JS`).join(' | ')} |`,
  `| --- | --- | ${columns.map(() => '---: | ---: | ---: | ---: | ---: | ---: | ---:').join(' | ')} |`,
  ...presets.flatMap((preset) =>
    pageNames.map((name) => {
      const rows = visits.map((visit) => results.find((row) => row.preset === preset && row.page === name && row.visit === visit));
      // The login page has one measurement: it stands in both columns.
      const filled = rows.map((row) => row ?? results.find((other) => other.preset === preset && other.page === name));
      return `| ${preset} | ${name} | ${filled.map(cell).join(' | ')} |`;
    }),
  ),
];
const speeds = results.flatMap((row) => row.samples.map((sample) => sample.cpu)).filter((value) => Number.isFinite(value));
if (speeds.length)
  lines.push(
    '',
    `Host CPU during the runs (Lighthouse's benchmarkIndex, higher is faster; TBT rises as it falls): ${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}, median ${Math.round(median(speeds))}.`,
  );
const table = lines.join('\n');
console.log(`\n${table}\n`);
mkdirSync(outBase.includes('/') ? outBase.slice(0, outBase.lastIndexOf('/')) : '.', { recursive: true });
writeFileSync(`${outBase}.json`, JSON.stringify({ dist, runs, visits, results }, null, 2));
writeFileSync(`${outBase}.md`, `${table}\n`);
console.log(`Written: ${outBase}.json, ${outBase}.md`);
process.exit(0);
