import type { Plugin } from 'vite';

/**
 * Error objects that two libraries create while their module is evaluated, as markers they compare
 * by identity (React DOM's "Suspense Exception" and its kin; RTK Query's "never resolved" reason),
 * never to report where they were made.
 *
 * Why it matters (issue 30): while an inspector is attached (Lighthouse, DevTools, Playwright), V8
 * records a detailed stack for every new Error, and a detailed stack needs the source positions of
 * every function on it. Made during evaluation, that stack holds React DOM's module function and
 * the framework chunk's top level, so V8 parses both again: 55–63 ms of CPU on this machine in the
 * evaluation task of every page's first load (`V8.CollectSourcePositions` in a trace), which
 * Lighthouse's 4x simulation turns into blocking time. Without an inspector the same task is not even
 * a long frame (long-animation-frame entries read after the load). A production build makes these
 * markers as plain objects on Error's prototype (`instanceof Error`, `message` and `name` as
 * before, no stack), so nothing captures a stack during evaluation.
 */
export interface InitErrors {
  /** The module, by the end of its path under node_modules. */
  file: string;
  /** Each marker's exact text in that module, the construction inside it, and its message expression. */
  markers: { text: string; construction: string; message: string }[];
}

const reactMarker = (name: string, code: number) => ({
  text: `${name} = Error(formatProdErrorMessage(${code}))`,
  construction: `Error(formatProdErrorMessage(${code}))`,
  message: `formatProdErrorMessage(${code})`,
});

/** The markers of the installed versions (react-dom 19.3, @reduxjs/toolkit 2.14). */
export const INIT_ERRORS: InitErrors[] = [
  {
    file: 'react-dom/cjs/react-dom-client.production.js',
    markers: [
      reactMarker('HydrationMismatchException', 519),
      reactMarker('SuspenseException', 460),
      reactMarker('SuspenseyCommitException', 474),
      reactMarker('SuspenseActionException', 542),
      reactMarker('SelectiveHydrationException', 461),
    ],
  },
  {
    file: '@reduxjs/toolkit/dist/query/rtk-query.modern.mjs',
    markers: [
      {
        text: 'const neverResolvedError = /* @__PURE__ */ new Error("Promise never resolved before cacheEntryRemoved.")',
        construction: 'new Error("Promise never resolved before cacheEntryRemoved.")',
        message: '"Promise never resolved before cacheEntryRemoved."',
      },
    ],
  },
];

/** What a marker's construction becomes: an object on Error's prototype with the message, no stack. */
export const stackless = (message: string) => `Object.create(Error.prototype, { message: { value: ${message} } })`;

/**
 * The module with its markers made stackless, and the markers it did not find (a new version of
 * the library: the build says so, and tests/build/initErrors.test.ts fails on the installed one).
 */
export function withStacklessMarkers(code: string, entry: InitErrors): { code: string; missing: string[] } {
  let out = code;
  const missing: string[] = [];
  for (const marker of entry.markers) {
    if (out.split(marker.text).length !== 2) {
      missing.push(marker.text);
      continue;
    }
    out = out.replace(marker.text, () => marker.text.replace(marker.construction, stackless(marker.message)));
  }
  return { code: out, missing };
}

/** The production build's rewrite of the markers (dev server and tests keep the libraries as they are). */
export function stacklessInitErrors(): Plugin {
  return {
    name: 'portal-stackless-init-errors',
    apply: 'build',
    transform(code, id) {
      const path = id.replace(/\\/g, '/').split('?')[0];
      const entry = INIT_ERRORS.find((candidate) => path.endsWith(`/node_modules/${candidate.file}`));
      if (!entry) return null;
      const result = withStacklessMarkers(code, entry);
      for (const text of result.missing) this.warn(`${entry.file}: marker not found, left with its stack: ${text}`);
      return { code: result.code, map: null };
    },
  };
}
