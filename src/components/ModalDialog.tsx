import type { ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { SubmitForm } from './SubmitForm';

interface DialogHeaderProps {
  /** The title's id: the dialog's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  closeButton?: boolean;
  /** A sheet (Offcanvas) rather than a modal. */
  sheet?: boolean;
}

/** The header of every dialog and sheet: the title as an h2 and a close button named 'Close'. */
export function DialogHeader({ titleId, title, closeButton = true, sheet = false }: DialogHeaderProps) {
  // Offcanvas and Modal share the header's shape; only their class names differ.
  const Part = (sheet ? Offcanvas : Modal) as typeof Modal;
  return (
    <Part.Header closeButton={closeButton} closeLabel="Close">
      <Part.Title id={titleId} as="h2" className="h5">
        {title}
      </Part.Title>
    </Part.Header>
  );
}

const ignore = () => undefined;

export interface ModalDialogProps {
  show?: boolean;
  titleId: string;
  title: ReactNode;
  /** The close button, Escape and a click beside the dialog; ignored while busy. */
  onHide: () => void;
  /** While true the dialog stays open: no close button, a static backdrop, no second submit. */
  busy?: boolean;
  centered?: boolean;
  size?: ModalProps['size'];
  fullscreen?: true;
  className?: string;
  dialogClassName?: string;
  footer?: ReactNode;
  footerClassName?: string;
  /** Makes the dialog a form: submitting calls it (never while busy). */
  onSubmit?: () => unknown;
  /** The dialog's body. */
  children: ReactNode;
}

/** A modal dialog: header with title and close button, body, footer; named by its title. */
export function ModalDialog({
  show = true,
  titleId,
  title,
  onHide,
  busy = false,
  centered = true,
  size,
  fullscreen,
  className,
  dialogClassName,
  footer,
  footerClassName,
  onSubmit,
  children,
}: ModalDialogProps) {
  const content = (
    <>
      <DialogHeader titleId={titleId} title={title} closeButton={!busy} />
      <Modal.Body>{children}</Modal.Body>
      {footer !== undefined && <Modal.Footer className={footerClassName}>{footer}</Modal.Footer>}
    </>
  );
  return (
    <Modal
      show={show}
      onHide={busy ? ignore : onHide}
      centered={centered}
      size={size}
      fullscreen={fullscreen}
      className={className}
      dialogClassName={dialogClassName}
      aria-labelledby={titleId}
      backdrop={busy ? 'static' : true}
    >
      {onSubmit ? <SubmitForm onSubmit={() => !busy && onSubmit()}>{content}</SubmitForm> : content}
    </Modal>
  );
}
