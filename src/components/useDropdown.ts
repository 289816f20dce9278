import { useRef, useState, type KeyboardEvent } from 'react';
import { useOutsideClick } from './useOutsideClick';

/**
 * The open state of a drop-down under a toggle button: a press outside `root` closes it; Escape
 * inside closes it (and goes no further) and gives the focus back to `toggle`.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useOutsideClick(root, open, () => setOpen(false));
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  return { open, setOpen, root, toggle, close, onKeyDown };
}
