#!/usr/bin/env node
// Builds the portal and prints the gzip size of what the login page loads first (JS + CSS) and of
// every route chunk, then fails if a budget is exceeded:
//   - the login page's first load at most 170 KB gzip (JS and CSS together);
//   - no route chunk over 60 KB gzip unless it carries chart.js;
//   - the dashboard's first load (entry, shell, DashboardRoute, the default body and its chart
//     chunks; JS + CSS) at most 230 KB gzip, and chart.js absent from the entry, DashboardRoute,
//     every body module and the NPS page.
// `node scripts/size.mjs --no-build` measures the existing dist/.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET = 170 * 1024;
const DASHBOARD_BUDGET = 230 * 1024;
const ROUTE_BUDGET = 60 * 1024;
const dist = process.env.SIZE_DIST ?? 'dist';
// A string only chart.js's own code holds: how a chunk is known to carry chart.js.
const CHART_MARKER = 'Canvas is already in use';

if (!process.argv.includes('--no-build')) execSync(`npx vite build --outDir ${dist}`, { stdio: ['ignore', 'ignore', 'inherit'] });

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Files a manifest entry loads with it: its JS, its static imports (recursively) and their CSS. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => {
  const files = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
};
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialKeys = closure(entryKey);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/LoginPage.tsx'));
const loginKeys = new Set([...initialKeys, ...(loginKey ? closure(loginKey) : [])]);
const loginFiles = filesOf(loginKeys);
const loginJs = total([...loginFiles].filter((file) => file.endsWith('.js')));
const loginCss = total([...loginFiles].filter((file) => file.endsWith('.css')));
const loginTotal = loginJs + loginCss;

const failures = [];
console.log('\nLogin page first load (gzip):');
console.log(`  JS  ${kb(loginJs)}`);
console.log(`  CSS ${kb(loginCss)}`);
console.log(`  total ${kb(loginTotal)} (budget ${kb(LOGIN_BUDGET)})`);
if (loginTotal > LOGIN_BUDGET) failures.push(`login page first load ${kb(loginTotal)} > ${kb(LOGIN_BUDGET)}`);

// The dashboard's first load: what a signed-in user downloads to see the default (mystery shopping) dashboard.
// A module is found by its source path, or (once vite.config.ts's CHUNK_GROUPS moved it into a
// shared chunk) by that chunk's name: the signed-in frame lives in the 'shell' chunk.
const GROUPED = { 'src/app/layouts/MasterLayout.tsx': 'shell' };
const keyOf = (suffix) =>
  Object.keys(manifest).find((key) => key.endsWith(suffix)) ??
  (GROUPED[suffix] ? Object.keys(manifest).find((key) => manifest[key].name === GROUPED[suffix] && key.endsWith('.js')) : undefined);
const dashboardParts = [
  'src/app/layouts/MasterLayout.tsx',
  'src/app/pages/DashboardRoute.tsx',
  'src/features/dashboard/components/bodies/MysteryShoppingBody.tsx',
  'src/components/charts/BarChart.tsx',
  'src/components/charts/LineChart.tsx',
];
const dashboardKeys = new Set(initialKeys);
for (const part of dashboardParts) {
  const key = keyOf(part);
  if (!key) failures.push(`${part} is missing from the build`);
  else closure(key, dashboardKeys);
}
const dashboardFiles = filesOf(dashboardKeys);
const dashboardJs = total([...dashboardFiles].filter((file) => file.endsWith('.js')));
const dashboardCss = total([...dashboardFiles].filter((file) => file.endsWith('.css')));
console.log('\nDashboard first load (gzip; entry, shell, DashboardRoute, default body, its chart chunks):');
console.log(`  JS  ${kb(dashboardJs)}`);
console.log(`  CSS ${kb(dashboardCss)}`);
console.log(`  total ${kb(dashboardJs + dashboardCss)} (budget ${kb(DASHBOARD_BUDGET)})`);
if (dashboardJs + dashboardCss > DASHBOARD_BUDGET) failures.push(`dashboard first load ${kb(dashboardJs + dashboardCss)} > ${kb(DASHBOARD_BUDGET)}`);

// chart.js only with the chart modules.
const carriesChart = (key) => [...closure(key)].some((item) => readFileSync(join(dist, manifest[item].file), 'utf8').includes(CHART_MARKER));
const chartFree = [
  entryKey,
  keyOf('src/app/pages/DashboardRoute.tsx'),
  keyOf('src/features/nps/pages/NpsDashboardPage.tsx'),
  ...Object.keys(manifest).filter((key) => key.startsWith('src/features/dashboard/components/bodies/')),
].filter(Boolean);
for (const key of chartFree) {
  if (carriesChart(key)) failures.push(`${key} loads chart.js`);
}
console.log(`\nchart.js absent from ${chartFree.length} chunks (entry, DashboardRoute, NPS page, dashboard bodies).`);

console.log('\nRoute chunks (gzip; what each lazy chunk adds beyond the first load, and for a signed-in\npage beyond the signed-in frame, which every signed-in page loads):');
const frameKey = keyOf('src/app/layouts/MasterLayout.tsx');
const frameFiles = frameKey ? filesOf(closure(frameKey)) : new Set();
const initialFiles = filesOf(initialKeys);
const rows = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const files = [...filesOf(closure(key))].filter((file) => !initialFiles.has(file) && !frameFiles.has(file));
  const size = total(files);
  const chart = files.some((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(CHART_MARKER));
  rows.push({ name: key.replace(/^src\//, ''), size, chart });
}
rows.sort((a, b) => b.size - a.size);
for (const row of rows) {
  const over = row.size > ROUTE_BUDGET && !row.chart;
  console.log(`  ${kb(row.size).padStart(9)}  ${row.name}${row.chart ? '  (carries chart.js)' : ''}${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`${row.name} ${kb(row.size)} > ${kb(ROUTE_BUDGET)}`);
}

if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
