import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRouteObjects } from '@/app/AppRouter';
import { lazyPage, type AppRoute } from '@/app/routeTable';
import { makeStore } from '@/store/store';

type PageModule = { default: () => React.JSX.Element };

describe('the first load', () => {
  it("waits for the route's chunk before the first render; later navigations never wait", async () => {
    let arrive: (module: PageModule) => void = () => undefined;
    const first = lazyPage(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    // A chunk that never arrives: the navigation to it must still complete.
    const second = lazyPage(() => new Promise<PageModule>(() => undefined));
    const routes: AppRoute[] = [
      { path: '/first', access: 'public', layout: 'none', page: first },
      { path: '/second', access: 'public', layout: 'none', page: second },
    ];
    const store = makeStore();
    const router = createMemoryRouter(buildRouteObjects(routes, store), { initialEntries: ['/first'] });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.initialized).toBe(false);
    arrive({ default: () => <h1>First page</h1> });
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(router.state.initialized).toBe(true);

    void router.navigate('/second');
    await waitFor(() => expect(router.state.location.pathname).toBe('/second'));
    expect(router.state.navigation.state).toBe('idle');
  });

  it("starts the first route in a task after the router's creation (not inside it); later navigations at once", async () => {
    const started: string[] = [];
    const page = (name: string) =>
      lazyPage(() => {
        started.push(name);
        return new Promise<PageModule>((resolve) => resolve({ default: () => <h1>{name}</h1> }));
      });
    const routes: AppRoute[] = [
      { path: '/first', access: 'public', layout: 'none', page: page('First') },
      { path: '/second', access: 'public', layout: 'none', page: page('Second') },
    ];
    const store = makeStore();
    const router = createMemoryRouter(buildRouteObjects(routes, store), { initialEntries: ['/first'] });
    expect(started).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['First']);
    await waitFor(() => expect(router.state.initialized).toBe(true));
    void router.navigate('/second');
    expect(started).toEqual(['First', 'Second']);
  });
});
