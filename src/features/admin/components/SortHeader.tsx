import { FormField } from '@/components/FormField';
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

/**
 * The sort of a list on phones, where the stacked cards have no column headers to click: one
 * select of every column both ways ('Name (A to Z)' style labels), in the address like the headers.
 */
export function SortSelect<Key extends string>({
  id,
  columns,
  sort,
  dir,
  onSort,
}: {
  id: string;
  columns: ReadonlyArray<{ key: Key; label: string; numeric?: boolean }>;
  sort: Key;
  dir: SortDir;
  onSort: (sort: Key, dir: SortDir) => void;
}) {
  return (
    <FormField label="Sort by" id={id} className="admin-sort" labelClassName="visually-hidden">
      {(control) => (
        <select
          {...control}
          className="form-select admin-role-select"
          value={`${sort}:${dir}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split(':') as [Key, SortDir];
            onSort(key, direction);
          }}
        >
          {columns.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => (
              <option key={`${column.key}:${direction}`} value={`${column.key}:${direction}`}>
                Sort by {column.label} ({column.numeric ? (direction === 'asc' ? 'lowest first' : 'highest first') : direction === 'asc' ? 'A to Z' : 'Z to A'})
              </option>
            )),
          )}
        </select>
      )}
    </FormField>
  );
}
