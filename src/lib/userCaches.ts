/**
 * Cache Storage after a sign-out or an identity switch. The service worker precaches the build
 * (scripts/vite/pwa.ts: hashed assets, index.html, icons) and caches nothing at run time, so no
 * cache should ever hold anything of a user. Should one appear anyway (an older release's runtime
 * cache, a browser extension's, a future mistake), a sign-out drops it: every cache but Workbox's
 * precache goes, and any API, stored-file or configuration answer found in the precache goes too.
 */

/** The prefix of Workbox's precache names (workbox-precache-v2-<scope>). */
export const PRECACHE_PREFIX = 'workbox-precache';

/** Paths that hold a user's data or the deployment's: never kept in a cache. */
const USER_DATA_PATH = /^\/(api|storage)(\/|$)|^\/config\.json$/;

/** Clears what a sign-out must not leave behind; returns the names of the caches it deleted. */
export async function forgetUserCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<string[]> {
  if (!storage) return [];
  try {
    const names = await storage.keys();
    const others = names.filter((name) => !name.startsWith(PRECACHE_PREFIX));
    await Promise.all(others.map((name) => storage.delete(name)));
    for (const name of names.filter((name) => name.startsWith(PRECACHE_PREFIX))) {
      const cache = await storage.open(name);
      const requests = await cache.keys();
      await Promise.all(requests.filter((request) => USER_DATA_PATH.test(new URL(request.url).pathname)).map((request) => cache.delete(request)));
    }
    return others;
  } catch {
    // Cache Storage refused (private mode, storage pressure): nothing of ours is in it then.
    return [];
  }
}
