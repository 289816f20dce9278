import { useState } from 'react';
import { useFieldErrors } from '@/components/useFieldErrors';
import { notify } from '@/components/notify';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUpdatePasswordMutation, type PasswordChange } from '../profileApi';
import { passwordChecklist, passwordStrength } from '../profileRules';
import { SubmitForm } from '@/components/SubmitForm';

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };
const FIELDS: Array<{ key: keyof PasswordChange; label: string; autoComplete: string }> = [
  { key: 'current_password', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'password', label: 'New Password', autoComplete: 'new-password' },
  { key: 'password_confirmation', label: 'Confirm Password', autoComplete: 'new-password' },
];

/** Password: the three fields, a strength meter and the rules as a live checklist (the server decides). */
export function PasswordForm() {
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const fieldErrors = useFieldErrors();
  const [update, { isLoading: saving }] = useUpdatePasswordMutation();
  useSavingIndicator(saving);
  const complete = values.current_password !== '' && values.password !== '' && values.password_confirmation !== '';
  const strength = values.password ? passwordStrength(values.password) : null;
  const checklist = passwordChecklist(values.password, values.password_confirmation);

  async function submit() {
    if (!complete || saving) return;
    try {
      await update(values).unwrap();
      notify.success('Password updated');
      setValues(EMPTY);
      fieldErrors.clearAll();
    } catch (error) {
      fieldErrors.setFromError(error);
      notify.error('Error updating password');
    }
  }

  return (
    <SubmitForm onSubmit={submit} className="profile-form password-form" aria-label="Password">
      <div className="row g-3">
        {FIELDS.map((field) => {
          const id = `profile-${field.key}`;
          const error = fieldErrors.first(field.key);
          return (
            <div key={field.key} className="col-12">
              <label htmlFor={id} className="form-label">
                {field.label}
              </label>
              <input
                id={id}
                type="password"
                autoComplete={field.autoComplete}
                className={`form-control ${error ? 'is-invalid' : ''}`}
                value={values[field.key]}
                aria-invalid={error ? true : undefined}
                aria-describedby={[error ? `${id}-error` : '', field.key === 'password' ? 'password-rules' : ''].filter(Boolean).join(' ') || undefined}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.key]: event.target.value }));
                  fieldErrors.clear(field.key);
                }}
              />
              {error && (
                <div id={`${id}-error`} className="invalid-feedback">
                  {error}
                </div>
              )}
              {field.key === 'password' && (
                <div className="mt-2">
                  <div className="d-flex align-items-center gap-2">
                    <div className="password-meter flex-grow-1" aria-hidden="true">
                      <div className={`password-meter-bar password-meter-${strength?.score ?? 0}`} />
                    </div>
                    <span className="small password-strength" aria-live="polite">
                      {strength ? `Strength: ${strength.label}` : ''}
                    </span>
                  </div>
                </div>
              )}
            </div>
          );
        })}
      </div>
      <ul id="password-rules" className="list-unstyled small mt-3 mb-0 password-rules" aria-live="polite" aria-label="Password rules">
        {checklist.map((rule) => (
          <li key={rule.label} className={rule.met ? 'text-success' : 'text-body-secondary'}>
            <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {rule.label}
            <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
      <button type="submit" className="btn btn-primary mt-3 profile-save" disabled={!complete || saving}>
        {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        Update Password
      </button>
    </SubmitForm>
  );
}
