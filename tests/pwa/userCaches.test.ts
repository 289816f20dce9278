// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forgetUserCaches } from '@/lib/userCaches';

/** An in-memory Cache Storage with the calls the portal makes (keys, open, delete). */
function fakeCacheStorage(contents: Record<string, string[]>) {
  const caches = new Map(Object.entries(contents).map(([name, urls]) => [name, new Set(urls)]));
  const storage = {
    keys: () => Promise.resolve([...caches.keys()]),
    delete: (name: string) => Promise.resolve(caches.delete(name)),
    open: (name: string) => {
      const urls = caches.get(name) ?? new Set<string>();
      caches.set(name, urls);
      return Promise.resolve({
        keys: () => Promise.resolve([...urls].map((url) => ({ url }) as Request)),
        delete: (request: Request) => Promise.resolve(urls.delete(request.url)),
      });
    },
  };
  return { storage: storage as unknown as CacheStorage, caches };
}

describe('forgetUserCaches (sign-out, identity switch)', () => {
  it('keeps the precache of the build and deletes every other cache', async () => {
    const { storage, caches } = fakeCacheStorage({
      'workbox-precache-v2-http://localhost/': ['http://localhost/index.html', 'http://localhost/assets/framework-abc.js'],
      'portal-runtime': ['http://localhost/api/v1/user'],
      'workbox-runtime-http://localhost/': ['http://localhost/storage/us/audituploads/1.jpg'],
    });
    expect(await forgetUserCaches(storage)).toEqual(['portal-runtime', 'workbox-runtime-http://localhost/']);
    expect([...caches.keys()]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect([...caches.get('workbox-precache-v2-http://localhost/')!]).toEqual(['http://localhost/index.html', 'http://localhost/assets/framework-abc.js']);
  });

  it('drops an API, stored-file or configuration answer even from the precache', async () => {
    const precache = 'workbox-precache-v2-http://localhost/';
    const { storage, caches } = fakeCacheStorage({
      [precache]: ['http://localhost/index.html', 'http://localhost/api/v1/cases?page=1', 'http://localhost/storage/us/a.pdf', 'http://localhost/config.json'],
    });
    await forgetUserCaches(storage);
    expect([...caches.get(precache)!]).toEqual(['http://localhost/index.html']);
  });

  it('does nothing where there is no Cache Storage, and survives one that refuses', async () => {
    expect(await forgetUserCaches(undefined)).toEqual([]);
    const refusing = { keys: () => Promise.reject(new Error('SecurityError')) } as unknown as CacheStorage;
    expect(await forgetUserCaches(refusing)).toEqual([]);
  });
});
