#!/usr/bin/env -S npx tsx --tsconfig tsconfig.app.json
// `npm run bench:trace`: what a phone's first visit spends its main thread on, from a Chrome trace.
// Lighthouse gives a score; this names the work. Each run opens the page once in a fresh Chromium
// profile (the suite's flags) with the benchmarks' seeded session, a 412×823 phone viewport and the
// CPU slowed down (4× by default, as Lighthouse's mobile preset assumes), records a trace with V8's
// sampling profiler, and prints:
// - every main-thread task of `--min` ms or more (default 50: a long task), with when it started, how
//   long it took and the functions that took most of its own time (the build is made unminified by
//   default, so the profiler names them; `--dist` to trace another build);
// - the page's FCP and LCP, and the blocking time (the part of each task over 50 ms, as TBT counts
//   it) after the framework chunk's evaluation and after FCP.
// With --runs N, a last table of the medians, per page. Builds can be compared run by run:
// `--dists a,b` alternates them (a, b, a, b…), since traces of one build vary by ±30 % on a shared
// machine. Never part of `npm test`.
//
// With --returning, each run first loads the page once unthrottled and untraced (a returning user's
// earlier visit: it leaves the boot record), removes the service worker it installed, Cache Storage
// and the HTTP cache, as `npm run bench:lighthouse` does for its returning column, then traces the
// next load.
//
//   npm run bench:trace -- [--pages today,dashboard] [--runs 3] [--rate 4] [--min 50] [--returning]
//                          [--dists dist-a,dist-b | --dist dist-trace] [--no-build] [--port 4290]
//                          [--keep DIR] (writes every run's trace, for DevTools' Performance panel)
//   CHROME_PATH=/usr/bin/chromium (default)
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { BENCH_PAGES, benchSession, earlierVisit, storeSession } from './benchPages.mjs';
import { serveBuild } from './benchServer.ts';
import { benchLauncherFlags } from './chromium.ts';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const runs = Number(arg('runs', '1'));
const rate = Number(arg('rate', '4'));
const minTask = Number(arg('min', '50'));
const port = Number(arg('port', '4290'));
const keep = arg('keep', '');
const returning = process.argv.includes('--returning');
const pageNames = arg('pages', 'today').split(',');
const dists = arg('dists', arg('dist', 'dist-trace')).split(',');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
for (const name of pageNames) if (!BENCH_PAGES[name]) throw new Error(`Unknown page ${name} (${Object.keys(BENCH_PAGES).join(', ')})`);

if (!process.argv.includes('--no-build') && !process.argv.includes('--dists')) {
  // Unminified, so the profiler's function names are the source's.
  execSync(`npx vite build --minify false --outDir ${dists[0]}`, { stdio: ['ignore', 'ignore', 'inherit'] });
}
// One server (and one on the minimal contract, for the derived dashboard) per build.
const servers = dists.map((dist, index) => {
  const at = port + index * 2;
  const minimal = pageNames.some((name) => BENCH_PAGES[name].minimal);
  return {
    dist,
    main: serveBuild({ dist, port: at, build: false }),
    minimal: minimal ? serveBuild({ dist, port: at + 1, build: false, contract: 'minimal' }) : null,
  };
});

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

// Trace events of the renderer's work that the profiler does not name.
const RENDERER_WORK = {
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  PrePaint: 'paint',
  Paint: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'css',
};

/** One visit of `url` with the session `entries` stored (a first one, or with --returning the one after an earlier load); resolves to its trace events. */
async function traceVisit(url, at, entries) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: benchLauncherFlags(chromeLauncher.Launcher.defaultFlags()),
    ignoreDefaultFlags: true,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (entries) await storeSession(page, at, entries);
    const cdp = await page.createCDPSession();
    if (returning && entries) await earlierVisit(page, cdp, url, at);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const buffer = await page.tracing.stop();
    await browser.disconnect();
    return JSON.parse(Buffer.from(buffer).toString('utf8')).traceEvents;
  } finally {
    await chrome.kill();
  }
}

