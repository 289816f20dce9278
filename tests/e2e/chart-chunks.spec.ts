import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Build checks on dist/.vite/manifest.json: chart.js (≈70 KB gzip) loads only with the modules that
// draw a chart, never with the entry, a page frame or a page that shows no chart.
test.skip(() => test.info().project.name !== 'desktop', 'a build check: once is enough');

const dist = process.env.E2E_DIST ?? 'dist';
// A string only chart.js's own code holds.
const CHART_MARKER = 'Canvas is already in use';
const BODIES = 'src/features/dashboard/components/bodies';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest = () => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Files a manifest entry loads with it (its static imports, recursively). */
function staticClosure(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/** Asserts that each entry is a chunk of its own that does not load chart.js, and each chart module does. */
function expectChartOnlyIn(chartModules: string[], free: string[]) {
  const chunks = manifest();
  const hasChart = (key: string) => readFileSync(join(dist, chunks[key]?.file ?? ''), 'utf8').includes(CHART_MARKER);
  for (const entry of free) {
    expect(chunks[entry], `${entry} is a chunk of its own`).toBeTruthy();
    expect([...staticClosure(chunks, entry)].filter(hasChart), `${entry} loads chart.js`).toEqual([]);
  }
  for (const chart of chartModules) expect([...staticClosure(chunks, chart)].some(hasChart), `${chart} carries chart.js`).toBe(true);
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
