import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetPrefetched } from '@/api/baseApi';
import { ModalDialog } from '@/components/ModalDialog';
import { Sheet } from '@/components/Sheet';
import { endSession } from '@/api/http';
import { resetDb } from '@/demo/db';
import { handlers } from '@/demo/handlers/index';
import { scenarios, stats } from '@/demo/scenarios';
import { mediaQueryList, resetViewport } from './support/viewport';

// findBy/waitFor wait up to 15 s (not 1 s): lazy chunks compile on first use (the first lazy page
// of a file most of all; the dashboard with its widgets, the NPS page with its charts and the case
// page are the largest), and a 2-core CI machine under load is slow. A passing assertion returns as
// soon as it holds, so only a failing one waits this long. Set here once for every file (no test
// file sets its own).
configure({ asyncUtilTimeout: 15000, getElementError });

/**
 * A failed query's error, with the DOM printed once, where someone reads it. Testing Library's own
 * version pretty-prints the whole document into every failed attempt, and findBy/waitFor retry a
 * query on every change of the DOM: those messages are thrown away, and a wait that times out prints
 * the DOM twice. During a wait's retries (Testing Library marks them) the error carries the query's
 * message only; when the wait times out, Testing Library passes its last error through here once more
 * and the DOM is printed then, as it is for a failed getBy outside a wait (tests/support/elementError.test.tsx).
 */
function getElementError(message: string | null, container: Element): Error {
  const quiet = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const dom = quiet ? '' : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
  const error = new Error([message, dom].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  // The stack starts at the query (as Testing Library's own does), not at this helper.
  Error.captureStackTrace(error, getElementError);
  return error;
}

/** The demo API for every test; an unknown call fails the test. */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Dialogs and sheets load their code on first open (components/lazyDialog.tsx); in the browser a
// page fetches it ahead once its data has painted. Tests open them as a user after that moment:
// the code is there (tests/perf/lazyDialog.test.tsx covers the first open before it).
// (Files that run without a DOM, `@vitest-environment node`, render nothing: they skip it.)
const hasDom = typeof window !== 'undefined';
if (hasDom) beforeAll(() => Promise.all([ModalDialog.preload(), Sheet.preload()]));
beforeEach(() => {
  resetDb();
  scenarios.reset();
  stats.reset();
  globalThis.localStorage?.clear();
  endSession();
  // Prefetched answers are per page visit: none carries over from another test.
  forgetPrefetched();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetViewport();
});
afterAll(() => server.close());

// jsdom lacks these browser APIs that react-bootstrap, charts and scrolling use.
if (hasDom) {
  if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
if (hasDom && !globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// chart.js cannot draw under jsdom: the chart card's chart modules become a stub that shows what
// they were asked to draw (tests assert the data, not pixels; the browser suite draws for real).
vi.mock('@/components/charts/BarChart', () => import('./support/chartStub'));
vi.mock('@/components/charts/LineChart', () => import('./support/chartStub'));
// The case dashboard's trend chart draws with react-chartjs-2 directly: the same kind of stub
// (a test that asserts on it mocks react-chartjs-2 itself, which wins).
vi.mock('react-chartjs-2', async () => {
  const { createElement } = await import('react');
  const stub = (testId: string) => (props: { data: { datasets: Array<{ label: string }> } }) =>
    createElement('div', { 'data-testid': testId }, props.data.datasets.map((set) => set.label).join(','));
  return { Line: stub('trend-chart'), Bar: stub('bar-chart') };
});
