import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FormField } from './FormField';

export interface TextInputFieldProps {
  label: ReactNode;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  error?: ReactNode;
  help?: ReactNode;
  /** The most characters accepted: sets maxLength; `counter` also shows the counter. */
  maxLength?: number;
  counter?: boolean;
  /** Ids of messages elsewhere on the page that describe this field (for example a form-level alert). */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A labelled single-line input on FormField: the shape of the sign-in, forgot and reset forms. */
export function TextInputField({
  label,
  id,
  value,
  onChange,
  type = 'text',
  autoComplete,
  error,
  help,
  maxLength,
  counter = false,
  describedBy,
  required,
  disabled,
  className,
}: TextInputFieldProps) {
  return (
    <FormField
      label={label}
      id={id}
      error={error}
      help={help}
      describedBy={describedBy}
      className={className}
      limit={counter && maxLength ? { value, max: maxLength } : undefined}
    >
      {(control, { invalid }) => (
        <input
          {...control}
          type={type}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          value={value}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
