import { useState } from 'react';
import { notify } from '@/components/notify';
import { useDraft } from '@/components/useDraft';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUpdateTimezoneMutation } from '../profileApi';
import { TIMEZONES } from '../profileRules';
import { SubmitForm } from '@/components/SubmitForm';

const known = (zone: unknown): zone is string => typeof zone === 'string' && TIMEZONES.some((option) => option.value === zone);

/** Timezone: a select of the five options (document 002 §9); an unsaved choice is kept as the user's draft. */
export function TimezoneForm({ initial, disabled }: { initial: string; disabled: boolean }) {
  const [draft, saveDraft, clearDraft] = useDraft<string | null>('profileDraft', ['timezone'], null);
  const [value, setValue] = useState(() => (!disabled && known(draft) ? draft : known(initial) ? initial : ''));
  const [update, { isLoading: saving }] = useUpdateTimezoneMutation();
  useSavingIndicator(saving);

  async function submit() {
    if (saving || disabled || value === '') return;
    try {
      await update(value).unwrap();
      clearDraft();
      notify.success('Timezone updated');
    } catch {
      notify.error('Error updating your timezone');
    }
  }

  return (
    <SubmitForm onSubmit={submit} className="profile-form" aria-label="Timezone">
      <label htmlFor="profile-timezone" className="form-label">
        Timezone
      </label>
      <select
        id="profile-timezone"
        className="form-select profile-timezone"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          setValue(event.target.value);
          saveDraft(event.target.value === initial ? null : event.target.value);
        }}
      >
        {value === '' && <option value="">-- Please Select --</option>}
        {TIMEZONES.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary mt-3 profile-save" disabled={saving || disabled || value === ''}>
        {saving && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        Update Timezone
      </button>
    </SubmitForm>
  );
}
