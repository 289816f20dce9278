/*
 * Where a file address from the API points (house rules 14, 17): one resolver for every file the
 * API names, and the click that opens one. Kept apart from api/download.ts (which every signed-in
 * page loads, for exports) because only the pages that show such files need it; the file itself is
 * still fetched and opened by api/download.ts (`fetchFile`, `openFile`), the one place files are opened.
 */
import { ApiError } from './errors';
import { fetchFile, openFile, openOnItsOwnHost, openTabForFile } from './download';
import { runtimeConfig } from './runtimeConfig';

/** Where a file address from the API points, and how the portal may fetch it. */
export interface FileTarget {
  /** The absolute address. */
  url: string;
  /** Fetched with the bearer token: only an address under the API's own base ever is. */
  withToken: boolean;
  /** On the portal's own origin: opened only through `openFile` (never a raw link, house rule 14). */
  sameOrigin: boolean;
}

const SCHEME = /^[a-z][a-z\d+\-.]*:/i;
const here = (): string => globalThis.location?.origin ?? 'http://localhost';
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The one resolver of the file addresses the API gives (help and summary files, case attachments'
 * `file_path`, the job report's recording): an absolute http(s) address is where it points; a
 * storage path (`/storage/...`) is under the configured storage base; an API path (`/api/...`, or
 * a bare relative path) is under the configured API base; any other site-relative path is on this
 * origin. Anything else (`javascript:`, `data:`, `//host`) is null. The bearer token goes only to an
 * address under the API's base, never to storage or another host.
 */
export function resolveFileAddress(address: string | null | undefined): FileTarget | null {
  const value = (address ?? '').trim();
  if (value === '' || value.startsWith('//') || value.startsWith('\\') || value.startsWith('/\\')) return null;
  const config = runtimeConfig();
  const api = withoutTrailingSlash(new URL(config.apiBaseUrl, here()).href);
  let url: string;
  let storage = false;
  if (SCHEME.test(value)) {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return null;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    url = parsed.href;
  } else {
    const path = value.startsWith('/') ? value : `/${value}`;
    storage = /^\/storage(\/|$)/.test(path);
    let joined: string;
    if (storage) joined = `${withoutTrailingSlash(new URL(config.storageBaseUrl, here()).href)}${path}`;
    else if (/^\/api(\/|$)/.test(path)) joined = `${api}${path.slice(4)}`;
    else if (value.startsWith('/')) joined = `${here()}${path}`;
    else joined = `${api}${path}`;
    // Normalised ('..' resolved) before it is judged: '/api/../x' is not under the API.
    try {
      url = new URL(joined).href;
    } catch {
      return null;
    }
  }
  const underApi = url === api || url.startsWith(`${api}/`) || url.startsWith(`${api}?`);
  return { url, withToken: underApi && !storage, sameOrigin: new URL(url).origin === here() };
}

/** Said when a file's address is missing or not one the portal opens. */
export const NO_FILE_ADDRESS_MESSAGE = 'This file has no address the portal can open.';

/**
 * Opens the file at an address the API gave (`resolveFileAddress`), from a click: a file of the API
 * or of this origin is fetched through the client (with the token only for the API) and opened by
 * `openFile` (the allow-list; the tab opens inside the click); a file on another host opens there,
 * in a new tab, without the token. Rejects with an ApiError when it cannot be fetched.
 */
export function openFileAt(address: string | null | undefined, fallbackName: string): Promise<'opened' | 'saved'> {
  const target = resolveFileAddress(address);
  if (!target) return Promise.reject(new ApiError({ status: 0, code: 'no_file_address', message: NO_FILE_ADDRESS_MESSAGE, fieldErrors: {} }));
  if (!target.withToken && !target.sameOrigin) {
    // Another origin cannot run script in the portal's: the browser shows or saves it there.
    openOnItsOwnHost(target.url);
    return Promise.resolve('opened');
  }
  const tab = openTabForFile(fallbackName);
  return fetchFile(target.url, fallbackName, { anonymous: !target.withToken }).then(
    (file) => openFile(file, tab),
    (error: unknown) => {
      tab?.close();
      throw error;
    },
  );
}
