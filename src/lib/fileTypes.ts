/** The icon families of help files and downloads (document 002 §2). */
export type FileKind = 'pdf' | 'excel' | 'powerpoint' | 'word' | 'csv' | 'other';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'powerpoint',
  pptx: 'powerpoint',
  doc: 'word',
  docx: 'word',
  csv: 'csv',
};

/** The extension of a path or URL ('pdf'), lower-case, without query or fragment; '' when none. */
export function extensionOf(path: string | null | undefined): string {
  const clean = (path ?? '').split(/[?#]/)[0] ?? '';
  const name = clean.slice(clean.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A file's type: its `file_type` when given, else its path's extension ('pdf', 'xlsx', ''). */
export function fileTypeOf(fileType: string | null | undefined, path: string | null | undefined): string {
  const given = (fileType ?? '').trim().replace(/^\./, '').toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(given) ? given : extensionOf(path);
}

/** The icon family of a type. */
export function fileKindOf(type: string): FileKind {
  return KINDS[type] ?? 'other';
}

/** A size in bytes as people read it: '512 B', '12 KB', '1.2 MB'; null for a missing or bad size. */
export function formatBytes(bytes: number | null | undefined): string | null {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${units[unit]}`;
}

/** The visible label of a file: 'PDF · 1.2 MB', 'XLSX', 'File · 3 KB'. */
export function fileLabel(type: string, bytes: number | null | undefined): string {
  const size = formatBytes(bytes);
  const name = type ? type.toUpperCase() : 'File';
  return size ? `${name} · ${size}` : name;
}

/** The accessible name of a download link: 'Download Guide (PDF, 1.2 MB)'. */
export function downloadName(title: string, type: string, bytes: number | null | undefined): string {
  const size = formatBytes(bytes);
  const name = type ? type.toUpperCase() : 'File';
  return `Download ${title} (${size ? `${name}, ${size}` : name})`;
}

/**
 * A file address that may become a link: http(s) URLs and site-relative paths only (never
 * `javascript:`, `data:` or protocol-relative '//host'). Null for anything else.
 */
export function safeFileHref(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.startsWith('/')) return text.startsWith('//') || text.startsWith('/\\') ? null : text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * How the portal fetches a safe file address: same-origin files go through the API client
 * (`api` is the path under /api, or an absolute same-origin URL), other origins open directly.
 */
export function fileRoute(href: string, origin: string): { via: 'client'; url: string } | { via: 'browser'; url: string } {
  const absolute = new URL(href, origin);
  if (absolute.origin !== origin) return { via: 'browser', url: absolute.href };
  const apiPath = /^\/api(\/.*)$/.exec(absolute.pathname);
  if (apiPath?.[1]) return { via: 'client', url: `${apiPath[1]}${absolute.search}` };
  return { via: 'client', url: absolute.href };
}
