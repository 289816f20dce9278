import { extensionOf } from '@/lib/fileTypes';
import { request, type RequestOptions } from './http';

/** Reads the file name from a Content-Disposition header (RFC 5987 `filename*` first). */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Fetches a file through the queue with the token. A JSON error inside a Blob body becomes an
 * ApiError like any other; a 401 logs out (the client's rule for downloads).
 */
export async function fetchFile(url: string, fallbackName: string, options: Omit<RequestOptions, 'responseType'> = {}): Promise<DownloadedFile> {
  const response = await request<Blob>(url, { ...options, responseType: 'blob' });
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameFromDisposition(disposition) ?? fallbackName };
}

/**
 * Hands a blob to the browser as a download with the given name, always as
 * `application/octet-stream`: a saved file is never rendered by the portal's origin.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(new Blob([blob], { type: DOWNLOAD_ONLY_TYPE }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a file and saves it under its server-given name. */
export async function downloadFile(url: string, fallbackName: string, options: Omit<RequestOptions, 'responseType'> = {}): Promise<void> {
  const file = await fetchFile(url, fallbackName, options);
  saveBlob(file.blob, file.fileName);
}

// ---------------------------------------------------------------- what may open inline

/**
 * The only types the portal ever opens in a tab, each with the file-name extensions and the first
 * bytes it must have. Everything else (HTML, SVG, XML, scripts, unknown types, and any file whose
 * bytes or name disagree with its declared type) is saved as a download, never navigated to: a
 * same-origin blob: URL that runs script could read the session.
 */
const INLINE_TYPES: readonly { type: string; extensions: readonly string[]; magic: ((head: Uint8Array) => boolean) | null }[] = [
  { type: 'application/pdf', extensions: ['pdf'], magic: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  { type: 'image/png', extensions: ['png'], magic: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', extensions: ['gif'], magic: (h) => startsWith(h, [0x47, 0x49, 0x46, 0x38]) },
  {
    type: 'image/webp',
    extensions: ['webp'],
    magic: (h) => startsWith(h, [0x52, 0x49, 0x46, 0x46]) && startsWith(h.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
  // Plain text opens forced to text/plain (never sniffed into HTML), whatever it contains.
  { type: 'text/plain;charset=utf-8', extensions: ['txt', 'log'], magic: null },
];

/** The type used for everything that is saved rather than opened. */
export const DOWNLOAD_ONLY_TYPE = 'application/octet-stream';
/** How many leading bytes `inlineTypeFor` needs to see. */
export const SNIFF_BYTES = 16;

function startsWith(head: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => head[index] === byte);
}

function baseType(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/**
 * The type a file may be opened inline with, or null when it must be downloaded: the declared type
 * (or, when the server sends none or a generic one, the name) must be on the allow-list, the name's
 * extension must belong to that type, and the first bytes must be that type's signature.
 */
export function inlineTypeFor(declaredType: string, fileName: string, head: Uint8Array): string | null {
  const extension = extensionOf(fileName);
  const declared = baseType(declaredType);
  const byName = INLINE_TYPES.find((entry) => entry.extensions.includes(extension));
  if (!byName) return null;
  const generic = declared === '' || declared === DOWNLOAD_ONLY_TYPE || declared === 'binary/octet-stream';
  if (!generic && baseType(byName.type) !== declared && !(declared === 'image/jpg' && byName.type === 'image/jpeg')) return null;
  if (byName.magic && !byName.magic(head)) return null;
  return byName.type;
}

/** True when a file of this name could open in a tab (the rest is always downloaded). */
export function mayOpenInline(fileName: string): boolean {
  return INLINE_TYPES.some((entry) => entry.extensions.includes(extensionOf(fileName)));
}

/**
 * Opens the blank tab a file will be shown in, inside the click (so pop-up blockers let it through),
 * only when a file of this name could open inline; pass it to `openFile`, which closes it if not.
 */
export function openTabForFile(fileName: string): Window | null {
  return mayOpenInline(fileName) ? window.open('', '_blank') : null;
}

/**
 * A file on another host (a storage or CDN origin the API named): opened there, in a new tab without
 * an opener and without the token, so whatever it holds runs on its own origin, never in the
 * portal's, and nothing of the portal's session reaches it (house rule 14: the portal itself opens
 * inline only the allow-list above).
 */
export function openOnItsOwnHost(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * An object URL for an <audio> element: the bytes are always re-typed as audio/mpeg, so whatever the
 * server declared, the URL can never be navigated to as a document that runs script.
 */
export function audioObjectUrl(blob: Blob): string {
  return URL.createObjectURL(new Blob([blob], { type: 'audio/mpeg' }));
}

async function readHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
}

/**
 * Opens a file in a tab when it is on the allow-list (re-typed to the allowed type), and otherwise
 * saves it as an `application/octet-stream` download (closing a tab the caller opened in advance).
 * Every file the portal shows goes through here.
 */
export async function openFile(file: DownloadedFile, target: Window | null = null): Promise<'opened' | 'saved'> {
  const type = inlineTypeFor(file.blob.type, file.fileName, await readHead(file.blob));
  if (!type) {
    target?.close();
    saveBlob(file.blob, file.fileName);
    return 'saved';
  }
  const href = URL.createObjectURL(new Blob([file.blob], { type }));
  const tab = target ?? window.open('', '_blank');
  if (tab) {
    try {
      tab.opener = null;
    } catch {
      // Some browsers make opener read-only: the tab still shows only an allowed type.
    }
    tab.location.href = href;
  } else saveBlob(file.blob, file.fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return tab ? 'opened' : 'saved';
}
