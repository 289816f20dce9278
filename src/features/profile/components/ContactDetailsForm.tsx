import { useState } from 'react';
import { FormField } from '@/components/FormField';
import { useDraft } from '@/components/useDraft';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { ModalForm } from '@/components/ModalForm';
import { TextInputField } from '@/components/TextInputField';
import { firstErrors, useFieldErrors } from '@/components/useFieldErrors';
import { notify } from '@/components/notify';
import { useAppDispatch } from '@/store/typedHooks';
import { useSavingIndicator } from '@/store/pageHooks';
import { changeEmail } from '@/store/sessionSlice';
import { useConfirmPasswordMutation, useUpdateProfileMutation, type ContactDetails } from '../profileApi';
import { phoneDigits } from '../profileRules';
import { SubmitForm } from '@/components/SubmitForm';

interface Props {
  initial: ContactDetails | null;
  rights: { names: boolean; email: boolean };
  /** True when the profile could not be loaded: nothing may be saved over real data. */
  disabled: boolean;
}

const FIELDS: Array<{ key: keyof ContactDetails; label: string; type: string; autoComplete: string; limit: number }> = [
  { key: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name', limit: TEXT_LIMITS.name },
  { key: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name', limit: TEXT_LIMITS.name },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', limit: TEXT_LIMITS.email },
  // Ten digits (the API's rule): the counter shows how many are in.
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', limit: 10 },
];

const EMPTY: ContactDetails = { first_name: '', last_name: '', email: '', phone: '' };
const KEYS = ['first_name', 'last_name', 'email', 'phone'] as const;

/** A stored draft read defensively (it outlives releases): its four strings, or null. */
function draftValues(draft: unknown): ContactDetails | null {
  if (!draft || typeof draft !== 'object') return null;
  const record = draft as Record<string, unknown>;
  if (!KEYS.every((key) => typeof record[key] === 'string')) return null;
  return { first_name: record.first_name as string, last_name: record.last_name as string, email: record.email as string, phone: record.phone as string };
}

const sameDetails = (a: ContactDetails, b: ContactDetails) => KEYS.every((key) => a[key] === b[key]);

/**
 * Contact Details: names and phone with the update permission, e-mail with its own (confirmed by
 * password). Unsaved edits are the user's draft (house rule 5): a save that meets a session timeout
 * loses nothing, and the edits are back after the same user signs in again.
 */
export function ContactDetailsForm({ initial, rights, disabled }: Props) {
  const [draft, saveDraft, clearDraft] = useDraft<ContactDetails | null>('profileDraft', ['contact'], null);
  // Read once: the draft applies over the loaded profile (never over a failed load's empty form).
  const [kept] = useState(() => {
    const stored = initial ? draftValues(draft) : null;
    return stored && initial && !sameDetails(stored, initial) ? stored : null;
  });
  const [values, setValues] = useState<ContactDetails>(kept ?? initial ?? EMPTY);
  const [restored, setRestored] = useState(kept !== null);
  const fieldErrors = useFieldErrors();
  const [update, { isLoading: saving }] = useUpdateProfileMutation();
  const [confirm, { isLoading: confirming }] = useConfirmPasswordMutation();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  useSavingIndicator(saving || confirming);
  const mayEdit = rights.names || rights.email;
  const canSave = mayEdit && !disabled;
  const editable = (key: keyof ContactDetails) => !disabled && (key === 'email' ? rights.email : rights.names);

  async function save() {
    try {
      const result = await update(values).unwrap();
      clearDraft();
      setRestored(false);
      notify.success('Contact details updated');
      fieldErrors.clearAll();
      if (result.email) dispatch(changeEmail(result.email));
    } catch (error) {
      fieldErrors.setFromError(error);
      notify.error('Error updating contact details');
    }
  }

  function submit() {
    if (!canSave || saving || confirming) return;
    if (initial && values.email !== initial.email) {
      setPassword('');
      setPasswordError(null);
      setAsking(true);
      return undefined;
    }
    return save();
  }

  async function confirmAndSave() {
    if (confirming || saving) return;
    try {
      await confirm(password).unwrap();
    } catch (error) {
      setPasswordError(firstErrors(error).password ?? (error as { message?: string })?.message ?? 'The password is incorrect.');
      return;
    }
    setAsking(false);
    await save();
  }

  return (
    <>
      <SubmitForm onSubmit={submit} className="profile-form" aria-label="Contact Details">
        {restored && (
          <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2" role="status">
            <span className="me-auto">Your unsaved changes to your contact details are back.</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => {
                clearDraft();
                setRestored(false);
                setValues(initial ?? EMPTY);
                fieldErrors.clearAll();
              }}
            >
              Discard Changes
            </button>
          </div>
        )}
        <div className="row g-3">
          {FIELDS.map((field) => (
            <FormField
              key={field.key}
              id={`profile-${field.key}`}
              className="col-12 col-md-6"
              label={field.label}
              error={fieldErrors.first(field.key)}
              help={field.key === 'email' && !fieldErrors.first(field.key) ? 'Your email is also your login username.' : null}
              limit={editable(field.key) ? { value: values[field.key], max: field.limit } : undefined}
            >
              {(control, { invalid, maxLength }) => (
                <input
                  {...control}
                  // Pasted formatting is dropped on change, so the phone counts digits rather than stopping keys.
                  maxLength={field.key === 'phone' ? undefined : maxLength}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.key === 'phone' ? 'numeric' : undefined}
                  className={`form-control ${invalid ? 'is-invalid' : ''}`}
                  value={values[field.key]}
                  readOnly={!editable(field.key)}
                  disabled={disabled}
                  onChange={(event) => {
                    const value = field.key === 'phone' ? phoneDigits(event.target.value) : event.target.value;
                    const next = { ...values, [field.key]: value };
                    setValues(next);
                    if (initial) saveDraft(sameDetails(next, initial) ? null : next);
                    fieldErrors.clear(field.key);
                  }}
                />
              )}
            </FormField>
          ))}
        </div>
        {mayEdit && (
          <button type="submit" className="btn btn-primary mt-3 profile-save" disabled={!canSave || saving || confirming}>
            {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            Update Contact Details
          </button>
        )}
      </SubmitForm>
      <ModalForm
        show={asking}
        onHide={() => setAsking(false)}
        busy={confirming}
        className="profile-confirm"
        titleId="password-confirm-title"
        title="Confirm your password"
        submitLabel="Confirm"
        submitDisabled={password === ''}
        onSubmit={confirmAndSave}
      >
        <p>Changing your email changes your login username. Please enter your current password to continue.</p>
        <TextInputField
          id="password-confirm"
          label="Password"
          type="password"
          autoComplete="current-password"
          className=""
          value={password}
          autoFocus
          error={passwordError}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
        />
      </ModalForm>
    </>
  );
}
