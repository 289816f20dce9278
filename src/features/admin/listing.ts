/** Sort direction of a list column. */
export type SortDir = 'asc' | 'desc';

export interface ListState<Key extends string> {
  search: string;
  page: number;
  sort: Key;
  dir: SortDir;
}

/** Reads a list's state from the address; invalid values fall back to the defaults (house rule 12). */
export function readListState<Key extends string>(params: URLSearchParams, keys: readonly Key[], defaults: { sort: Key; dir: SortDir }): ListState<Key> {
  const sort = keys.find((key) => key === params.get('sort')) ?? defaults.sort;
  const dirParam = params.get('dir');
  const dir: SortDir = dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaults.dir;
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) && Number(pageParam) > 0 ? Number(pageParam) : 1;
  return { search: params.get('q') ?? '', page, sort, dir };
}

/** Writes a list's state into the address, leaving defaults out so links stay short. */
export function writeListState<Key extends string>(params: URLSearchParams, state: ListState<Key>, defaults: { sort: Key; dir: SortDir }): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string, fallback: string) => (value === fallback ? next.delete(name) : next.set(name, value));
  set('q', state.search, '');
  set('page', String(state.page), '1');
  set('sort', state.sort, defaults.sort);
  set('dir', state.dir, defaults.dir);
  return next;
}

// Made on first use and kept (lib/movers.ts says why).
let collator: Intl.Collator | undefined;
const byNatural = (a: string, b: string) => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(a, b);

/** Rows sorted by a column (numbers numerically, text without regard to case), stable. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => string | number, dir: SortDir): Row[] {
  const factor = dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : byNatural(String(a.key), String(b.key));
      return order !== 0 ? order * factor : a.index - b.index;
    })
    .map((item) => item.row);
}

/** One page of rows and the page actually shown (clamped to the last page). */
export function pageOf<Row>(rows: readonly Row[], page: number, size: number): { rows: Row[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, pageCount };
}

/** The next sort after a click on a column: the same column flips, another starts ascending. */
export function nextSort<Key extends string>(current: { sort: Key; dir: SortDir }, clicked: Key): { sort: Key; dir: SortDir } {
  return current.sort === clicked ? { sort: clicked, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { sort: clicked, dir: 'asc' };
}
