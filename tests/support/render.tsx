import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { buildRouteObjects } from '@/app/AppRouter';
import { wireSessionEvents } from '@/app/sessionEvents';
import { makeStore, type AppStore } from '@/store/store';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '@/demo/seed';
import { signIn, type LoginResponse } from '@/store/sessionSlice';

/** Signs a demo account in directly (token issued by the demo API), as after a real login. */
export function signInAs(store: AppStore, account: DemoAccountKey): LoginResponse {
  const email = DEMO_ACCOUNTS.find((item) => item.key === account)?.email;
  const user = db().users.find((item) => item.email === email);
  if (!user) throw new Error(`No demo account ${account}`);
  const response = loginResponse(user) as LoginResponse;
  store.dispatch(signIn(response));
  return response;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  as?: DemoAccountKey;
  route?: string;
}

/** Renders a component with the real store (and a router at `route`). */
export function renderWithProviders(ui: ReactElement, { store, as, route = '/', ...options }: Options = {}) {
  const theStore = store ?? makeStore();
  if (as) signInAs(theStore, as);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={theStore}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store: theStore, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders the whole route tree at `url`, signed in as a demo account when `as` is given. */
export function renderRoute(url: string, { as, store }: { as?: DemoAccountKey; store?: AppStore } = {}) {
  const theStore = store ?? makeStore();
  if (as) signInAs(theStore, as);
  const router = createMemoryRouter(buildRouteObjects(undefined, theStore), { initialEntries: [url] });
  wireSessionEvents(theStore, router, (path) => void router.navigate(path));
  const view = render(
    <Provider store={theStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store: theStore, router, user: userEvent.setup(), ...view };
}
