/** Where a request path may lead inside the demo server's build folder (pure: no file access). */
import { resolve, sep } from 'node:path';

/** The longest decoded path the demo server looks up (longer ones get 414; queries are not counted). */
export const MAX_URL_LENGTH = 4096;

export type StaticPath = { kind: 'file'; file: string } | { kind: 'bad'; status: 400 | 414 } | { kind: 'outside' };

/**
 * Decodes a request target and resolves it under `root`. Undecodable escapes, null bytes and
 * over-long targets are bad requests; anything that resolves outside `root` (through `..`,
 * encoded slashes or backslashes, or a sibling folder whose name merely starts with root's) is
 * `outside`, and the caller answers with the app shell instead.
 */
export function resolveStaticPath(root: string, rawUrl: string | undefined): StaticPath {
  const pathname = decodedPathname(rawUrl);
  if (pathname === null) return { kind: 'bad', status: 400 };
  if (pathname.length > MAX_URL_LENGTH) return { kind: 'bad', status: 414 };
  const base = resolve(root);
  const file = resolve(base, `.${sep}${pathname.replace(/\\/g, '/')}`);
  // Compare against root + separator: '/srv/dist-private' starts with '/srv/dist' but is outside.
  if (file !== base && !file.startsWith(base + sep)) return { kind: 'outside' };
  return { kind: 'file', file };
}

/** The decoded path of a request target, or null when it cannot be decoded or holds a null byte. */
export function decodedPathname(rawUrl: string | undefined): string | null {
  try {
    const pathname = decodeURIComponent(new URL(rawUrl ?? '/', 'http://localhost').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** True when a request target is the demo API (`/api` or `/api/...`), whatever follows. */
export function isApiPath(rawUrl: string | undefined): boolean {
  const target = rawUrl ?? '/';
  return target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
}

/**
 * True when a request target is the spec's file storage (`/storage/...`, 001 §7), which the demo's
 * handlers answer like the API (in production nginx proxies it like `/api/`).
 */
export function isStoragePath(rawUrl: string | undefined): boolean {
  return (rawUrl ?? '/').startsWith('/storage/');
}
