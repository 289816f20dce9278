import { useRef, type KeyboardEvent, type MouseEvent as ReactMouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import fileLinkStyles from './fileLink.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';
import { openFileAt, resolveFileAddress } from '@/api/fileAddress';
import { downloadName, fileKindOf, fileLabel, type FileKind } from '@/lib/fileTypes';
import { notify } from './notify';

adoptStyles(fileLinkStyles);

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

/** Opens or saves a file of the API or of this origin through api/download.ts (house rule 14). */
async function openThroughClient(href: string, name: string) {
  try {
    // The tab opens inside the click (before the first await), so pop-up blockers let it through.
    await openFileAt(href, name);
  } catch (error) {
    const message = error instanceof Error || (error && typeof error === 'object' && 'message' in error) ? String(error.message) : '';
    notify.error(`The file could not be downloaded. ${message}`.trim());
  }
}

interface Props {
  /** The file's address as the API gave it (resolved by api/fileAddress.ts `resolveFileAddress`; an address it refuses renders no link). */
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
 * One-click download link. A same-origin file is never a raw `href` (house rule 14): a plain,
 * Ctrl/⌘, Shift or middle click and Enter all fetch it through the API client and hand it to
 * api/download.ts (which opens only the allow-list inline and saves everything else), and with no
 * `href` there is no "open in new tab" or modified click that could load the file as a page of the
 * portal's origin. It stays a link for keyboards and screen readers (role="link", in the tab order).
 * A file on another origin cannot run script in the portal's, and opens directly in a new tab.
 */
export function FileLink({ href, title, type, bytes, children, className = '', showLabel = true }: Props) {
  const opening = useRef(false);
  const target = resolveFileAddress(href);
  const label = fileLabel(type, bytes);
  if (!target) {
    return <span className="text-body-secondary small">File unavailable</span>;
  }
  const content = (
    <>
      {children ?? 'Download'}
      {showLabel && <span className="file-link-label"> {label}</span>}
    </>
  );
  if (!target.withToken && !target.sameOrigin) {
    // Storage or another host: no token, and a file there cannot run script in the portal's origin.
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer" className={`file-link ${className}`.trim()} aria-label={downloadName(title, type, bytes)}>
        {content}
      </a>
    );
  }
  const url = target.url;

  function open(event: SyntheticEvent) {
    event.preventDefault();
    // One file per activation: the second click of a double click, or a click while the file is
    // still coming, does not fetch it again.
    if (opening.current || (event.nativeEvent instanceof MouseEvent && event.nativeEvent.detail > 1)) return;
    opening.current = true;
    void openThroughClient(url, fallbackName(title, type)).finally(() => {
      opening.current = false;
    });
  }

  return (
    <a
      role="link"
      tabIndex={0}
      className={`file-link file-link-client ${className}`.trim()}
      aria-label={downloadName(title, type, bytes)}
      // Every primary click, whatever the modifier keys (Ctrl/⌘/Shift would otherwise mean "new tab").
      onClick={open}
      // The middle button: auxclick (no click fires for it); mousedown's default would start autoscroll.
      onAuxClick={(event: ReactMouseEvent<HTMLAnchorElement>) => {
        if (event.button === 1) open(event);
      }}
      onMouseDown={(event: ReactMouseEvent<HTMLAnchorElement>) => {
        if (event.button === 1) event.preventDefault();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key === 'Enter' && !event.repeat) open(event);
      }}
    >
      {content}
    </a>
  );
}
