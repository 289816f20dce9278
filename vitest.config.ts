import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The files that keep a process of their own. Every other file shares its worker's process with the
 * files before it: a file no longer pays for a new process, jsdom and the libraries (about two
 * seconds each on this machine), and tests/freshModules.ts gives each file the fresh modules,
 * document, listeners and timers a process of its own gave it. Each file here failed once in a
 * shared process, on a state the shared process had not reset yet (the first three: one run in seven, eleventh pass):
 * - the Queries search box kept the text typed on the tab before;
 * - the impersonation clean-up rendered nothing under the minimal contract and a moved clock;
 * - the case form's customer search did not restore its options on return;
 * - the request queue's priorities (thirteenth pass, one CI run): the store was created in the middle
 *   of a test that signs in without a stored session, which ended the session and cancelled the
 *   queue's waiting request. What created it there was not found.
 */
const ISOLATED = [
  'tests/queries/searchBox.test.tsx',
  'tests/shell/impersonationCleanup.test.tsx',
  'tests/cases/customerSearch.test.tsx',
  'tests/perf/queuePriority.test.ts',
];

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
        test: { name: 'isolated', include: ISOLATED, setupFiles: ['./tests/setup.ts'], isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...ISOLATED],
          setupFiles: ['./tests/freshModules.ts', './tests/setup.ts'],
          isolate: false,
        },
      },
    ],
  },
});
