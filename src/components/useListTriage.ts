import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/*
 * Keyboard triage of a list (the Queries lists and Critical Focus): one tab stop over the rows,
 * j/k and the arrows step (turning the page at the ends), Home/End, Enter opens, '/' focuses the
 * search, '?' shows the shortcuts; in an item's detail Escape goes back to the list. Nothing
 * while typing in a field, under a dialog or with Ctrl/Alt/Meta held.
 */

/** What a key press does in a list. */
export type ListKeyAction =
  { kind: 'move'; index: number } | { kind: 'page'; page: number; index: 'first' | 'last' } | { kind: 'open' } | { kind: 'search' } | { kind: 'help' } | null;

export interface ListKeyContext {
  key: string;
  /** Ctrl, Alt or Meta held. */
  modified: boolean;
  /** Focus is in a text field, select, editable element or dialog. */
  typing: boolean;
  /** Rows on this page. */
  count: number;
  /** The active row's index on this page (-1 for none). */
  active: number;
  page: number;
  pageCount: number;
}

/** The triage keys of a list as a pure decision (see the module comment). */
export function listKeyAction({ key, modified, typing, count, active, page, pageCount }: ListKeyContext): ListKeyAction {
  if (modified || typing) return null;
  switch (key) {
    case 'j':
    case 'ArrowDown':
      if (count === 0) return null;
      if (active < count - 1) return { kind: 'move', index: active + 1 };
      return page < pageCount ? { kind: 'page', page: page + 1, index: 'first' } : null;
    case 'k':
    case 'ArrowUp':
      if (count === 0) return null;
      if (active > 0) return { kind: 'move', index: active - 1 };
      if (active === -1) return { kind: 'move', index: 0 };
      return page > 1 ? { kind: 'page', page: page - 1, index: 'last' } : null;
    case 'Home':
      return count === 0 ? null : { kind: 'move', index: 0 };
    case 'End':
      return count === 0 ? null : { kind: 'move', index: count - 1 };
    case 'Enter':
      return active >= 0 && active < count ? { kind: 'open' } : null;
    case '/':
      return { kind: 'search' };
    case '?':
      return { kind: 'help' };
    default:
      return null;
  }
}

const NOT_TEXT_INPUTS = ['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'];

/** True when the key press belongs to what has focus: a field that takes typed text, editable text, or a dialog. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], .modal')) return true;
  if (target.isContentEditable || target.closest('[contenteditable=""], [contenteditable="true"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !NOT_TEXT_INPUTS.includes((target as HTMLInputElement).type);
}

/** True while a dialog (ours, the job report's or any other) is open over the page. */
export function dialogIsOpen(): boolean {
  return document.querySelector('.modal.show, [role="dialog"][aria-modal="true"], .offcanvas.show') !== null;
}

/** True when a document key press is free for a shortcut: not handled, not typed, no dialog over the page. */
function isShortcutPress(event: globalThis.KeyboardEvent): boolean {
  return !event.defaultPrevented && !isTypingTarget(event.target) && !dialogIsOpen();
}

interface Options<Row> {
  /** Prefix of the rows' element ids (`{prefix}-row-{id}`, one per list). */
  prefix: string;
  /** The rows on the current page. */
  rows: readonly Row[];
  rowId: (row: Row) => number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /**
   * Opens a row; null when rows do not open: then rows are plain (no tab stop, no active row, no
   * click), and the keys that step through rows do nothing ('/' and '?' still work).
   */
  onOpen: ((row: Row) => void) | null;
  searchRef: RefObject<HTMLInputElement | null>;
  onHelp: () => void;
  /** Off while a detail, a dialog or the job report is shown. */
  enabled: boolean;
  /** The row to start from and focus (e.g. the one whose detail was just closed). */
  initialId?: number | null;
}

/** Props a list row gets from the triage. */
export interface TriageRowProps {
  id: string;
  /** Absent when rows do not open. */
  tabIndex?: number;
  className?: string;
  onKeyDown?: (event: KeyboardEvent) => void;
  onClick?: () => void;
  onFocus?: () => void;
}

/** The element id of a triage row. */
export const triageRowId = (prefix: string, id: number) => `${prefix}-row-${id}`;

