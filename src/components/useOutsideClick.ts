import { useEffect, useRef, type RefObject } from 'react';

/** While `active`, a mouse press outside `root` calls `onOutside` (a drop-down closes without taking focus back). */
export function useOutsideClick(root: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  const latest = useRef(onOutside);
  useEffect(() => {
    latest.current = onOutside;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [root, active]);
}
