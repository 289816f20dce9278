import { StrictMode, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { addManifestWhenSettled } from '@/app/afterLoad';
import { buildRouteObjects, createAppRouter } from '@/app/AppRouter';
import { appRoutes } from '@/app/routes';
import { registerServiceWorker } from '@/app/serviceWorker';
import { showTabNotice, wireSessionEvents } from '@/app/sessionEvents';
import { PortalNotices } from '@/app/shell/PortalNotices';
import { nextTask } from '@/lib/nextTask';
import { makeStore } from '@/store/store';

/**
 * The app's start, in tasks of its own: the store, the router, its start (which matches the address
 * and starts the route's chunks and data), the session's wiring. Resolves to the tree to render.
 * This module and what it alone imports (the API, the store, the router's creation) are a file of
 * their own, which src/main.tsx imports once React has run (vite.config.ts, CHUNK_GROUPS).
 */
export async function startApp(): Promise<ReactElement> {
  const store = makeStore();
  await nextTask();
  // The route objects, then the router over them (which converts and ranks every route and matches
  // the address), each in a task of its own: together one task of 55-65 ms at 4x CPU (issue 30).
  const routes = buildRouteObjects(appRoutes, store);
  await nextTask();
  const router = createAppRouter(store, routes);
  await nextTask();
  router.initialize();
  await nextTask();
  // Token problems, and other tabs' sign-outs and identity changes (one session across tabs).
  wireSessionEvents(store, router);
  showTabNotice();
  // The installable app's worker (offline shell, updates with the new-version notice) and the
  // manifest's link, once the page has settled (its first answers painted, its requests quiet).
  registerServiceWorker();
  addManifestWhenSettled();
  await nextTask();
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PortalNotices />
      </Provider>
    </StrictMode>
  );
}
