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

/** Files a manifest entry loads with it (its static imports, recursively). */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

test('chart.js loads only with the chunk that draws the case trend chart', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const hasChart = (key: string) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes(CHART_MARKER);
  for (const entry of [
    'index.html',
    'src/features/cases/pages/CaseListPage.tsx',
    'src/features/cases/pages/CaseSearchPage.tsx',
    'src/features/cases/pages/CaseDashboardPage.tsx',
    'src/features/auth/pages/LoginPage.tsx',
  ]) {
    const withChart = [...staticClosure(manifest, entry)].filter(hasChart);
    expect(withChart, `${entry} loads chart.js`).toEqual([]);
  }
  expect([...staticClosure(manifest, 'src/features/cases/components/CaseTrendChart.tsx')].some(hasChart)).toBe(true);
});
