import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readBuild } from './buildFiles';

// Build checks on dist/.vite/manifest.json: chart.js (≈70 KB gzip) loads only with the modules that
// draw a chart, never with the entry, a page frame or a page that shows no chart.
test.skip(() => test.info().project.name !== 'desktop', 'a build check: once is enough');

// A string only chart.js's own code holds.
const CHART_MARKER = 'Canvas is already in use';
const BODIES = 'src/features/dashboard/components/bodies';

/** Asserts that the file holding each entry does not load chart.js, and each chart module's does. */
function expectChartOnlyIn(chartModules: string[], free: string[]) {
  const { dist, manifest, keyOf, staticClosure } = readBuild();
  const hasChart = (key: string) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes(CHART_MARKER);
  const chunkOf = (module: string) => {
    const key = keyOf(module);
    expect(key, `${module} is in the build`).toBeTruthy();
    return key as string;
  };
  for (const entry of free) {
    expect([...staticClosure(chunkOf(entry))].filter(hasChart), `${entry} loads chart.js`).toEqual([]);
  }
  for (const chart of chartModules) expect([...staticClosure(chunkOf(chart))].some(hasChart), `${chart} carries chart.js`).toBe(true);
}

test('dashboards: chart.js loads only with the chart card chart modules, never with the entry, the dashboard frame, a body or the NPS page', () => {
  const bodies = ['MysteryShoppingBody', 'AuditBody', 'SurveyBody', 'MultiSchemeBody', 'McdsBody', 'OverrideBody', 'CrewSatisfactionBody'];
  expectChartOnlyIn(
    ['src/components/charts/BarChart.tsx', 'src/components/charts/LineChart.tsx'],
    ['index.html', 'src/app/pages/DashboardRoute.tsx', 'src/features/nps/pages/NpsDashboardPage.tsx', ...bodies.map((name) => `${BODIES}/${name}.tsx`)],
  );
});

test('cases: chart.js loads only with the chunk that draws the case trend chart', () => {
  expectChartOnlyIn(
    ['src/features/cases/components/CaseTrendChart.tsx'],
    [
      'index.html',
      'src/features/cases/pages/CaseListPage.tsx',
      'src/features/cases/pages/CaseSearchPage.tsx',
      'src/features/cases/pages/CaseDashboardPage.tsx',
      'src/features/auth/pages/LoginPage.tsx',
    ],
  );
});

test('the chart worker carries chart.js; the chunk that starts it does not', () => {
  const { dist, manifest, keyOf, staticClosure } = readBuild();
  const workers = readdirSync(join(dist, 'assets')).filter((name) => /^chart\.worker-[\w-]+\.js$/.test(name));
  expect(workers).toHaveLength(1);
  expect(readFileSync(join(dist, 'assets', workers[0] as string), 'utf8')).toContain(CHART_MARKER);
  const key = keyOf('src/components/charts/OffscreenChart.tsx') as string;
  expect(key, 'OffscreenChart is in the build').toBeTruthy();
  for (const chunk of staticClosure(key)) {
    const code = readFileSync(join(dist, manifest[chunk]?.file ?? ''), 'utf8');
    expect(code.includes(CHART_MARKER), `${chunk} loads chart.js`).toBe(false);
  }
  expect(readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8')).toContain(workers[0]);
});
