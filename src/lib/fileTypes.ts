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

/**
 * The last extension of a file name, path or URL ('pdf'), lower case, without the dot, query or
 * fragment; '' when there is none. Surrounding spaces are ignored ('evil.html ' is 'html').
 */
export function extensionOf(path: string | null | undefined): string {
  const clean = (path ?? '').trim().split(/[?#]/)[0] ?? '';
  const name = clean.slice(Math.max(clean.lastIndexOf('/'), clean.lastIndexOf('\\')) + 1).trim();
  const dot = name.lastIndexOf('.');
  return dot >= 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
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

// File-name rules shared by the download allow-list, the upload forms and the demo API, so all three agree on which names are safe.

/** File-name extensions that a browser would run, or render as a document that can run script. */
const EXECUTABLE_EXTENSIONS = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'mht',
  'mhtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'cjs',
  'hta',
  'exe',
  'msi',
  'bat',
  'cmd',
  'com',
  'scr',
  'ps1',
  'vbs',
  'vbe',
  'wsf',
  'jar',
  'sh',
  'app',
  'dll',
  'lnk',
  'swf',
  'php',
]);

/** True for files the browser would run or render as a document (always downloaded, never opened). */
export function isExecutableFileName(fileName: string): boolean {
  return EXECUTABLE_EXTENSIONS.has(extensionOf(fileName));
}

/**
 * True for a name that hides a dangerous type behind a harmless one ('invoice.exe.pdf',
 * 'page.html.pdf'); ordinary dots ('Invoice no.123.pdf', 'report.v2.pdf') are fine.
 */
export function hasDangerousInnerExtension(fileName: string): boolean {
  const withoutLast = fileName.trim().replace(/\.[^./\\\s]+$/, '');
  return withoutLast !== fileName.trim() && isExecutableFileName(withoutLast);
}
