import { useState } from 'react';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { usePageError, usePageReady, useSavingIndicator } from '@/store/pageHooks';
import { selectSession } from '@/store/sessionSlice';
import { useFreshFailure } from '@/store/useFreshFailure';
import { adminApi, useGetClientsQuery, useGetRolesQuery, useUpdateUserRoleMutation, type ClientUser, type Role } from '../adminApi';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { UsersList } from '../components/UsersList';
import { RoleText } from '../components/RoleText';
import { samePermission } from '../roleRules';

export const USERS_ROLE_PAGE_SIZE = 20;

function RoleSelect({
  user,
  roles,
  saving,
  pending,
  onChange,
}: {
  user: ClientUser;
  roles: Role[];
  saving: boolean;
  pending: string | undefined;
  onChange: (role: string) => void;
}) {
  // The role list's spelling of the user's role ('Regional manager' is the role 'Regional Manager').
  const held = pending ?? user.roles?.[0] ?? '';
  const current = roles.find((role) => samePermission(role.name, held))?.name ?? held;
  const known = roles.some((role) => role.name === current);
  return (
    <div className="d-flex align-items-center gap-2">
      <select
        className="form-select form-select-sm admin-role-select"
        aria-label={`Role for ${user.name} (${user.id})`}
        value={current}
        disabled={saving}
        aria-busy={saving || undefined}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      >
        {current === '' && <option value="">Unassigned</option>}
        {current !== '' && !known && <option value={current}>{current}</option>}
        {roles.map((role) => (
          <option key={role.id} value={role.name}>
            {role.name}
          </option>
        ))}
      </select>
      {saving && <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label="Saving" />}
    </div>
  );
}

function UsersRoleList() {
  const me = useAppSelector(selectSession)?.user.id;
  const clients = useGetClientsQuery(undefined, { refetchOnMountOrArgChange: true });
  const roles = useGetRolesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [updateRole] = useUpdateUserRoleMutation();
  // Rows being saved and the role each is changing to (shown until the list has it, dropped on failure).
  const [pending, setPending] = useState<Record<number, string>>({});
  const dispatch = useAppDispatch();
  const failedClients = useFreshFailure(clients);
  const failedRoles = useFreshFailure(roles);
  usePageReady((clients.isSuccess || clients.isError) && (roles.isSuccess || roles.isError));
  const failure = failedClients ? clients.error : failedRoles ? roles.error : null;
  usePageError(failedClients || failedRoles, isApiErrorShape(failure) ? failure.message : null);
  useSavingIndicator(Object.keys(pending).length > 0);

  async function change(user: ClientUser, role: string) {
    if (pending[user.id] !== undefined || samePermission(role, user.roles?.[0] ?? '')) return;
    setPending((current) => ({ ...current, [user.id]: role }));
    try {
      await updateRole({ id: user.id, role }).unwrap();
      // The row shows its new role at once; the Clients refresh confirms it.
      dispatch(
        adminApi.util.updateQueryData('getClients', undefined, (draft) => {
          const row = draft.find((item) => item.id === user.id);
          if (row) row.roles = [role];
        }),
      );
      notify.success('Users Role Updated');
    } catch (error) {
      notify.error(`Error updating users role - ${isApiErrorShape(error) ? error.message : 'Unknown error'}`);
    } finally {
      setPending((current) => {
        const next = { ...current };
        delete next[user.id];
        return next;
      });
    }
  }

  return (
    <UsersList
      idPrefix="users-role"
      clients={clients}
      pageSize={USERS_ROLE_PAGE_SIZE}
      roleCell={(user) =>
        user.id === me ? (
          <span>
            <RoleText user={user} /> <span className="small text-body-secondary">(your own role)</span>
          </span>
        ) : (
          <RoleSelect
            user={user}
            roles={roles.data ?? []}
            saving={pending[user.id] !== undefined}
            pending={pending[user.id]}
            onChange={(role) => void change(user, role)}
          />
        )
      }
    />
  );
}

/** Update Users Role (/users-role): one role per active user, changed from a select per row. */
export default function UsersRolePage() {
  const admin = useIsAdmin();
  return (
    <AdminPage title="Update Users Role" titleId="users-role-title">
      {admin && <UsersRoleList />}
    </AdminPage>
  );
}
