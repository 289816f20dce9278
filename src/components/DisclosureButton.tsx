import type { ReactNode } from 'react';

/** A button that shows and hides a region (aria-expanded; aria-controls while the region is there). */
export function DisclosureButton({
  expanded,
  controls,
  className,
  onToggle,
  children,
}: {
  expanded: boolean;
  /** The id of the region it shows. */
  controls: string;
  className: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-expanded={expanded} aria-controls={expanded ? controls : undefined} onClick={onToggle}>
      {children}
    </button>
  );
}
