import type { HTMLAttributes, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { FormField } from './FormField';

export interface TextInputFieldProps {
  label: ReactNode;
  id?: string;
  value: string;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  /** A text area of this many rows instead of a single-line input. */
  rows?: number;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  error?: ReactNode;
  /** 'alert' when the error should be announced as it appears. */
  errorRole?: 'alert';
  help?: ReactNode;
  /** The most characters accepted: sets maxLength; `counter` also shows the counter. */
  maxLength?: number;
  counter?: boolean;
  /** Ids of messages elsewhere on the page that describe this field (for example a form-level alert). */
  describedBy?: string;
  /** The keys that focus the field (aria-keyshortcuts). */
  keyShortcuts?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** The wrapper's class ('mb-3' when not given). */
  className?: string;
  labelClassName?: string;
  /** Classes added to the control's 'form-control'. */
  inputClassName?: string;
  /** The single-line input's ref. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field on FormField (a single-line input, or a text area with `rows`): the shape of
 * the sign-in, dialog and panel forms.
 */
export function TextInputField({
  label,
  id,
  value,
  onChange,
  type = 'text',
  rows,
  autoComplete,
  inputMode,
  placeholder,
  error,
  errorRole,
  help,
  maxLength,
  counter = false,
  describedBy,
  keyShortcuts,
  required,
  disabled,
  readOnly,
  autoFocus,
  className,
  labelClassName,
  inputClassName,
  inputRef,
}: TextInputFieldProps) {
  return (
    <FormField
      label={label}
      id={id}
      error={error}
      errorRole={errorRole}
      help={help}
      describedBy={describedBy}
      className={className}
      labelClassName={labelClassName}
      limit={counter && maxLength ? { value, max: maxLength } : undefined}
    >
      {(control, { invalid }) => {
        const common = {
          ...control,
          className: `form-control${inputClassName ? ` ${inputClassName}` : ''}${invalid ? ' is-invalid' : ''}`,
          value,
          maxLength,
          placeholder,
          required,
          disabled,
          readOnly,
          autoFocus,
          'aria-keyshortcuts': keyShortcuts,
        };
        return rows ? (
          <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} ref={inputRef} type={type} autoComplete={autoComplete} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
        );
      }}
    </FormField>
  );
}
