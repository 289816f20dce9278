// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPrecacheEntries, NAVIGATE_FALLBACK_DENYLIST } from '../../scripts/vite/pwa';

const denied = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));

describe('the service worker build (scripts/vite/pwa.ts)', () => {
  it('accepts a precache list of the build’s own files', () => {
    const entries = [{ url: 'index.html' }, { url: 'assets/framework-abc.js' }, { url: 'pwa-192x192.png' }, { url: 'manifest.webmanifest' }];
    expect(checkPrecacheEntries(entries)).toBe(entries);
  });

  it('fails the build on an API answer, a stored file, the deploy-time config, a compressed copy or a dot-file', () => {
    for (const url of ['api/v1/user', 'storage/us/audituploads/1.jpg', 'config.json', 'assets/framework-abc.js.gz', '.vite/manifest.json']) {
      expect(() => checkPrecacheEntries([{ url: 'index.html' }, { url }]), url).toThrow(/Never precached/);
    }
  });

  it('fails the build without the app shell', () => {
    expect(() => checkPrecacheEntries([{ url: 'assets/framework-abc.js' }])).toThrow(/index\.html/);
  });

  it('never answers the server’s own paths with the shell, and answers the portal’s routes', () => {
    for (const path of ['/api', '/api/v1/user', '/storage/us/a.pdf', '/config.json', '/healthz', '/assets/missing-abc.js', '/sw.js', '/manifest.webmanifest']) {
      expect(denied(path), path).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/913', '/case-management/cases', '/apiary', '/storage-report']) {
      expect(denied(path), path).toBe(false);
    }
  });
});
