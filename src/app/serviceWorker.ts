import { afterRequestsSettle, httpClientHold } from '@/api/http';
import { reloadForNewVersion } from './shell/staleChunk';

/**
 * The service worker (scripts/vite/pwa.ts builds it): registered after the page has loaded, in
 * production builds only. Updates follow the stale-chunk rule: a new release's worker installs and
 * waits ('prompt', never a silent skipWaiting); the tab shows 'A new version of the portal is
 * available.' with Reload; Reload activates the new worker and reloads once, recording the reload
 * like the stale-chunk notice does (a chunk failure right after it shows the error page, never a
 * loop). A tab whose worker another tab replaced shows the same notice and reloads only when asked.
 */

/** What the portal uses of workbox-window's Workbox (replaceable in tests). */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  register(): Promise<unknown>;
  messageSkipWaiting(): void;
}

/** The worker's address: at the root, so its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

let worker: WorkerRegistration | null = null;
/** A new release's worker is installed and waiting for this tab's Reload. */
let waiting = false;
/** This tab asked the waiting worker to take over and reloads when it does. */
let reloadAsked = false;
let updateShown = false;
const listeners = new Set<() => void>();

function showUpdate(): void {
  if (updateShown) return;
  updateShown = true;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: whether the new-version notice is due. */
export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const updateAvailable = (): boolean => updateShown;

/** Wires a registration's events to the notice, then registers the worker. */
export function watchWorker(registration: WorkerRegistration): Promise<unknown> {
  worker = registration;
  registration.addEventListener('waiting', () => {
    waiting = true;
    showUpdate();
  });
  registration.addEventListener('controlling', (event) => {
    if (reloadAsked) {
      reloadAsked = false;
      reloadForNewVersion();
      return;
    }
    // Another tab's Reload activated the new release under this tab: its page code is the old
    // one, so it offers the reload too (never reloads by itself: a form may be half typed).
    if (event.isUpdate) showUpdate();
  });
  return registration.register();
}

/** The notice's Reload: the waiting worker takes over, then the tab reloads (once). */
export function acceptUpdate(): void {
  if (worker && waiting) {
    waiting = false;
    reloadAsked = true;
    worker.messageSkipWaiting();
    return;
  }
  reloadForNewVersion();
}

/**
 * Starts the worker once the page has settled (production builds; browsers with service workers):
 * after the load, after the page has painted its first answers (the HTTP client's hold, as the
 * manifest's link waits), and once its requests have been quiet for a second. Its install fetches
 * and stores the whole build (143 files, 1.7 MB): at the load event, on a first visit, that ran
 * beside the page's own answers and rendering, for the network and the CPU (issue 30: Lighthouse,
 * first visit, NPS's blocking time 410 → 74 ms and Today's 1,377 → 781 ms without it).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    httpClientHold()
      .then(() => afterRequestsSettle())
      .then(() => import('workbox-window'))
      .then(({ Workbox }) => watchWorker(new Workbox(SERVICE_WORKER_URL, { scope: '/' })))
      .catch((error: unknown) => console.warn('The service worker could not be registered; the portal works without it.', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Forgets the registration (tests). */
export function resetServiceWorkerState(): void {
  worker = null;
  waiting = false;
  reloadAsked = false;
  updateShown = false;
}
