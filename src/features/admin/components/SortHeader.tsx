import type { SortDir } from '../listing';

/** A sortable column's header button; the cell's aria-sort carries the state. */
export function SortHeader({ label, active, dir, onSort }: { label: string; active: boolean; dir: SortDir; onSort: () => void }) {
  return (
    <button type="button" className={`btn btn-link p-0 fw-semibold text-decoration-none sort-header ${active ? `sorted-${dir}` : ''}`} onClick={onSort}>
      {label}
    </button>
  );
}

/** aria-sort for a column. */
export function ariaSort(active: boolean, dir: SortDir): 'ascending' | 'descending' | 'none' {
  return active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';
}
