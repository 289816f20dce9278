import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { loadRuntimeConfig } from '@/api/runtimeConfig';
import { createAppRouter } from '@/app/AppRouter';
import { showTabNotice, wireSessionEvents } from '@/app/sessionEvents';
import { makeStore } from '@/store/store';
import './styles/main.scss';

// The deploy-time addresses (/config.json): one fetch, started now, beside the first render; the
// HTTP client holds requests until it has settled (api/runtimeConfig.ts).
void loadRuntimeConfig();

const store = makeStore();
const router = createAppRouter(store);

// Token problems, and other tabs' sign-outs and identity changes (one session across tabs).
wireSessionEvents(store, router);
showTabNotice();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
