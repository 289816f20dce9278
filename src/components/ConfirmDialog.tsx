import type { ReactNode } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';
import { FormActions } from './FormActions';
import { ModalDialog } from './ModalDialog';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: string;
  /** While true the confirm button is disabled (a second click sends nothing). */
  busy?: boolean;
  /** What Confirm does; while the promise it returns is pending, a second click does nothing. */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** The title's id, for a page with more than one kind of confirmation. */
  titleId?: string;
  size?: ModalProps['size'];
  dialogClassName?: string;
}

/** A yes/no question in a modal; focus moves into it and back to the opener when it closes. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
  titleId = 'confirm-dialog-title',
  size,
  dialogClassName,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      show={show}
      titleId={titleId}
      title={title}
      onHide={onCancel}
      busy={busy}
      size={size}
      dialogClassName={dialogClassName}
      footer={
        <FormActions busy={busy} submitLabel={confirmLabel} cancelLabel={cancelLabel} submitVariant={confirmVariant} onCancel={onCancel} onSubmit={onConfirm} />
      }
    >
      {children}
    </ModalDialog>
  );
}

/** A ConfirmDialog whose confirm button reads 'Delete' in red. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, 'confirmLabel' | 'confirmVariant'>) {
  return <ConfirmDialog {...props} confirmLabel="Delete" confirmVariant="danger" />;
}
