import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { loadRuntimeConfig } from '@/api/runtimeConfig';
import { addManifestWhenSettled } from '@/app/afterLoad';
import { createAppRouter } from '@/app/AppRouter';
import { registerServiceWorker } from '@/app/serviceWorker';
import { showTabNotice, wireSessionEvents } from '@/app/sessionEvents';
import { PortalNotices } from '@/app/shell/PortalNotices';
import { nextTask } from '@/lib/nextTask';
import { makeStore } from '@/store/store';
import './styles/main.scss';

// The deploy-time addresses (/config.json): one fetch, started now, beside the first render; the
// HTTP client holds requests until it has settled (api/runtimeConfig.ts).
void loadRuntimeConfig();

/**
 * The app starts in tasks of its own after the modules' evaluation, not in the same one: the store,
 * the router, its start (which matches the address and starts the route's chunks and data), the
 * session's wiring, then the first render. On a phone the evaluation and all of this made one task
 * of 160-260 ms at 4x CPU, and Lighthouse's simulation counts it after the first paint on every
 * page (issue 30: total blocking time).
 */
async function start() {
  await nextTask();
  const store = makeStore();
  await nextTask();
  const router = createAppRouter(store);
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
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition: React renders the first screen in slices, while index.html's frame stays painted
  // (issue 30: after that early paint, every long task of the start counts as blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
          <PortalNotices />
        </Provider>
      </StrictMode>,
    ),
  );
}

void start();
