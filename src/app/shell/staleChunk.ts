/**
 * The stale-chunk guard. After a deploy, a tab that still runs the previous index.html asks for
 * lazy chunks (pages, their CSS) that the server no longer has: the dynamic import fails (404, or
 * the network). Instead of the error page the portal then offers a reload, which fetches the new
 * index.html. A reload that did not help (the chunk still fails right after it) shows the error
 * page, so the portal never sends anyone round a reload loop.
 */

export const NEW_VERSION_TEXT = 'A new version of the portal is available.';

/** sessionStorage key: when the user last reloaded from the new-version notice (ms). */
export const STALE_RELOAD_KEY = 'portal.staleChunkReload';
/** A chunk failure within this time after such a reload is not a new version: the error page. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

// What browsers and Vite's preload helper say when a lazy module or its CSS cannot be fetched.
const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS for/i, // Vite's preload helper (a page's CSS)
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error (or its cause) is a lazy chunk that failed to load. */
export function isStaleChunkError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_FAILURE.some((pattern) => pattern.test(message))) return true;
  return isStaleChunkError(cause, depth + 1);
}

/**
 * What to show for a failed chunk: 'new-version' (offer a reload) unless the user reloaded from
 * that offer less than STALE_RELOAD_WINDOW_MS ago, then 'error' (the reload did not help).
 */
export function staleChunkView(lastReload: string | null, now: number): 'new-version' | 'error' {
  const at = lastReload === null ? Number.NaN : Number(lastReload);
  if (Number.isFinite(at) && now - at >= 0 && now - at < STALE_RELOAD_WINDOW_MS) return 'error';
  return 'new-version';
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The view for the current tab (reads the reload marker). */
export function currentStaleChunkView(now = Date.now()): 'new-version' | 'error' {
  let lastReload: string | null = null;
  try {
    lastReload = storage()?.getItem(STALE_RELOAD_KEY) ?? null;
  } catch {
    // storage refused: treat as never reloaded
  }
  return staleChunkView(lastReload, now);
}

/** The page reload, replaceable in tests. */
export const staleChunkReload = {
  reload() {
    window.location.reload();
  },
};

/** Records the reload (so a failure right after it shows the error page) and reloads the page. */
export function reloadForNewVersion(now = Date.now()): void {
  try {
    storage()?.setItem(STALE_RELOAD_KEY, String(now));
  } catch {
    // storage refused: the reload still happens; the user clicked for it
  }
  staleChunkReload.reload();
}
