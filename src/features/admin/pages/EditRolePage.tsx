import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { usePageError, usePageReady } from '@/store/pageHooks';
import { useFreshFailure } from '@/store/useFreshFailure';
import { useGetClientsQuery, useGetPermissionGroupsQuery, useGetRolePermissionsQuery, useGetRolesQuery } from '../adminApi';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { RoleNameForm } from '../components/RoleNameForm';
import { RolePermissionsEditor } from '../components/RolePermissionsEditor';
import { grantedInCatalogue, roleIdFrom, samePermission } from '../roleRules';

function EditRole({ id }: { id: number }) {
  const roles = useGetRolesQuery(undefined, { refetchOnMountOrArgChange: true });
  const groups = useGetPermissionGroupsQuery();
  const granted = useGetRolePermissionsQuery(id, { skip: id === 0, refetchOnMountOrArgChange: true });
  const clients = useGetClientsQuery();
  const failures = [useFreshFailure(roles) && roles.error, useFreshFailure(groups) && groups.error, useFreshFailure(granted) && granted.error].find(Boolean);
  usePageReady((roles.isSuccess || roles.isError) && (groups.isSuccess || groups.isError) && (granted.isSuccess || granted.isError || id === 0));
  usePageError(!!failures, isApiErrorShape(failures) ? failures.message : null);
  const role = roles.data?.find((item) => item.id === id);
  if (roles.isSuccess && !role) return <div className="alert alert-warning">This role does not exist.</div>;
  if (!role || !groups.data || !granted.data) {
    return (
      <div className="d-flex align-items-center gap-2 py-3" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        Loading the role…
      </div>
    );
  }
  const holders = clients.data ? clients.data.filter((user) => user.roles?.some((name) => samePermission(name, role.name))).length : null;
  const catalogue = groups.data.flatMap((group) => group.permissions.map((permission) => permission.name));
  return (
    <>
      <RoleNameForm key={role.name} role={role} />
      <RolePermissionsEditor key={role.id} role={role} groups={groups.data} initial={grantedInCatalogue(granted.data, catalogue)} holders={holders} />
    </>
  );
}

/** Edit Roles (/roles/:id, route name edit-role): the role's name and its permissions. */
export default function EditRolePage() {
  const admin = useIsAdmin();
  const id = roleIdFrom(useParams().id);
  // The role list's Edit is often far down the page: the editor starts at its top, not mid-list.
  // Instant: Bootstrap makes the root scroll smoothly, and a slow glide down a long page looks broken.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [id]);
  return (
    <AdminPage
      title="Edit Roles"
      titleId="edit-role-title"
      actions={
        <Link to="/roles" className="btn btn-outline-secondary admin-action">
          Back to Roles
        </Link>
      }
    >
      {admin && <EditRole id={id} />}
    </AdminPage>
  );
}
