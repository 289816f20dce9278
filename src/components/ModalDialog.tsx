import type { ReactNode } from 'react';
import type { ModalProps } from 'react-bootstrap/Modal';
import { lazyDialog } from './lazyDialog';

export interface ModalDialogProps {
  show?: boolean;
  titleId: string;
  title: ReactNode;
  /** The close button, Escape and a click beside the dialog; ignored while busy. */
  onHide: () => void;
  /** While true the dialog stays open: no close button, a static backdrop, no second submit. */
  busy?: boolean;
  centered?: boolean;
  /** The body scrolls inside the dialog (a long list) instead of the page. */
  scrollable?: boolean;
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

/**
 * A modal dialog: header with title and close button, body, footer; named by its title. Its code
 * loads the first time it is shown (or ahead, once the page's data has painted): closed, it renders
 * nothing (components/lazyDialog.tsx).
 */
export const ModalDialog = lazyDialog<ModalDialogProps>(() => import('./DialogFrames').then((module) => ({ default: module.ModalDialogFrame })));
