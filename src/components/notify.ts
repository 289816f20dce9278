/**
 * Toasts (top-right, 3 s, at most 2 at a time). react-toastify loads on the first toast, so it
 * stays out of the login page's first load; ToastHost mounts its container.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
/** A link shown after the message ('Open Case #1234'), to a path inside the portal. */
export interface ToastAction {
  label: string;
  to: string;
}
type Listener = (kind: Kind, message: string, action?: ToastAction) => void;

let listener: Listener | null = null;
const early: Array<[Kind, string, ToastAction | undefined]> = [];

/** ToastHost registers here; toasts raised before it mounts are replayed. */
export function setToastListener(next: Listener | null): void {
  listener = next;
  if (next) for (const [kind, message, action] of early.splice(0)) next(kind, message, action);
}

function show(kind: Kind, message: string, action?: ToastAction): void {
  if (listener) listener(kind, message, action);
  else early.push([kind, message, action]);
}

export const notify = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
