import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Build check on dist/.vite/manifest.json: react-bootstrap's Modal and Offcanvas (with @restart/ui's
// modal and their transitions) load with the dialogs' own chunk (src/components/DialogFrames.tsx)
// the first time a dialog or sheet opens, or once a page has painted its data; never with the entry,
// the signed-in frame, a page or a route's data (components/lazyDialog.tsx).
test.skip(() => test.info().project.name !== 'desktop', 'a build check: once is enough');

const dist = process.env.E2E_DIST ?? 'dist';
// A prop name only @restart/ui's Modal (under both Modal and Offcanvas) holds in the build.
const MODAL_MARKER = 'onBackdropClick';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

/** Files a manifest entry loads with it (its static imports, recursively). */
function staticClosure(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

test('dialogs: the modal code loads with the dialogs chunk only, never with the entry, the signed-in frame, a page or its route data', () => {
  const chunks = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const hasModal = (key: string) => readFileSync(join(dist, chunks[key]?.file ?? ''), 'utf8').includes(MODAL_MARKER);
  const frame = Object.keys(chunks).find((key) => chunks[key]?.name === 'shell' && key.endsWith('.js'));
  const pages = Object.keys(chunks).filter((key) => /^src\/(app\/pages|features\/[^/]+\/pages)\/\w+\.tsx$|^src\/features\/[^/]+\/\w+RouteData\.ts$/.test(key));
  expect(frame, 'the signed-in frame chunk').toBeTruthy();
  expect(pages.length).toBeGreaterThan(20);
  for (const key of ['index.html', frame as string, ...pages]) {
    expect([...staticClosure(chunks, key)].filter(hasModal), `${key} loads the modal code`).toEqual([]);
  }
  expect([...staticClosure(chunks, 'src/components/DialogFrames.tsx')].some(hasModal), 'DialogFrames carries the modal code').toBe(true);
});
