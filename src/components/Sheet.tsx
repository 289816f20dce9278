import type { ReactNode } from 'react';
import { lazyDialog } from './lazyDialog';

export interface SheetProps {
  show: boolean;
  onHide: () => void;
  /** The title's id: the sheet's aria-labelledby. */
  titleId: string;
  title: ReactNode;
  /** The close button's accessible name ('Close' when not given). */
  closeLabel?: string;
  /** The edge it slides in from ('start' when not given). */
  placement?: 'start' | 'end' | 'top' | 'bottom';
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A sheet over the page (a phone's filter panel, the phone menu): header with title and close
 * button, then its body. Like ModalDialog, its code loads the first time it is shown (or ahead,
 * once the page's data has painted): closed, it renders nothing (components/lazyDialog.tsx).
 */
export const Sheet = lazyDialog<SheetProps>(() => import('./DialogFrames').then((module) => ({ default: module.SheetFrame })));
