import { useId, type ReactNode } from 'react';
import { CharacterCounter } from './CharacterCounter';

/** The attributes FormField hands its control, to spread on it. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** What else the control may need. */
export interface FieldState {
  /** The id of the label element (for controls named with aria-labelledby, such as toggle buttons). */
  labelId: string;
  /** The text limit, for inputs and text areas (set it as maxLength). */
  maxLength: number | undefined;
  /** True when there is an error: add 'is-invalid' to the control's class. */
  invalid: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's id (one is made when not given). */
  id?: string;
  /** A hint under the control (form-text). */
  help?: ReactNode;
  /** The field's error message (validation or the server's first message). */
  error?: ReactNode;
  /** 'alert' when the error should be announced as it appears. */
  errorRole?: 'alert';
  /** A text limit: shows a counter under the control and sets maxLength. */
  limit?: { value: string; max: number };
  /** Extra ids the control is described by (for example a picker's own status line). */
  describedBy?: string;
  /** 'span' for controls that are not labelable (buttons naming themselves with aria-labelledby). */
  labelAs?: 'label' | 'span';
  className?: string;
  labelClassName?: string;
  /** Anything between the control and its help (for example a picker's panel). */
  children: (control: FieldControl, field: FieldState) => ReactNode;
}

/**
 * One labelled form field: label, control, help, counter and error, wired for assistive technology
 * (label htmlFor, aria-describedby listing help, counter and error, aria-invalid with an error).
 */
export function FormField({
  label,
  id,
  help,
  error,
  errorRole,
  limit,
  describedBy,
  labelAs = 'label',
  className = 'mb-3',
  labelClassName = 'form-label',
  children,
}: FormFieldProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const labelId = `${fieldId}-label`;
  const helpId = help ? `${fieldId}-help` : null;
  const countId = limit ? `${fieldId}-count` : null;
  const errorId = error ? `${fieldId}-error` : null;
  const described = [describedBy, helpId, countId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControl = { id: fieldId, 'aria-describedby': described, 'aria-invalid': error ? true : undefined };
  const field: FieldState = { labelId, maxLength: limit?.max, invalid: !!error };
  return (
    <div className={className}>
      {labelAs === 'label' ? (
        <label htmlFor={fieldId} id={labelId} className={labelClassName}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={`${labelClassName} d-block`}>
          {label}
        </span>
      )}
      {children(control, field)}
      {limit && countId && <CharacterCounter id={countId} value={limit.value} max={limit.max} />}
      {help && (
        <div id={helpId ?? undefined} className="form-text">
          {help}
        </div>
      )}
      {error && (
        <div id={errorId ?? undefined} className="invalid-feedback d-block" role={errorRole}>
          {error}
        </div>
      )}
    </div>
  );
}
