import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = process.env.E2E_DIST ?? 'dist';
// A string only chart.js's own code holds.
const CHART_MARKER = 'Canvas is already in use';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const BODIES = 'src/features/dashboard/components/bodies';

test('chart.js loads only with the chart card chart modules, never with the entry, the dashboard frame, a body or the NPS page', () => {
  test.skip(test.info().project.name !== 'desktop', 'a build check: once is enough');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const hasChart = (key: string) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes(CHART_MARKER);
  const free = [
    'index.html',
    'src/app/pages/DashboardRoute.tsx',
    'src/features/nps/pages/NpsDashboardPage.tsx',
    ...['MysteryShoppingBody', 'AuditBody', 'SurveyBody', 'MultiSchemeBody', 'McdsBody', 'OverrideBody', 'CrewSatisfactionBody'].map(
      (name) => `${BODIES}/${name}.tsx`,
    ),
  ];
  for (const entry of free) {
    expect(manifest[entry], `${entry} is a chunk of its own`).toBeTruthy();
    expect([...staticClosure(manifest, entry)].filter(hasChart), `${entry} loads chart.js`).toEqual([]);
  }
  for (const chart of ['src/components/charts/BarChart.tsx', 'src/components/charts/LineChart.tsx']) {
    expect([...staticClosure(manifest, chart)].some(hasChart), `${chart} carries chart.js`).toBe(true);
  }
});
