import { useState, type FormEvent } from 'react';
import { notify } from '@/components/notify';
import { useFieldErrors } from '@/components/useFieldErrors';
import { useSavingIndicator } from '@/store/pageHooks';
import { useRenameRoleMutation, type Role } from '../adminApi';
import { isProtectedRole } from '../roleRules';

/** The role's name and its Save (a protected role's name is locked). */
export function RoleNameForm({ role }: { role: Role }) {
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
