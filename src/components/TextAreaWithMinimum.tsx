import type { Ref } from 'react';
import { FormField } from './FormField';

export interface TextAreaWithMinimumProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Characters needed (spaces at the ends do not count). */
  minimum: number;
  /** The most characters accepted (lib/textLimits.ts): shows a counter. */
  maximum: number;
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

/** A labelled text area that counts down to its minimum ('You need to enter at least {n} more characters.') and up to its maximum. */
export function TextAreaWithMinimum({
  label,
  value,
  onChange,
  minimum,
  maximum,
  error,
  id,
  rows = 4,
  disabled,
  placeholder,
  labelClassName = 'form-label',
  textareaRef,
}: TextAreaWithMinimumProps) {
  const missing = charactersMissing(value, minimum);
  return (
    <FormField
      label={label}
      id={id}
      labelClassName={labelClassName}
      help={missing > 0 ? `You need to enter at least ${missing} more characters.` : null}
      error={error}
      limit={{ value, max: maximum }}
    >
      {(control, { invalid, maxLength }) => (
        <textarea
          {...control}
          maxLength={maxLength}
          ref={textareaRef}
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={rows}
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
