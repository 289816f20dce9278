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

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Opens a blob in a new tab (PDFs, attachments); falls back to a download when pop-ups are blocked. */
export function openBlob(blob: Blob, fileName: string, target: Window | null = null): void {
  const href = URL.createObjectURL(blob);
  const tab = target ?? window.open('', '_blank');
  if (tab) tab.location.href = href;
  else saveBlob(blob, fileName);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches a file and saves it under its server-given name. */
export async function downloadFile(url: string, fallbackName: string, options: Omit<RequestOptions, 'responseType'> = {}): Promise<void> {
  const file = await fetchFile(url, fallbackName, options);
  saveBlob(file.blob, file.fileName);
}
