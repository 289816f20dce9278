/** What a key press does in a list (keyboard triage, issue 11 item 7). */
export type ListKeyAction =
  | { kind: 'move'; index: number }
  | { kind: 'page'; page: number; index: 'first' | 'last' }
  | { kind: 'open' }
  | { kind: 'search' }
  | { kind: 'help' }
  | null;

export interface ListKeyContext {
  key: string;
  /** Ctrl, Alt or Meta held. */
  modified: boolean;
  /** Focus is in a text field, select or editable element. */
  typing: boolean;
  /** Rows on this page. */
  count: number;
  /** The active row's index on this page (-1 for none). */
  active: number;
  page: number;
  pageCount: number;
}

/**
 * The triage keys: j/ArrowDown and k/ArrowUp step (turning the page at the ends), Home/End jump
 * to the first/last row, Enter opens, '/' focuses the search, '?' shows the shortcuts. Nothing
 * while typing or with Ctrl/Alt/Meta held.
 */
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

/** True when the element takes typed text. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** True while a dialog (ours, the job report's or any other) is open over the page. */
export function dialogIsOpen(): boolean {
  return document.querySelector('.modal.show, [role="dialog"][aria-modal="true"], .offcanvas.show') !== null;
}
