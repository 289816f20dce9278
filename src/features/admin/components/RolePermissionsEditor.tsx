import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ModalDialog } from '@/components/ModalDialog';
import { notify } from '@/components/notify';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUpdateRolePermissionsMutation, type PermissionGroups, type Role } from '../adminApi';
import { PermissionGroupBox } from './PermissionGroupBox';
import { diffSummary, isEmptyDiff, roleDiff } from '../roleDiff';
import { useOneAtATime } from '@/components/useOneAtATime';

interface EditorProps {
  role: Role;
  groups: PermissionGroups;
  initial: string[];
  holders: number | null;
}

/** The role's permissions by group, with the review of changes before saving and a guard on leaving unsaved. */
export function RolePermissionsEditor({ role, groups, initial, holders }: EditorProps) {
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
  // A second click before the busy render sends nothing.
  const saveOnce = useOneAtATime(confirmSave);

  return (
    <section aria-labelledby="role-permissions-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2 permissions-bar">
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
      <ModalDialog
        show={reviewing}
        onHide={() => !saving && setReviewing(false)}
        scrollable
        titleId="role-diff-title"
        title={`Save permissions for ${role.name}?`}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" disabled={saving} onClick={() => setReviewing(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void saveOnce()}>
              {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
              Save
            </button>
          </>
        }
      >
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
          {holders === null
            ? 'The number of users holding this role is not known.'
            : `${holders} active ${holders === 1 ? 'user holds' : 'users hold'} this role.`}
        </p>
      </ModalDialog>
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
