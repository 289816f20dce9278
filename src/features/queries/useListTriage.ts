import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { dialogIsOpen, isTypingTarget, listKeyAction } from './listKeys';

interface Options<Row> {
  /** Prefix of the rows' element ids (one per list). */
  prefix: string;
  /** The rows on the current page. */
  rows: readonly Row[];
  rowId: (row: Row) => number;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onOpen: (row: Row) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  onHelp: () => void;
  /** Off while a detail or the job report is shown. */
  enabled: boolean;
  /** The row to start from (e.g. the one whose detail was just closed). */
  initialId?: number | null;
}

/** Props a list row gets from the triage. */
export interface TriageRowProps {
  id: string;
  tabIndex: number;
  className?: string;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: () => void;
  onFocus: () => void;
}

/**
 * Keyboard triage of a list: one tab stop (roving focus over the rows), j/k and the arrows step
 * (turning the page at the ends), Home/End, Enter opens, '/' focuses the search, '?' the
 * shortcuts. The active row is kept by id, so a reload of the list keeps it.
 */
export function useListTriage<Row>({ prefix, rows, rowId, page, pageCount, onPage, onOpen, searchRef, onHelp, enabled, initialId = null }: Options<Row>) {
  const [activeId, setActiveId] = useState<number | null>(initialId);
  const [pending, setPending] = useState<'first' | 'last' | null>(null);
  const focusWanted = useRef(initialId !== null);
  const index = rows.findIndex((row) => rowId(row) === activeId);

  const elementId = useCallback((id: number) => `${prefix}-row-${id}`, [prefix]);

  // After a page turn by the keyboard, the first or last row of the new page becomes active.
  if (pending && rows.length > 0) {
    const row = pending === 'first' ? rows[0] : rows[rows.length - 1];
    setPending(null);
    setActiveId(rowId(row as Row));
  }

  useEffect(() => {
    if (!focusWanted.current || activeId === null) return;
    const element = document.getElementById(elementId(activeId));
    if (!element) return;
    focusWanted.current = false;
    element.focus();
    element.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, rows, elementId]);

  const latest = useRef({ rows, index, page, pageCount, onPage, onOpen, onHelp, enabled, rowId });
  useEffect(() => {
    latest.current = { rows, index, page, pageCount, onPage, onOpen, onHelp, enabled, rowId };
  });

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const state = latest.current;
      if (!state.enabled || event.defaultPrevented || dialogIsOpen()) return;
      if (event.key === 'Enter') return; // Enter is the row's own (buttons keep theirs).
      const action = listKeyAction({
        key: event.key,
        modified: event.ctrlKey || event.altKey || event.metaKey,
        typing: isTypingTarget(event.target),
        count: state.rows.length,
        active: state.index,
        page: state.page,
        pageCount: state.pageCount,
      });
      if (!action) return;
      event.preventDefault();
      if (action.kind === 'move') {
        focusWanted.current = true;
        setActiveId(state.rowId(state.rows[action.index] as Row));
      } else if (action.kind === 'page') {
        focusWanted.current = true;
        setPending(action.index);
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
    const isActive = index === -1 ? position === 0 : position === index;
    return {
      id: elementId(id),
      tabIndex: isActive ? 0 : -1,
      className: `triage-row${index === position ? ' triage-row-active' : ''}`,
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
      onFocus: () => setActiveId(id),
    };
  };

  return { activeId, setActiveId, rowProps };
}
