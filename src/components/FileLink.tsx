import type { MouseEvent, ReactNode } from 'react';
import './fileLink.scss';
import { fetchFile, openFile, openTabForFile } from '@/api/download';
import { downloadName, fileKindOf, fileLabel, fileRoute, safeFileHref, type FileKind } from '@/lib/fileTypes';
import { notify } from './notify';

const ICON_TEXT: Record<FileKind, string> = { pdf: 'PDF', excel: 'XLS', powerpoint: 'PPT', word: 'DOC', csv: 'CSV', other: 'FILE' };

/** A decorative file-type badge (pdf, xls/xlsx, ppt/pptx, doc/docx, csv, other). */
export function FileTypeIcon({ type }: { type: string }) {
  const kind = fileKindOf(type);
  return (
    <span className={`file-type-icon file-type-${kind}`} aria-hidden="true" data-kind={kind}>
      {ICON_TEXT[kind]}
    </span>
  );
}

function fallbackName(title: string, type: string): string {
  const base = title.replace(/[^\w .-]+/g, '').trim() || 'download';
  return type ? `${base}.${type}` : base;
}

/** Opens or saves a same-origin file through api/download.ts (house rule 14). */
async function openThroughClient(url: string, name: string) {
  // The tab opens inside the click, before the download, so pop-up blockers let it through.
  const tab = openTabForFile(name);
  try {
    const file = await fetchFile(url, name);
    await openFile(file, tab);
  } catch (error) {
    tab?.close();
    const message = error instanceof Error || (error && typeof error === 'object' && 'message' in error) ? String((error as { message: unknown }).message) : '';
    notify.error(`The file could not be downloaded. ${message}`.trim());
  }
}

interface Props {
  /** The file's address (http(s) or site-relative; anything else renders no link). */
  href: string | null | undefined;
  title: string;
  /** 'pdf', 'xlsx'... ('' when unknown). */
  type: string;
  bytes?: number | null;
  children?: ReactNode;
  className?: string;
  /** Shows 'PDF · 1.2 MB' after the text. */
  showLabel?: boolean;
}

/**
 * One-click download: one link, new tab, rel="noopener". Same-origin files are fetched through the
 * API client and opened or saved by api/download.ts; other origins open directly.
 */
export function FileLink({ href, title, type, bytes, children, className = '', showLabel = true }: Props) {
  const safe = safeFileHref(href);
  const label = fileLabel(type, bytes);
  if (!safe) {
    return <span className="text-body-secondary small">File unavailable</span>;
  }
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const route = fileRoute(safe as string, window.location.origin);
    if (route.via === 'browser') return;
    event.preventDefault();
    void openThroughClient(route.url, fallbackName(title, type));
  }
  return (
    <a href={safe} target="_blank" rel="noopener" className={`file-link ${className}`.trim()} aria-label={downloadName(title, type, bytes)} onClick={onClick}>
      {children ?? 'Download'}
      {showLabel && <span className="file-link-label"> {label}</span>}
    </a>
  );
}
