import { useSyncExternalStore } from 'react';
import { acceptUpdate, subscribeUpdate, updateAvailable } from '../serviceWorker';
import { NEW_VERSION_TEXT } from './staleChunk';

/** Said while the device has no connection (the shell itself still opens, from the service worker). */
export const OFFLINE_TEXT = 'You are offline: nothing can be loaded or saved until the connection is back. What you type in a draft is kept on this device.';

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;

/**
 * The portal-wide notices above every page (signed in or not): the device is offline, and a new
 * release is ready (with Reload). Fixed at the bottom of the viewport, never in the page's flow.
 */
export function PortalNotices() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const update = useSyncExternalStore(subscribeUpdate, updateAvailable, () => false);
  if (online && !update) return null;
  return (
    <aside className="portal-notices" aria-label="Portal status">
      {!online && (
        <p role="status" className="alert alert-warning mb-0">
          {OFFLINE_TEXT}
        </p>
      )}
      {update && (
        <div role="alert" className="alert alert-info mb-0 d-flex flex-wrap align-items-center gap-3">
          <span>{NEW_VERSION_TEXT}</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => acceptUpdate()}>
            Reload
          </button>
        </div>
      )}
    </aside>
  );
}
