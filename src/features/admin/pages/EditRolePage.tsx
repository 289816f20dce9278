import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link, useBlocker, useParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { notify } from '@/components/notify';
import { useFieldErrors } from '@/components/useFieldErrors';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { usePageError, usePageReady, useSavingIndicator } from '@/store/pageHooks';
import { useFreshFailure } from '@/store/useFreshFailure';
import {
  useGetClientsQuery,
  useGetPermissionGroupsQuery,
  useGetRolePermissionsQuery,
  useGetRolesQuery,
  useRenameRoleMutation,
  useUpdateRolePermissionsMutation,
  type PermissionGroups,
  type Role,
} from '../adminApi';
import { AdminPage, useIsAdmin } from '../components/AdminPage';
import { PermissionGroupBox } from '../components/PermissionGroupBox';
import { diffSummary, isEmptyDiff, roleDiff } from '../roleDiff';
import { isProtectedRole, roleIdFrom } from '../roleRules';


function RenameForm({ role }: { role: Role }) {
  const [name, setName] = useState(role.name);
  const [rename, { isLoading: saving }] = useRenameRoleMutation();
  const fieldErrors = useFieldErrors();
  useSavingIndicator(saving);
  const locked = isProtectedRole(role);
  const error = fieldErrors.first('name');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || locked) return;
    try {
      await rename({ id: role.id, name }).unwrap();
      notify.success('Role Name Updated');
      fieldErrors.clearAll();
    } catch (failure) {
      fieldErrors.setFromError(failure);
      notify.error('Error updating role name');
    }
  }

  return (
    <form className="card mb-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Role name">
      <div className="card-body d-flex flex-wrap align-items-start gap-2">
        <div className="flex-grow-1 admin-search">
          <label htmlFor="edit-role-name" className="form-label">
            Role Name
          </label>
          <input
            id="edit-role-name"
            className={`form-control ${error ? 'is-invalid' : ''}`}
            value={name}
            readOnly={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'edit-role-name-error' : locked ? 'edit-role-name-locked' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              fieldErrors.clear('name');
            }}
          />
          {error && (
            <div id="edit-role-name-error" className="invalid-feedback">
              {error}
            </div>
          )}
          {locked && (
            <div id="edit-role-name-locked" className="form-text">
              The overall admin role cannot be renamed.
            </div>
          )}
        </div>
        {!locked && (
          <button type="submit" className="btn btn-primary admin-action align-self-end" disabled={saving}>
            {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Update Role Name
          </button>
        )}
      </div>
    </form>
  );
}

interface EditorProps {
  role: Role;
  groups: PermissionGroups;
  initial: string[];
  holders: number | null;
}

function PermissionsEditor({ role, groups, initial, holders }: EditorProps) {
  const large = useMediaQuery(LARGE_SCREEN);
  const [selected, setSelected] = useState<Set<string>>(() => new Set(initial));
  const [saved, setSaved] = useState<string[]>(initial);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [reviewing, setReviewing] = useState(false);
  const [save, { isLoading: saving }] = useUpdateRolePermissionsMutation();
  useSavingIndicator(saving);
  const diff = useMemo(() => roleDiff(groups, saved, selected), [groups, saved, selected]);
  const dirty = !isEmptyDiff(diff);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !saving && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onToggle = useCallback((name: string, checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);
  const onToggleGroup = useCallback((names: string[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      names.forEach((name) => (checked ? next.add(name) : next.delete(name)));
      return next;
    });
  }, []);
  const onToggleOpen = useCallback((group: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });
  }, []);

  async function confirmSave() {
    if (saving) return;
    const permissions = [...selected];
    try {
      await save({ id: role.id, permissions }).unwrap();
      notify.success('Role Permissions Updated');
      setSaved(permissions);
      setReviewing(false);
    } catch {
      notify.error('Error updating role permissions');
      setReviewing(false);
    }
  }

  return (
    <section aria-labelledby="role-permissions-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id="role-permissions-title" className="h5 mb-0">
          Permissions
        </h2>
        <div className="d-flex align-items-center gap-2">
          <span className="small text-body-secondary" aria-live="polite">
            {dirty ? `Unsaved changes: ${diffSummary(diff)}` : 'No unsaved changes'}
          </span>
          {dirty && (
            <button type="button" className="btn btn-primary admin-action" disabled={saving} onClick={() => setReviewing(true)}>
              Save Permissions
            </button>
          )}
        </div>
      </div>
      {groups.map(({ group, permissions }) => (
        <PermissionGroupBox
          key={group}
          group={group}
          permissions={permissions}
          tickedKey={permissions
            .filter((permission) => selected.has(permission.name))
            .map((permission) => permission.name)
            .join('\n')}
          collapsible={!large}
          open={open.has(group)}
          disabled={saving}
          onToggleOpen={onToggleOpen}
          onToggle={onToggle}
          onToggleGroup={onToggleGroup}
        />
      ))}
      <Modal show={reviewing} onHide={() => !saving && setReviewing(false)} centered scrollable aria-labelledby="role-diff-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="role-diff-title" as="h2" className="h5">
            Save permissions for {role.name}?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="fw-semibold">{diffSummary(diff)}</p>
          <div className="role-diff-list">
            {diff.groups.map((change) => (
              <div key={change.group} className="mb-2">
                <h3 className="h6 text-capitalize mb-1">{change.group}</h3>
                <ul className="small mb-0">
                  {change.added.map((name) => (
                    <li key={`+${name}`} className="text-success">
                      Added: {name}
                    </li>
                  ))}
                  {change.removed.map((name) => (
                    <li key={`-${name}`} className="text-danger">
                      Removed: {name}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          {(diff.menuGained.length > 0 || diff.menuLost.length > 0) && (
            <div className="mt-2">
              {diff.menuGained.length > 0 && <p className="mb-1">Menu entries gained: {diff.menuGained.join(', ')}</p>}
              {diff.menuLost.length > 0 && <p className="mb-1">Menu entries lost: {diff.menuLost.join(', ')}</p>}
            </div>
          )}
          <p className="mt-2 mb-0">
            {holders === null ? 'The number of users holding this role is not known.' : `${holders} active ${holders === 1 ? 'user holds' : 'users hold'} this role.`}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" disabled={saving} onClick={() => setReviewing(false)}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void confirmSave()}>
            {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Save
          </button>
        </Modal.Footer>
      </Modal>
      <ConfirmDialog
        show={blocker.state === 'blocked'}
        title="Unsaved changes"
        confirmLabel="Leave"
        confirmVariant="danger"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        You have unsaved permission changes ({diffSummary(diff)}). Leave without saving?
      </ConfirmDialog>
    </section>
  );
}

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
  const holders = clients.data ? clients.data.filter((user) => user.roles?.includes(role.name)).length : null;
  return (
    <>
      <RenameForm key={role.name} role={role} />
      <PermissionsEditor key={role.id} role={role} groups={groups.data} initial={granted.data} holders={holders} />
    </>
  );
}

/** Edit Roles (/roles/:id, route name edit-role): the role's name and its permissions. */
export default function EditRolePage() {
  const admin = useIsAdmin();
  const id = roleIdFrom(useParams().id);
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
