import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRouteObjects } from '@/app/AppRouter';
import { prefetchPath, resetPrefetchMemory } from '@/app/hoverPrefetch';
import { MAX_SPECULATIVE_QUERIES, startRouteData } from '@/app/routePrefetch';
import { appRoutes } from '@/app/routes';
import { fromArea, lazyPage, type AppRoute } from '@/app/routeTable';
import { makeStore } from '@/store/store';
import { notify } from '@/components/notify';
import { db } from '@/demo/db';
import { scenarios, stats } from '@/demo/scenarios';
import { caseDetailData } from '@/features/cases/casesRouteData';
import { renderRoute, signInAs } from '../support/render';
import { settled } from '../support/settle';

afterEach(() => resetPrefetchMemory());

const caseId = (index: number) => db().cases[index]!.id;

describe('route data declarations (issue 9)', () => {
  it('every built signed-in page with first data declares it next to its route', () => {
    const declared = appRoutes.filter((route) => route.prefetch).map((route) => route.path);
    expect(declared).toEqual([
      '/today',
      '/dashboard',
      '/nps-dashboard',
      '/reporting',
      '/queries',
      '/critical-focus',
      '/case-management',
      '/case-management/cases',
      '/case-management/case/:id',
      '/case-management/search',
      '/summary-reports',
      '/help',
      '/profile',
      '/roles',
      '/roles/:id',
      '/users-role',
      '/become-user',
    ]);
    expect(appRoutes.every((route) => typeof route.page.preload === 'function')).toBe(true);
  });

  it("the page's data is requested before the page component mounts", async () => {
    const id = caseId(0);
    const seenAtMount: number[] = [];
    function Probe() {
      // What the server had received when the page first rendered.
      const [count] = useState(() => stats.count(`/api/case-management/cases/${id}`, 'GET'));
      seenAtMount.push(count);
      return <h1>Probe page</h1>;
    }
    // The page chunk takes a while, as on a slow network: the data must not wait for it.
    const probe: AppRoute = {
      path: '/probe/:id',
      access: 'auth',
      layout: 'master',
      page: lazyPage(() => new Promise((resolve) => setTimeout(() => resolve({ default: Probe }), 150))),
      prefetch: caseDetailData,
    };
    const store = makeStore();
    signInAs(store, 'manager');
    const router = createMemoryRouter(buildRouteObjects([...appRoutes, probe], store), { initialEntries: [`/probe/${id}`] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Probe page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(seenAtMount[0]).toBe(1);
  });

  it('a failed prefetch is silent (no toast, no error page) and retried by the page', async () => {
    const error = vi.spyOn(notify, 'error');
    const id = caseId(1);
    scenarios.failNext(`/api/case-management/cases/${id}`, 500);
    scenarios.delay(`/api/case-management/cases/${id}`, 30);
    renderRoute(`/case-management/case/${id}`, { as: 'manager' });
    expect((await screen.findAllByRole('heading', { name: new RegExp(`#${id}`) }, { timeout: 8000 }))[0]).toBeInTheDocument();
    expect(stats.count(`/api/case-management/cases/${id}`, 'GET')).toBe(2);
    expect(screen.queryByRole('heading', { name: 'An unexpected error has occured' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('a declared request that fails while the page waits on it is asked again once, then shown', async () => {
    const id = caseId(2);
    scenarios.failNext(`/api/case-management/cases/${id}`, 500, { times: 2 });
    // Slow enough that the page is already waiting on the declared request when it fails.
    scenarios.delay(`/api/case-management/cases/${id}`, 800, 1);
    renderRoute(`/case-management/case/${id}`, { as: 'manager' });
    expect(await screen.findByRole('heading', { name: 'An unexpected error has occured' }, { timeout: 8000 })).toBeInTheDocument();
    expect(stats.count(`/api/case-management/cases/${id}`, 'GET')).toBe(2);
  });

  it('the case list asks for its filters and its cases together', async () => {
    // The filter options take far longer than the cases: the rows must not wait for them.
    scenarios.delay('/api/case-management/cases/filters', 7000);
    renderRoute('/case-management/cases', { as: 'manager' });
    expect(await screen.findByText(/^Showing 1 to \d+ of \d+ results$/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(stats.count('/api/case-management/cases/filters', 'GET')).toBe(1);
    expect(stats.count('/api/case-management/cases', 'GET')).toBe(1);
    // ...while the filter options are still on their way.
    expect(stats.inFlight).toBeGreaterThan(0);
    await waitFor(() => expect(stats.inFlight).toBe(0), { timeout: 10000 });
  });
});

describe("the tab's first load (issue 30, blocking time)", () => {
  it("starts the route's declared queries one per task, all of them, each request once", async () => {
    const store = makeStore();
    // The six the route declares. The page adds a seventh once the overdue cases' first page has
    // answered (their last page): left out, or a quick answer would pass six before a poll sees it.
    const todayQueries = () =>
      Object.values(store.getState().api.queries).filter(
        (entry) => entry?.endpointName?.startsWith('getToday') && ((entry.originalArgs as { page?: number } | undefined)?.page ?? 1) === 1,
      ).length;
    // What the store holds once the microtasks after the first declared query have run: the same
    // task, had all the dispatches been made together.
    let withFirst: number | null = null;
    const unsubscribe = store.subscribe(() => {
      if (withFirst === null && todayQueries() > 0) {
        withFirst = -1;
        queueMicrotask(() => queueMicrotask(() => (withFirst = todayQueries())));
      }
    });
    renderRoute('/today', { as: 'manager', store });
    await waitFor(() => expect(todayQueries()).toBe(6));
    unsubscribe();
    expect(withFirst).toBe(1);
    await screen.findByRole('heading', { name: 'Today', level: 1 }, { timeout: 8000 });
    await settled(store);
    for (const path of ['/api/critical-focus', '/api/open-queries']) expect(stats.count(path, 'GET')).toBe(1);
  });
});

describe("the tab's first load: the route's declared data before its first render (issue 30)", () => {
  it("settles once the declaration has dispatched all it asks for, also when its area's module arrives late", async () => {
    const store = makeStore();
    signInAs(store, 'manager');
    const dispatched: string[] = [];
    const dispatch = store.dispatch;
    vi.spyOn(store, 'dispatch').mockImplementation(((action: { type: string }) => {
      if (action.type.startsWith('test/')) dispatched.push(action.type);
      return dispatch(action);
    }) as typeof store.dispatch);
    // The area's module arrives in a later task (a chunk on its way), then asks for three things.
    const area = {
      pageData: ({ dispatch: send }: Parameters<NonNullable<AppRoute['prefetch']>>[0]) => {
        for (const type of ['test/first', 'test/second', 'test/third']) void send({ type });
      },
    };
    const route: AppRoute = {
      path: '/late',
      access: 'auth',
      layout: 'none',
      page: lazyPage(() => new Promise(() => undefined)),
      prefetch: fromArea(() => new Promise<typeof area>((resolve) => setTimeout(() => resolve(area), 20)), 'pageData'),
    };
    await startRouteData(route, { store, params: {}, search: new URLSearchParams(), spread: true });
    // The first render, which waits for this, then finds every declared request in the store: none
    // arrives during its slices (React would render the whole screen again, synchronously).
    expect(dispatched).toEqual(['test/first', 'test/second', 'test/third']);
  });
});

describe('hover/focus prefetch (issue 9)', () => {
  it('a sweep over twenty rows sends a bounded number of speculative requests, each path once', async () => {
    const store = makeStore();
    signInAs(store, 'manager');
    const routes = buildRouteObjects(appRoutes, store);
    const ids = db()
      .cases.slice(0, 20)
      .map((item) => item.id);
    scenarios.delay(/^\/api\/case-management\/cases\/\d+/, 200);
    for (const id of ids) prefetchPath(routes, store, `/case-management/case/${id}`);
    for (const id of ids) prefetchPath(routes, store, `/case-management/case/${id}`);
    // Every speculative query has been answered and none waits in a queue: no more can go out.
    await settled(store);
    const caseCalls = stats.calls.filter((call) => /^\/api\/case-management\/cases\/\d+/.test(call.path));
    expect(caseCalls.length).toBeGreaterThan(0);
    expect(caseCalls.length).toBeLessThanOrEqual(MAX_SPECULATIVE_QUERIES);
  });
});
