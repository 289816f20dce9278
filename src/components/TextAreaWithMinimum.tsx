import { useId, type Ref } from 'react';

export interface TextAreaWithMinimumProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Characters needed (spaces at the ends do not count). */
  minimum: number;
  /** A message shown under the field (validation or the server's). */
  error?: string | null;
  id?: string;
  rows?: number;
  disabled?: boolean;
  placeholder?: string;
  labelClassName?: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Characters still missing before `text` reaches `minimum`. */
export function charactersMissing(text: string, minimum: number): number {
  return Math.max(0, minimum - text.trim().length);
}

/** A labelled text area that counts down to its minimum: 'You need to enter at least {n} more characters.' */
export function TextAreaWithMinimum({ label, value, onChange, minimum, error, id, rows = 4, disabled, placeholder, labelClassName = 'form-label', textareaRef }: TextAreaWithMinimumProps) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const missing = charactersMissing(value, minimum);
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [missing > 0 ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-3">
      <label htmlFor={fieldId} className={labelClassName}>
        {label}
      </label>
      <textarea
        id={fieldId}
        ref={textareaRef}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={rows}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing > 0 && (
        <div id={hintId} className="form-text">
          You need to enter at least {missing} more characters.
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
