import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Every unit and integration test file (tests/**\/*.test.ts(x), the browser suite's folder aside). */
function testFiles(folder = join(root, 'tests')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/**
 * The files that render the portal with its store and router (tests/support/render.tsx): each runs
 * in a process of its own. The rest (units, schemas, components, the demo, the build) share their
 * worker's process from file to file: a file no longer pays for a new process, jsdom and the
 * libraries (about two seconds each on this machine), and tests/freshModules.ts gives each file the
 * fresh modules, document and timers a process of its own gave it. The whole portal's flows stay
 * isolated: their routers, lazy pages and long waits were where a shared process let one file's
 * leftovers reach the next (three flaky files in seven full runs with every file shared).
 */
const renderers = testFiles().filter((file) => /from '(\.\.\/)+support\/render'/.test(readFileSync(join(root, file), 'utf8')));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    globals: true,
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: false,
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest leaves one core free by default: on this 2-core machine that is one worker and twice the time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'portal', include: renderers, setupFiles: ['./tests/setup.ts'], isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'parts',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...renderers],
          setupFiles: ['./tests/freshModules.ts', './tests/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
