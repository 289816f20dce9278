import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { isOverallAdmin } from '@/lib/permissions';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { selectSession, switchIdentity } from '@/store/sessionSlice';
import { useBecomeClientMutation, useGetClientsQuery } from '../adminApi';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { Pager } from '@/components/Pager';
import { filterUsers } from '../userSearch';

export const USERS_PAGE_SIZE = 15;

/** Become a User (/become-user): the overall admin picks an active user to act as. */
export default function BecomeUserPage() {
  // Only the overall admin lists users; after becoming a user the list is not asked for again.
  const isAdmin = isOverallAdmin(useAppSelector(selectSession));
  const { data, isSuccess, isError, error } = useGetClientsQuery(undefined, { refetchOnMountOrArgChange: true, skip: !isAdmin });
  const [becomeClient, { isLoading: switching, originalArgs: switchingTo }] = useBecomeClientMutation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageReady(isSuccess || isError || !isAdmin);
  // A failed users list is the page error (document 002 §8).
  usePageError(isError, isApiErrorShape(error) ? error.message : null);

  const matching = useMemo(() => filterUsers(data ?? [], search), [data, search]);
  const pageCount = Math.max(1, Math.ceil(matching.length / USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = matching.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE);

  async function become(userId: number) {
    if (switching) return;
    try {
      const response = await becomeClient(userId).unwrap();
      dispatch(switchIdentity(response));
      navigate('/dashboard');
    } catch (failure) {
      notify.error(`Error becoming user - ${isApiErrorShape(failure) ? failure.message : 'Unknown error'}`);
    }
  }

  if (!isAdmin) {
    return (
      <section aria-labelledby="become-user-title">
        <h1 id="become-user-title" className="h3 mb-3">
          Become a User
        </h1>
        <div className="alert alert-warning">Only the overall admin can become another user.</div>
      </section>
    );
  }

  return (
    <section aria-labelledby="become-user-title">
      <h1 id="become-user-title" className="h3 mb-3">
        Become a User
      </h1>
      <div className="card">
        <div className="card-header d-flex flex-wrap align-items-center gap-2 justify-content-between">
          <h2 className="h5 mb-0">Active Users</h2>
          <div className="become-user-search">
            <label htmlFor="become-user-search" className="visually-hidden">
              Search users
            </label>
            <input
              id="become-user-search"
              type="search"
              className="form-control form-control-sm"
              placeholder="Search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <ResponsiveTable
          caption="Active Users"
          rows={rows}
          rowKey={(user) => user.id}
          emptyText={isSuccess ? 'No users match your search.' : undefined}
          className="become-user-list"
          columns={[
            { key: 'id', header: 'Id', numeric: true, cell: (user) => user.id },
            { key: 'name', header: 'Name', primary: true, cell: (user) => user.name },
            { key: 'email', header: 'Email', className: 'become-user-email', cell: (user) => user.email },
            { key: 'role', header: 'Role', cell: (user) => (user.roles?.[0] ? user.roles[0] : <span className="text-danger fw-semibold">Unassigned</span>) },
            {
              key: 'actions',
              header: <span className="visually-hidden">Actions</span>,
              className: 'text-end',
              cell: (user) => (
                <button
                  type="button"
                  className="btn btn-sm btn-primary text-nowrap become-user-button"
                  disabled={switching}
                  aria-label={`Become User ${user.name} (${user.id})`}
                  onClick={() => void become(user.id)}
                >
                  {switching && switchingTo === user.id && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
                  Become User
                </button>
              ),
            },
          ]}
        />
        <div className="card-footer d-flex flex-wrap justify-content-between align-items-center gap-2">
          <span className="small text-body-secondary">
            {matching.length} {matching.length === 1 ? 'user' : 'users'}
          </span>
          <Pager page={current} pageCount={pageCount} onPage={setPage} label="Users pages" boundaryLinks />
        </div>
      </div>
    </section>
  );
}
