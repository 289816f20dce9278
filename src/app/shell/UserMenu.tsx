import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface Props {
  /** The toggle's text: the signed-in user's name. */
  label: string;
  /** The menu's items (links and buttons): choosing one closes the menu. */
  children: ReactNode;
}

/**
 * The top bar's user menu: a disclosure button and a panel placed by CSS under its right edge
 * (Bootstrap's `.dropdown-menu` with `data-bs-popper="static"`), so the shell needs no Popper.
 * Escape closes it and hands focus back to the button; a click outside or going to another page
 * closes it too. Focus leaving does not: a dialog or the phone menu sheet that closes hands focus
 * back to its own opener a moment later, and that must not shut a menu the user just opened.
 */
export function UserMenu({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // Going to another page closes it (a page completing its own address does not).
  const [shownAt, setShownAt] = useState(location.pathname);
  if (shownAt !== location.pathname) {
    setShownAt(location.pathname);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // An item closes the menu and gives focus back to the button, so a dialog it opens returns there.
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="dropdown portal-user-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        id="user-menu"
        className="btn btn-outline-light dropdown-toggle portal-user-toggle text-truncate"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {/* Clicks bubble here after the item's own handler: an item was chosen, so close. */}
      <div
        id={panelId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a, button')) close();
        }}
      >
        {open && children}
      </div>
    </div>
  );
}
