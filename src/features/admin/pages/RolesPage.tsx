import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { ConfirmDeleteDialog } from '@/components/ConfirmDialog';
import { TextInputField } from '@/components/TextInputField';
import { notify } from '@/components/notify';
import { Pager } from '@/components/Pager';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { useFieldErrors } from '@/components/useFieldErrors';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { usePageError, usePageReady, useSavingIndicator } from '@/store/pageHooks';
import { useFreshFailure } from '@/store/useFreshFailure';
import { useCreateRoleMutation, useDeleteRoleMutation, useGetRolesQuery, type Role } from '../adminApi';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { ariaSort, SortHeader, SortSelect } from '../components/SortHeader';
import { isProtectedRole } from '../roleRules';
import { nextSort, pageOf, readListState, sortRows, writeListState, type SortDir } from '../listing';
import { SubmitForm } from '@/components/SubmitForm';

export const ROLES_PAGE_SIZE = 15;
type RoleSortKey = 'id' | 'name';
const SORT_KEYS: readonly RoleSortKey[] = ['id', 'name'];
const SORT_COLUMNS: ReadonlyArray<{ key: RoleSortKey; label: string; numeric?: boolean }> = [
  { key: 'id', label: 'Id', numeric: true },
  { key: 'name', label: 'Name' },
];
const DEFAULTS = { sort: 'id' as RoleSortKey, dir: 'asc' as SortDir };

function CreateRoleForm() {
  const [name, setName] = useState('');
  const [create, { isLoading: saving }] = useCreateRoleMutation();
  const fieldErrors = useFieldErrors();
  useSavingIndicator(saving);
  const error = fieldErrors.first('name');

  async function submit() {
    if (saving) return;
    try {
      await create(name).unwrap();
      notify.success('Role Created');
      setName('');
      fieldErrors.clearAll();
    } catch (failure) {
      fieldErrors.setFromError(failure);
      notify.error('Error creating role');
    }
  }

  return (
    <SubmitForm className="card mb-3" onSubmit={submit} aria-labelledby="create-role-title">
      <div className="card-body">
        <h2 id="create-role-title" className="h5">
          Create Role
        </h2>
        <div className="d-flex flex-wrap align-items-start gap-2">
          <TextInputField
            id="role-name"
            label="Role Name"
            className="flex-grow-1 admin-search"
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              fieldErrors.clear('name');
            }}
          />
          <button type="submit" className="btn btn-primary admin-action align-self-end" disabled={saving}>
            {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Create Role
          </button>
        </div>
      </div>
    </SubmitForm>
  );
}

function RolesList() {
  const roles = useGetRolesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove, { isLoading: deleting }] = useDeleteRoleMutation();
  const [confirming, setConfirming] = useState<Role | null>(null);
  const [params, setParams] = useSearchParams();
  const large = useMediaQuery(LARGE_SCREEN);
  const state = readListState(params, SORT_KEYS, DEFAULTS);
  const failed = useFreshFailure(roles);
  usePageReady(roles.isSuccess || roles.isError);
  usePageError(failed, isApiErrorShape(roles.error) ? roles.error.message : null);
  useSavingIndicator(deleting);

  const update = (change: Partial<typeof state>) =>
    setParams((current) => writeListState(current, { ...readListState(current, SORT_KEYS, DEFAULTS), ...change }, DEFAULTS), { replace: true });
  const sorted = useMemo(
    () => sortRows(roles.data ?? [], state.sort === 'id' ? (role) => role.id : (role) => role.name, state.dir),
    [roles.data, state.sort, state.dir],
  );
  const shown = pageOf(sorted, state.page, ROLES_PAGE_SIZE);

  async function confirmDelete() {
    if (!confirming || deleting) return;
    const role = confirming;
    try {
      await remove(role.id).unwrap();
      notify.success('Role deleted');
      setConfirming(null);
    } catch (error) {
      notify.error(`Error deleting role - ${isApiErrorShape(error) ? error.message : 'Unknown error'}`);
      setConfirming(null);
    }
  }

  const sortable = (key: RoleSortKey, label: string): ResponsiveColumn<Role> => ({
    key,
    header: label,
    headerCell: <SortHeader label={label} active={state.sort === key} dir={state.dir} onSort={() => update({ ...nextSort(state, key), page: 1 })} />,
    sort: ariaSort(state.sort === key, state.dir),
    numeric: key === 'id',
    primary: key === 'name',
    cell: (role) => (key === 'id' ? role.id : role.name),
  });
  const columns: ResponsiveColumn<Role>[] = [
    sortable('id', 'Id'),
    sortable('name', 'Name'),
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-lg-end',
      cell: (role) => (
        <div className="d-flex flex-wrap gap-2 justify-content-lg-end">
          <Link to={`/roles/${role.id}`} className="btn btn-sm btn-outline-primary admin-action" aria-label={`Edit ${role.name}`}>
            Edit
          </Link>
          {isProtectedRole(role) ? (
            <span className="small text-body-secondary align-self-center">Protected: cannot be deleted</span>
          ) : (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger admin-action"
              aria-label={`Delete ${role.name}`}
              disabled={deleting}
              onClick={() => setConfirming(role)}
            >
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="card">
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">Roles</h2>
        {!large && (
          <SortSelect id="roles-sort" columns={SORT_COLUMNS} sort={state.sort} dir={state.dir} onSort={(sort, dir) => update({ sort, dir, page: 1 })} />
        )}
      </div>
      <div className="card-body p-2 p-lg-0">
        {roles.isSuccess && shown.rows.length === 0 ? (
          <p className="text-center text-body-secondary py-4 mb-0">There are no roles yet.</p>
        ) : (
          <ResponsiveTable caption="Roles" columns={columns} rows={shown.rows} rowKey={(role) => role.id} />
        )}
      </div>
      <div className="card-footer d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="small text-body-secondary">
          {sorted.length} {sorted.length === 1 ? 'role' : 'roles'}
        </span>
        <Pager page={shown.page} pageCount={shown.pageCount} onPage={(page) => update({ page })} label="Roles pages" boundaryLinks />
      </div>
      <ConfirmDeleteDialog show={confirming !== null} title="Delete Role" busy={deleting} onConfirm={confirmDelete} onCancel={() => setConfirming(null)}>
        Please confirm you want to delete the role: {confirming?.name}
      </ConfirmDeleteDialog>
    </div>
  );
}

/** Add/Edit Roles (/roles): create a role; the paged, sortable role list with Edit and Delete. */
export default function RolesPage() {
  const admin = useIsAdmin();
  return (
    <AdminPage title="Add/Edit Roles" titleId="roles-title">
      {admin && (
        <>
          <CreateRoleForm />
          <RolesList />
        </>
      )}
    </AdminPage>
  );
}
