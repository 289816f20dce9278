import { lazyDialog } from './lazyDialog';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** ConfirmDialog whose Modal code loads the first time it is shown (for always-present shells). */
export const LazyConfirmDialog = lazyDialog<ConfirmDialogProps>(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));
