import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { useSearchParams } from 'react-router';
import { Pager } from '@/components/Pager';
import { TextInputField } from '@/components/TextInputField';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import type { ClientUser } from '../adminApi';
import { nextSort, pageOf, readListState, sortRows, writeListState, type SortDir } from '../listing';
import { filterUsers } from '../userSearch';
import { ariaSort, SortHeader, SortSelect } from './SortHeader';

export type UserSortKey = 'id' | 'name' | 'email' | 'role';
const SORT_KEYS: readonly UserSortKey[] = ['id', 'name', 'email', 'role'];
const SORT_COLUMNS: ReadonlyArray<{ key: UserSortKey; label: string; numeric?: boolean }> = [
  { key: 'id', label: 'Id', numeric: true },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'role', label: 'Role' },
];
const DEFAULTS = { sort: 'id' as UserSortKey, dir: 'asc' as SortDir };
/** How long typing must pause before the search is written into the address. */
const SEARCH_TO_ADDRESS_MS = 250;
const SORT_VALUES: Record<UserSortKey, (user: ClientUser) => string | number> = {
  id: (user) => user.id,
  name: (user) => user.name ?? '',
  email: (user) => user.email ?? '',
  // Users without a role sort first ascending ('' before any name).
  role: (user) => user.roles?.[0] ?? '',
};

interface Props {
  /** The start of the list's ids: its heading is `{idPrefix}-list-title`, its search box `{idPrefix}-search`. */
  idPrefix: string;
  /** The active users query (its data and whether it has loaded). */
  clients: { data?: readonly ClientUser[]; isSuccess: boolean };
  pageSize: number;
  roleCell: (user: ClientUser) => ReactNode;
  actionCell?: (user: ClientUser) => ReactNode;
}

/**
 * The active users list of the admin pages (Become a User, Update Users Role): search over id,
 * name, e-mail and roles, sortable columns, a page of rows and the pager; all in the address.
 */
export function UsersList({ idPrefix, clients, pageSize, roleCell, actionCell }: Props) {
  const title = 'Active Users';
  const titleId = `${idPrefix}-list-title`;
  const searchId = `${idPrefix}-search`;
  const users = clients.data;
  const loaded = clients.isSuccess;
  const [params, setParams] = useSearchParams();
  const large = useMediaQuery(LARGE_SCREEN);
  const state = readListState(params, SORT_KEYS, DEFAULTS);
  // The box keeps its own text so typing never waits on the router; the address follows it.
  const [text, setText] = useState(state.search);
  const [seen, setSeen] = useState(state.search);
  const [written, setWritten] = useState<string | null>(null);
  if (state.search !== seen) {
    // The address changed: Back/Forward or a pasted link puts its search in the box (our own echo does not).
    setSeen(state.search);
    if (state.search !== written) setText(state.search);
  }

  // Every write carries the box's text: a sort or page click never brings back a search typed away.
  const update = (change: Partial<typeof state>) =>
    setParams((current) => writeListState(current, { ...readListState(current, SORT_KEYS, DEFAULTS), search: text, ...change }, DEFAULTS), { replace: true });
  // The address takes the search once typing pauses: a navigation re-renders the whole shell, which
  // on every keystroke of a 1,700-user list cost more than a frame (npm run bench:admin).
  const pendingSearch = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pendingSearch.current), []);

  const sorted = useMemo(() => sortRows(users ?? [], SORT_VALUES[state.sort], state.dir), [users, state.sort, state.dir]);
  const matching = useMemo(() => filterUsers(sorted, text), [sorted, text]);
  // Until the address has the new search, the list shows its first page (as it will then).
  const shown = pageOf(matching, text === state.search ? state.page : 1, pageSize);

  const sortable = (key: UserSortKey, label: string): ResponsiveColumn<ClientUser> => ({
    key,
    header: label,
    headerCell: <SortHeader label={label} active={state.sort === key} dir={state.dir} onSort={() => update({ ...nextSort(state, key), page: 1 })} />,
    sort: ariaSort(state.sort === key, state.dir),
    primary: key === 'name',
    numeric: key === 'id',
    className: key === 'email' ? 'text-break' : undefined,
    cell: key === 'role' ? roleCell : (user) => String(SORT_VALUES[key](user)),
  });
  const columns: ResponsiveColumn<ClientUser>[] = [sortable('id', 'Id'), sortable('name', 'Name'), sortable('email', 'Email'), sortable('role', 'Role')];
  if (actionCell) columns.push({ key: 'actions', header: <span className="visually-hidden">Actions</span>, cell: actionCell, className: 'text-lg-end' });

  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap align-items-center gap-2 justify-content-between">
        <h2 id={titleId} className="h5 mb-0">
          {title}
        </h2>
        <TextInputField
          id={searchId}
          label="Search users"
          className="admin-search"
          labelClassName="visually-hidden"
          maxLength={TEXT_LIMITS.search}
          type="search"
          placeholder="Search"
          value={text}
          onChange={(value) => {
            setText(value);
            window.clearTimeout(pendingSearch.current);
            pendingSearch.current = window.setTimeout(() => {
              // Marked ours when written, so its echo never takes back text typed since.
              setWritten(value);
              update({ search: value, page: 1 });
            }, SEARCH_TO_ADDRESS_MS);
          }}
        />
        {!large && (
          <SortSelect id={`${searchId}-sort`} columns={SORT_COLUMNS} sort={state.sort} dir={state.dir} onSort={(sort, dir) => update({ sort, dir, page: 1 })} />
        )}
      </div>
      <div className="card-body p-0 p-lg-0">
        {loaded && shown.rows.length === 0 ? (
          <p className="text-center text-body-secondary py-4 mb-0">No users match your search.</p>
        ) : (
          <ResponsiveTable caption={title} columns={columns} rows={shown.rows} rowKey={(user) => user.id} className="p-2 p-lg-0" />
        )}
      </div>
      <div className="card-footer d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="small text-body-secondary">
          {matching.length} {matching.length === 1 ? 'user' : 'users'}
        </span>
        <Pager page={shown.page} pageCount={shown.pageCount} onPage={(page) => update({ page })} label="Users pages" boundaryLinks />
      </div>
    </div>
  );
}