/** The main thread's long tasks, their functions, FCP, LCP and the blocking times of one trace. */
function analyse(events, url) {
  const navigations = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(url.split('?')[0]));
  const nav = navigations.at(-1) ?? events.find((e) => e.name === 'navigationStart');
  const main = (e) => e.pid === nav.pid && e.tid === nav.tid;
  const at = (ts) => (ts - nav.ts) / 1000;
  // V8's samples: [timestamp, node]; nodes carry the function and the script's address.
  const nodes = new Map();
  const samples = [];
  let last = 0;
  let profile = null;
  for (const e of events) {
    if (e.name === 'Profile' && main(e)) {
      profile = e.id;
      last = e.args.data.startTime;
    }
    if (e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile) {
      const data = e.args.data.cpuProfile ?? {};
      for (const node of data.nodes ?? []) nodes.set(node.id, node);
      const deltas = e.args.data.timeDeltas ?? [];
      (data.samples ?? []).forEach((node, index) => {
        last += deltas[index];
        samples.push([last, node]);
      });
    }
  }
  const script = (node) =>
    String(node?.callFrame?.url ?? '')
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '');
  const label = (node) => `${node?.callFrame?.functionName || '(anonymous)'} ${script(node)}`.trim();
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main(e) && e.ts >= nav.ts)
    .map((e) => ({ start: e.ts, end: e.ts + e.dur, ms: e.dur / 1000 }));
  for (const task of tasks) {
    const self = new Map();
    task.scripts = new Set();
    for (let index = 0; index < samples.length; index += 1) {
      const [ts, id] = samples[index];
      if (ts < task.start || ts >= task.end) continue;
      const node = nodes.get(id);
      const next = samples[index + 1]?.[0] ?? ts;
      const key = label(node);
      self.set(key, (self.get(key) ?? 0) + Math.min(next, task.end) / 1000 - ts / 1000);
      task.scripts.add(script(node));
    }
    task.top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 4);
  }
  // The renderer's own work inside each task (what the profiler shows as "(program)").
  for (const e of events) {
    const kind = RENDERER_WORK[e.name];
    if (!kind || e.ph !== 'X' || !main(e)) continue;
    const task = tasks.find((candidate) => e.ts >= candidate.start && e.ts < candidate.end);
    if (task) task[kind] = (task[kind] ?? 0) + e.dur / 1000;
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === nav.pid).at(-1);
  // The framework's evaluation: the first task whose samples ran the framework chunk.
  const framework = tasks.find((task) => task.scripts.has('framework'));
  const blocking = (from) => tasks.filter((task) => task.start >= from).reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  return {
    fcp: fcp ? at(fcp.ts) : NaN,
    lcp: lcp ? at(lcp.ts) : NaN,
    afterFramework: framework ? blocking(framework.end) : NaN,
    afterFcp: fcp ? blocking(fcp.ts) : NaN,
    long: tasks
      .filter((task) => task.ms >= minTask)
      .map((task) => ({
        at: at(task.start),
        ms: task.ms,
        top: task.top,
        renderer: ['style', 'layout', 'paint', 'compile', 'parse', 'css'].filter((kind) => task[kind] >= 1).map((kind) => `${kind} ${task[kind].toFixed(0)}`),
      })),
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};
const f0 = (value) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');

try {
  for (const server of servers) {
    await server.main.ready();
    await server.main.warm();
    if (server.minimal) {
      await server.minimal.ready();
      await server.minimal.warm();
    }
  }
  const results = [];
  for (const name of pageNames) {
    const target = BENCH_PAGES[name];
    for (let run = 0; run < runs; run += 1) {
      for (const server of servers) {
        const at = (target.minimal ? server.minimal : server.main).origin;
        const session = target.signedIn ? await benchSession(at) : null;
        const url = `${at}${target.path.replace(':id', String(session?.caseId ?? 1))}`;
        const events = await traceVisit(url, at, session?.entries);
        if (keep) {
          mkdirSync(keep, { recursive: true });
          writeFileSync(join(keep, `${name}-${server.dist.replaceAll('/', '_')}-${run + 1}.json`), JSON.stringify({ traceEvents: events }));
        }
        const result = { page: name, dist: server.dist, run: run + 1, ...analyse(events, url) };
        results.push(result);
        console.log(
          `\n${name} · ${server.dist} · ${returning ? 'returning visit · ' : ''}run ${run + 1} (${rate}× CPU): FCP ${f0(result.fcp)} ms, LCP ${f0(result.lcp)} ms`,
        );
        for (const task of result.long) {
          console.log(
            `  ${f0(task.at).padStart(6)} ms  ${f0(task.ms).padStart(4)} ms  ${task.top.map(([fn, ms]) => `${fn} ${f0(ms)}`).join(' · ')}${task.renderer.length ? ` [${task.renderer.join(', ')}]` : ''}`,
          );
        }
        console.log(`  blocking after the framework ${f0(result.afterFramework)} ms, after FCP ${f0(result.afterFcp)} ms`);
      }
    }
  }
  console.log(`\n| page | build | runs | FCP | LCP | blocking after the framework | after FCP |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |`);
  for (const name of pageNames) {
    for (const server of servers) {
      const mine = results.filter((result) => result.page === name && result.dist === server.dist);
      const pick = (key) => f0(median(mine.map((result) => result[key])));
      console.log(
        `| ${name} | ${server.dist} | ${mine.length} | ${pick('fcp')} ms | ${pick('lcp')} ms | ${pick('afterFramework')} ms | ${pick('afterFcp')} ms |`,
      );
    }
  }
} finally {
  for (const server of servers) {
    server.main.stop();
    server.minimal?.stop();
  }
}
process.exit(0);
