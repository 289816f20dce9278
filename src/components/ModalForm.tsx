import { FormActions, type FormActionsProps } from './FormActions';
import { ModalDialog, type ModalDialogProps } from './ModalDialog';

export type ModalFormProps = Omit<ModalDialogProps, 'footer' | 'onSubmit'> &
  Pick<FormActionsProps, 'submitLabel' | 'busyLabel' | 'cancelLabel' | 'submitDisabled' | 'submitVariant'> & {
    onSubmit: () => unknown;
    /** Cancel's action (onHide when not given). */
    onCancel?: () => void;
  };

/** A dialog that is a form: the fields in the body, Cancel and the submit button in the footer. */
export function ModalForm({ submitLabel, busyLabel, cancelLabel, submitDisabled, submitVariant, onCancel, busy = false, ...dialog }: ModalFormProps) {
  return (
    <ModalDialog
      {...dialog}
      busy={busy}
      footer={
        <FormActions
          busy={busy}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
          cancelLabel={cancelLabel}
          submitDisabled={submitDisabled}
          submitVariant={submitVariant}
          onCancel={onCancel ?? dialog.onHide}
        />
      }
    />
  );
}
