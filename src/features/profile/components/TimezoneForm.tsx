import { useState, type FormEvent } from 'react';
import { notify } from '@/components/notify';
import { useSavingIndicator } from '@/store/pageHooks';
import { useUpdateTimezoneMutation } from '../profileApi';
import { TIMEZONES } from '../profileRules';

/** Timezone: a select of the five options (document 002 §9). */
export function TimezoneForm({ initial, disabled }: { initial: string; disabled: boolean }) {
  const [value, setValue] = useState(TIMEZONES.some((zone) => zone.value === initial) ? initial : '');
  const [update, { isLoading: saving }] = useUpdateTimezoneMutation();
  useSavingIndicator(saving);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || disabled || value === '') return;
    try {
      await update(value).unwrap();
      notify.success('Timezone updated');
    } catch {
      notify.error('Error updating your timezone');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="profile-form" aria-label="Timezone">
      <label htmlFor="profile-timezone" className="form-label">
        Timezone
      </label>
      <select id="profile-timezone" className="form-select profile-timezone" value={value} disabled={disabled} onChange={(event) => setValue(event.target.value)}>
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
    </form>
  );
}