/**
 * Keyboard triage of a list (see the module comment). The active row is kept by id, so a reload
 * of the list keeps it; a page turned by the keyboard lands on its first or last row.
 */
export function useListTriage<Row>({ prefix, rows, rowId, page, pageCount, onPage, onOpen, searchRef, onHelp, enabled, initialId = null }: Options<Row>) {
  const [activeId, setActiveId] = useState<number | null>(initialId);
  const [pending, setPending] = useState<{ page: number; index: 'first' | 'last' } | null>(null);
  const focusWanted = useRef(initialId !== null);
  const index = rows.findIndex((row) => rowId(row) === activeId);

  const elementId = useCallback((id: number) => triageRowId(prefix, id), [prefix]);

  // After a page turn by the keyboard, the first or last row of the new page becomes active (once
  // that page shows: the address, and so the page, may follow a render later).
  if (pending && pending.page === page && rows.length > 0) {
    const row = pending.index === 'first' ? rows[0] : rows[rows.length - 1];
    setPending(null);
    setActiveId(rowId(row));
  }

  useEffect(() => {
    if (!focusWanted.current || activeId === null) return;
    const element = document.getElementById(elementId(activeId));
    if (!element) return;
    focusWanted.current = false;
    element.focus();
    element.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, rows, elementId]);

  const opens = onOpen !== null;
  const latest = useRef({ rows, index, page, pageCount, onPage, onHelp, enabled, rowId, opens });
  useEffect(() => {
    latest.current = { rows, index, page, pageCount, onPage, onHelp, enabled, rowId, opens };
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const state = latest.current;
      if (!state.enabled || !isShortcutPress(event)) return;
      if (event.key === 'Enter') return; // Enter is the row's own (buttons keep theirs).
      const action = listKeyAction({
        key: event.key,
        modified: event.ctrlKey || event.altKey || event.metaKey,
        typing: false,
        count: state.rows.length,
        active: state.index,
        page: state.page,
        pageCount: state.pageCount,
      });
      if (!action) return;
      // Rows that do not open are not stepped through: nothing to land on.
      if (!state.opens && (action.kind === 'move' || action.kind === 'page')) return;
      event.preventDefault();
      if (action.kind === 'move') {
        focusWanted.current = true;
        setActiveId(state.rowId(state.rows[action.index]));
      } else if (action.kind === 'page') {
        focusWanted.current = true;
        setPending({ page: action.page, index: action.index });
        state.onPage(action.page);
      } else if (action.kind === 'search') {
        searchRef.current?.focus();
      } else if (action.kind === 'help') {
        state.onHelp();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchRef]);

  const rowProps = (row: Row, position: number): TriageRowProps => {
    const id = rowId(row);
    // A row that opens nothing is not presented as one that does: no tab stop, no active ring.
    if (!onOpen) return { id: elementId(id) };
    const isActive = index === -1 ? position === 0 : position === index;
    const props: TriageRowProps = {
      id: elementId(id),
      tabIndex: isActive ? 0 : -1,
      className: `triage-row${index === position ? ' triage-row-active' : ''}`,
      onFocus: () => setActiveId(id),
    };
    return {
      ...props,
      onKeyDown: (event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget && !event.ctrlKey && !event.altKey && !event.metaKey) {
          event.preventDefault();
          onOpen(row);
        }
      },
      onClick: () => {
        setActiveId(id);
        onOpen(row);
      },
    };
  };

  return { activeId, setActiveId, rowProps };
}

/** The keys of an item's detail: Escape goes back to the list, '?' shows the shortcuts (not while typing or under a dialog). */
export function useDetailKeys({ enabled, onBack, onHelp }: { enabled: boolean; onBack: () => void; onHelp: () => void }) {
  const latest = useRef({ enabled, onBack, onHelp });
  useEffect(() => {
    latest.current = { enabled, onBack, onHelp };
  });
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const state = latest.current;
      if (!state.enabled || event.ctrlKey || event.altKey || event.metaKey || !isShortcutPress(event)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        state.onBack();
      } else if (event.key === '?') {
        event.preventDefault();
        state.onHelp();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
