import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readBuild } from './buildFiles';

// Build check on dist/.vite/manifest.json: react-bootstrap's Modal and Offcanvas (with @restart/ui's
// modal and their transitions) load with the dialogs' own chunk (src/components/DialogFrames.tsx)
// the first time a dialog or sheet opens, or once a page has painted its data; never with the entry,
// the signed-in frame, a page or a route's data (components/lazyDialog.tsx).
test.skip(() => test.info().project.name !== 'desktop', 'a build check: once is enough');

// A prop name only @restart/ui's Modal (under both Modal and Offcanvas) holds in the build.
const MODAL_MARKER = 'onBackdropClick';

test('dialogs: the modal code loads with the dialogs chunk only, never with the entry, the signed-in frame, a page or its route data', () => {
  const { dist, manifest, modules, keyOf, staticClosure } = readBuild();
  const hasModal = (key: string) => readFileSync(join(dist, manifest[key]?.file ?? ''), 'utf8').includes(MODAL_MARKER);
  const frame = Object.keys(manifest).find((key) => manifest[key]?.name === 'shell' && key.endsWith('.js'));
  const pages = Object.keys(modules).filter((module) =>
    /^src\/(app\/pages|features\/[^/]+\/pages)\/\w+\.tsx$|^src\/features\/[^/]+\/\w+RouteData\.ts$/.test(module),
  );
  expect(frame, 'the signed-in frame chunk').toBeTruthy();
  expect(pages.length).toBeGreaterThan(20);
  for (const module of ['index.html', frame as string, ...pages]) {
    const key = keyOf(module);
    expect(key, `${module} is in the build`).toBeTruthy();
    expect([...staticClosure(key as string)].filter(hasModal), `${module} loads the modal code`).toEqual([]);
  }
  const dialogs = keyOf('src/components/DialogFrames.tsx');
  expect([...staticClosure(dialogs as string)].some(hasModal), 'DialogFrames carries the modal code').toBe(true);
});
