import { useState } from 'react';
import { notify } from '@/components/notify';
import { TextInputField } from '@/components/TextInputField';
import { useFieldErrors } from '@/components/useFieldErrors';
import { useSavingIndicator } from '@/store/pageHooks';
import { useRenameRoleMutation, type Role } from '../adminApi';
import { isProtectedRole } from '../roleRules';
import { SubmitForm } from '@/components/SubmitForm';

/** The role's name and its Save (a protected role's name is locked). */
export function RoleNameForm({ role }: { role: Role }) {
  const [name, setName] = useState(role.name);
  const [rename, { isLoading: saving }] = useRenameRoleMutation();
  const fieldErrors = useFieldErrors();
  useSavingIndicator(saving);
  const locked = isProtectedRole(role);
  const error = fieldErrors.first('name');

  async function submit() {
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
    <SubmitForm className="card mb-3" onSubmit={submit} aria-label="Role name">
      <div className="card-body d-flex flex-wrap align-items-start gap-2">
        <TextInputField
          id="edit-role-name"
          label="Role Name"
          className="flex-grow-1 admin-search"
          value={name}
          readOnly={locked}
          error={error}
          help={locked ? 'The overall admin role cannot be renamed.' : undefined}
          onChange={(value) => {
            setName(value);
            fieldErrors.clear('name');
          }}
        />
        {!locked && (
          <button type="submit" className="btn btn-primary admin-action align-self-end" disabled={saving}>
            {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Update Role Name
          </button>
        )}
      </div>
    </SubmitForm>
  );
}
