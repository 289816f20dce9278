import { FormField } from '@/components/FormField';
import { TEXT_LIMITS } from '@/lib/textLimits';

// The follow-up form's fields: a label with the required mark, the limit counter and the field's error.

interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

function labelText(label: string, required?: boolean) {
  return (
    <>
      {label}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );
}

export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  disabled,
  required,
  type = 'text',
  autoComplete,
}: FieldProps & { type?: string; autoComplete?: string }) {
  const limit = type === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.name;
  return (
    <FormField label={labelText(label, required)} error={error} className="" limit={{ value, max: limit }}>
      {(control, { invalid, maxLength }) => (
        <input
          {...control}
          maxLength={maxLength}
          name={name}
          type={type}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          value={value}
          readOnly={disabled}
          required={required}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export function SelectField({ name, label, value, onChange, error, disabled, required, options }: FieldProps & { options: ReadonlyArray<[number, string]> }) {
  return (
    <FormField label={labelText(label, required)} error={error} className="">
      {(control, { invalid }) => (
        <select
          {...control}
          name={name}
          className={`form-select${invalid ? ' is-invalid' : ''}`}
          value={value}
          disabled={disabled}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">-- Please Select --</option>
          {options.map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function TextAreaField({ name, label, value, onChange, error, disabled, required }: FieldProps) {
  return (
    <FormField label={labelText(label, required)} error={error} limit={{ value, max: TEXT_LIMITS.comment }}>
      {(control, { invalid, maxLength }) => (
        <textarea
          {...control}
          maxLength={maxLength}
          name={name}
          rows={3}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          value={value}
          readOnly={disabled}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
