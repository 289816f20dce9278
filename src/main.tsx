import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@/api/runtimeConfig';
import { FailedAppPage } from '@/app/shell/ErrorPage';
import { nextTask } from '@/lib/nextTask';
import './styles/main.scss';

// The deploy-time addresses (/config.json): one fetch, started now, beside the first render; the
// HTTP client holds requests until it has settled (api/runtimeConfig.ts).
void loadRuntimeConfig();

/**
 * The entry and the framework hold React, the libraries and the part of the start that needs no
 * API; the API (RTK Query's createApi, the larger part of the modules' evaluation) and what builds
 * on it (the store, the router's creation) are a file of their own, app/start.tsx's, which
 * index.html preloads beside the entry (scripts/vite/boot.ts, `preloadStart`) and which is imported
 * here, so that its evaluation is a task of its own. Both evaluated as one module graph made one
 * task of 200-330 ms at 4x CPU on every page's first load, all of it counted as blocking time after
 * index.html's frame had painted (issue 30). The start then goes on in tasks of its own
 * (app/start.tsx), and React renders the first screen in slices.
 */
async function start() {
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let app;
  try {
    const { startApp } = await import('@/app/start');
    await nextTask();
    app = await startApp();
  } catch (error) {
    // The app's file could not load (a release replaced under the address, the network cut): the
    // new-version notice (or, right after a reload from it, the error page), never the bare frame.
    root.render(<FailedAppPage error={error} />);
    return;
  }
  // A transition: index.html's frame stays painted while React renders in slices.
  startTransition(() => root.render(app));
}

void start();
