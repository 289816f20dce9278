import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import Offcanvas from 'react-bootstrap/Offcanvas';
import '@/styles/dialogs.scss';
import type { ModalDialogProps } from './ModalDialog';
import type { SheetProps } from './Sheet';
import { SubmitForm } from './SubmitForm';

/*
 * The dialogs' and sheets' react-bootstrap parts (Modal, Offcanvas, their transitions and styles):
 * one chunk, loaded the first time a dialog opens, or ahead once a page has painted its data
 * (components/lazyDialog.tsx). Pages use ModalDialog, ConfirmDialog, ModalForm and Sheet, never
 * this file; a panel that is a lazy chunk already (the Create Case panel) may take DialogHeader.
 */

interface DialogHeaderProps {
  /** The title's id: the dialog's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  closeButton?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** A sheet (Offcanvas) rather than a modal. */
  sheet?: boolean;
}

/** The header of every dialog and sheet: the title as an h2 and a close button named 'Close'. */
export function DialogHeader({ titleId, title, closeButton = true, closeLabel = 'Close', sheet = false }: DialogHeaderProps) {
  // Offcanvas and Modal share the header's shape; only their class names differ.
  const Part = (sheet ? Offcanvas : Modal) as typeof Modal;
  return (
    <Part.Header closeButton={closeButton} closeLabel={closeLabel}>
      <Part.Title id={titleId} as="h2" className="h5">
        {title}
      </Part.Title>
    </Part.Header>
  );
}

const ignore = () => undefined;

/** ModalDialog's react-bootstrap Modal (see ModalDialog.tsx). */
export function ModalDialogFrame({
  show = true,
  titleId,
  title,
  onHide,
  busy = false,
  centered = true,
  scrollable,
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
      {/* A scrollable body may hold text alone: it is then in the tab order itself, so a keyboard can scroll it. */}
      {scrollable ? (
        <Modal.Body tabIndex={0} role="region" aria-labelledby={titleId}>
          {children}
        </Modal.Body>
      ) : (
        <Modal.Body>{children}</Modal.Body>
      )}
      {footer !== undefined && <Modal.Footer className={footerClassName}>{footer}</Modal.Footer>}
    </>
  );
  return (
    <Modal
      show={show}
      onHide={busy ? ignore : onHide}
      centered={centered}
      scrollable={scrollable}
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

/** Sheet's react-bootstrap Offcanvas (see Sheet.tsx). */
export function SheetFrame({ show, onHide, titleId, title, closeLabel, placement = 'start', className, bodyClassName, children }: SheetProps) {
  return (
    <Offcanvas show={show} onHide={onHide} placement={placement} className={className} aria-labelledby={titleId}>
      <DialogHeader sheet titleId={titleId} title={title} closeLabel={closeLabel} />
      <Offcanvas.Body className={bodyClassName}>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
