import type { ReactNode } from 'react';
import { repeatClick, useOneAtATime } from './useOneAtATime';

export interface FormActionsProps {
  /** While true both buttons are disabled and the submit button shows `busyLabel`. */
  busy: boolean;
  submitLabel: ReactNode;
  /** The submit button's text while busy ('Sending…'); `submitLabel` when not given. */
  busyLabel?: ReactNode;
  onCancel: () => void;
  cancelLabel?: ReactNode;
  /**
   * Without it the submit button submits its form; with it the button calls it (never while busy,
   * nor while the promise it returned is pending).
   */
  onSubmit?: () => unknown;
  submitVariant?: string;
  /** Disables the submit button for a reason of the form's own (nothing to send yet). */
  submitDisabled?: boolean;
  size?: 'sm' | 'lg';
  /** A class for both buttons. */
  buttonClassName?: string;
}

/** Bootstrap's button classes: `btn btn-<variant>`, the size, then the caller's. */
const buttonClass = (variant: string, size: 'sm' | 'lg' | undefined, extra: string | undefined) =>
  ['btn', `btn-${variant}`, size ? `btn-${size}` : null, extra].filter(Boolean).join(' ');

/** Cancel and the submit button of a form or dialog; a busy form cannot be sent twice. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  cancelLabel = 'Cancel',
  onSubmit,
  submitVariant = 'primary',
  submitDisabled = false,
  size,
  buttonClassName,
}: FormActionsProps) {
  const submit = useOneAtATime(() => onSubmit?.());
  return (
    <>
      <button type="button" className={buttonClass('outline-secondary', size, buttonClassName)} onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      <button
        type={onSubmit ? 'button' : 'submit'}
        className={buttonClass(submitVariant, size, buttonClassName)}
        onClick={(event) => !repeatClick(event) && onSubmit && !busy && submit()}
        disabled={busy || submitDisabled}
      >
        {busy && busyLabel !== undefined ? busyLabel : submitLabel}
      </button>
    </>
  );
}

/** FormActions at the end of a form or panel, right-aligned. */
export function ActionBar({ className, ...actions }: FormActionsProps & { className?: string }) {
  return (
    <div className={`d-flex gap-2 justify-content-end${className ? ` ${className}` : ''}`}>
      <FormActions {...actions} />
    </div>
  );
}
