#!/usr/bin/env node
// Builds the portal and prints the gzip size of what the login page loads first (JS + CSS) and of
// every route chunk, then fails if a budget is exceeded:
//   - the login page's first load at most 170 KB gzip (JS and CSS together, the boot script included);
//   - no route chunk over 60 KB gzip unless it carries chart.js;
//   - every signed-in page, before its data paints (boot script, entry, signed-in frame, page chunk,
//     route data; JS + CSS), at most 200 KB gzip, and chart.js absent from the entry, DashboardRoute, every
//     dashboard body module and the NPS page (it loads with the chart modules, after the data);
//   - the boot script index.html runs before the entry (src/api/bootScript.ts) at most 3 KB gzip: 2 KB
//     until it carried every route's first requests and first-load files (issue 30, scripts/boot-requests).
// `node scripts/size.mjs --no-build` measures the existing dist/.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET = 170 * 1024;
const BOOT_BUDGET = 3 * 1024;
const PAGE_BUDGET = 200 * 1024;
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

// The boot script: an external classic script index.html runs before the module entry, on every
// page (it starts nothing on the login page); both first-load figures count it.
const bootFile = /<script defer [^>]*src="\/([^"]*boot-[^"]+\.js)"><\/script>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
const bootBytes = bootFile ? gzipSize(bootFile) : 0;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initialKeys = closure(entryKey);
// The app's start: the entry imports it dynamically (its evaluation a task of its own), and index.html
// preloads it beside the entry (scripts/vite/boot.ts, `preloadStart`): every page loads it.
for (const key of manifest[entryKey].dynamicImports ?? []) closure(key, initialKeys);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/LoginPage.tsx'));
const loginKeys = new Set([...initialKeys, ...(loginKey ? closure(loginKey) : [])]);
const loginFiles = filesOf(loginKeys);
const loginJs = total([...loginFiles].filter((file) => file.endsWith('.js'))) + bootBytes;
const loginCss = total([...loginFiles].filter((file) => file.endsWith('.css')));
const loginTotal = loginJs + loginCss;

const failures = [];
console.log('\nLogin page first load (gzip):');
console.log(`  JS  ${kb(loginJs)}`);
console.log(`  CSS ${kb(loginCss)}`);
console.log(`  total ${kb(loginTotal)} (budget ${kb(LOGIN_BUDGET)})`);
if (loginTotal > LOGIN_BUDGET) failures.push(`login page first load ${kb(loginTotal)} > ${kb(LOGIN_BUDGET)}`);

// Each signed-in page before its data paints: the entry, the signed-in frame, the page's chunk and
// its route data module (each with its static imports), JS + CSS, at most 200 KB gzip. Charts load
// after the data has painted (their chunks are dynamic), so chart.js is not part of this figure.
// A module is found through the build's own record of which file holds it (.vite/modules.json,
// scripts/vite/boot.ts): a page shares its file with the modules only it loads (vite.config.ts).
const moduleFiles = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8'));
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const keyOf = (module) => (moduleFiles[module] ? keyByFile.get(moduleFiles[module]) : undefined);
const SIGNED_IN_PAGES = {
  today: ['src/features/today/pages/TodayPage.tsx', 'src/features/today/todayRouteData.ts'],
  dashboard: [
    'src/app/pages/DashboardRoute.tsx',
    'src/features/dashboard/dashboardRouteData.ts',
    'src/features/dashboard/components/bodies/MysteryShoppingBody.tsx',
  ],
  // The dashboard against an API without the answer's own figures: its body composed from the documented calls.
  'dashboard, its body from documented calls': [
    'src/app/pages/DashboardRoute.tsx',
    'src/features/dashboard/dashboardRouteData.ts',
    'src/features/dashboard/derivedRouteData.ts',
    'src/features/dashboard/components/derived/DerivedBody.tsx',
  ],
  'NPS dashboard': ['src/features/nps/pages/NpsDashboardPage.tsx', 'src/features/nps/npsRouteData.ts'],
  reporting: ['src/features/reporting/pages/ReportingPage.tsx', 'src/features/reporting/reportingRouteData.ts'],
  // A report in the address: its data declaration starts the output's chunk with the report.
  'reporting, a report': [
    'src/features/reporting/pages/ReportingPage.tsx',
    'src/features/reporting/reportingRouteData.ts',
    'src/features/reporting/components/ReportOutput.tsx',
  ],
  queries: ['src/features/queries/pages/QueriesPage.tsx', 'src/features/queries/queriesRouteData.ts'],
  'critical focus': ['src/features/critical-focus/pages/CriticalFocusPage.tsx', 'src/features/critical-focus/criticalFocusRouteData.ts'],
  'case dashboard': ['src/features/cases/pages/CaseDashboardPage.tsx', 'src/features/cases/casesRouteData.ts'],
  'case list': ['src/features/cases/pages/CaseListPage.tsx', 'src/features/cases/casesRouteData.ts'],
  'case detail': ['src/features/cases/pages/CaseDetailPage.tsx', 'src/features/cases/casesRouteData.ts'],
  'summary reports': ['src/features/summary-reports/pages/SummaryReportsPage.tsx', 'src/features/summary-reports/summaryReportsRouteData.ts'],
  help: ['src/features/help/pages/HelpPage.tsx', 'src/features/help/helpRouteData.ts'],
  profile: ['src/features/profile/pages/ProfilePage.tsx', 'src/features/profile/profileRouteData.ts'],
  roles: ['src/features/admin/pages/RolesPage.tsx', 'src/features/admin/adminRouteData.ts'],
  'users role': ['src/features/admin/pages/UsersRolePage.tsx', 'src/features/admin/adminRouteData.ts'],
};
// The HTTP client (axios) is its own chunk. A signed-in load starts it at once, beside the page, but
// the first data no longer waits for it: the boot script's requests carry it and the client adopts
// their answers without axios (tests/e2e/boot.spec.ts holds axios back until the data has painted).
console.log(
  '\nSigned-in pages before their data paints (gzip; boot script, entry, signed-in frame, page chunk, route data; JS + CSS).\n' +
    'The HTTP client (axios) is not counted: a signed-in page adopts the answers of the requests the boot script\n' +
    'sent and sends its other GET requests with fetch until axios is in (api/bootAdoption.ts), and axios loads\n' +
    'once the page has painted its first answers, or for the first request that needs it (tests/e2e/boot.spec.ts).',
);
for (const [name, parts] of Object.entries(SIGNED_IN_PAGES)) {
  const keys = new Set(initialKeys);
  for (const part of ['src/app/layouts/MasterLayout.tsx', ...parts]) {
    const key = keyOf(part);
    if (!key) failures.push(`${part} is missing from the build`);
    else closure(key, keys);
  }
  const size = total(filesOf(keys)) + bootBytes;
  const over = size > PAGE_BUDGET;
  console.log(`  ${kb(size).padStart(9)}  ${name}${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`${name} before its data paints ${kb(size)} > ${kb(PAGE_BUDGET)}`);
}

// chart.js only with the chart modules.
const carriesChart = (key) => [...closure(key)].some((item) => readFileSync(join(dist, manifest[item].file), 'utf8').includes(CHART_MARKER));
const chartFree = [
  entryKey,
  keyOf('src/app/pages/DashboardRoute.tsx'),
  keyOf('src/features/nps/pages/NpsDashboardPage.tsx'),
  ...Object.keys(moduleFiles)
    .filter((module) => module.startsWith('src/features/dashboard/components/bodies/'))
    .map(keyOf),
].filter(Boolean);
for (const key of new Set(chartFree)) {
  if (carriesChart(key)) failures.push(`${key} loads chart.js`);
}
console.log(`\nchart.js absent from ${new Set(chartFree).size} chunks (entry, DashboardRoute, NPS page, dashboard bodies).`);

console.log(
  '\nRoute chunks (gzip; what each lazy chunk adds beyond the first load, and for a signed-in\npage beyond the signed-in frame, which every signed-in page loads):',
);
const frameKey = keyOf('src/app/layouts/MasterLayout.tsx');
const frameFiles = frameKey ? filesOf(closure(frameKey)) : new Set();
const initialFiles = filesOf(initialKeys);
const rows = [];
// Every chunk a page or a lazy part loads (a route's own group, a shared group, a lazy part): what it adds.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js') || initialFiles.has(chunk.file) || frameFiles.has(chunk.file)) continue;
  const files = [...filesOf(closure(key))].filter((file) => !initialFiles.has(file) && !frameFiles.has(file));
  const size = total(files);
  const chart = files.some((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(CHART_MARKER));
  rows.push({ name: key.replace(/^src\//, '').replace(/^_|-[\w-]{8}\.js$/g, ''), size, chart });
}
rows.sort((a, b) => b.size - a.size);
for (const row of rows) {
  const over = row.size > ROUTE_BUDGET && !row.chart;
  console.log(`  ${kb(row.size).padStart(9)}  ${row.name}${row.chart ? '  (carries chart.js)' : ''}${over ? '  OVER BUDGET' : ''}`);
  if (over) failures.push(`${row.name} ${kb(row.size)} > ${kb(ROUTE_BUDGET)}`);
}

if (!bootFile) failures.push('index.html has no boot script');
else {
  const size = gzipSize(bootFile);
  console.log(`\nBoot script (gzip): ${kb(size)} (budget ${kb(BOOT_BUDGET)})  ${bootFile}`);
  if (size > BOOT_BUDGET) failures.push(`boot script ${kb(size)} > ${kb(BOOT_BUDGET)}`);
}

if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll size budgets met.');
