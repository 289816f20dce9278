/**
 * Toasts (top-right, 3 s, at most 2 at a time). react-toastify loads on the first toast, so it
 * stays out of the login page's first load; ToastHost mounts its container.
 */
type Kind = 'success' | 'error' | 'info' | 'warning';
type Listener = (kind: Kind, message: string) => void;

let listener: Listener | null = null;
const early: Array<[Kind, string]> = [];

/** ToastHost registers here; toasts raised before it mounts are replayed. */
export function setToastListener(next: Listener | null): void {
  listener = next;
  if (next) for (const [kind, message] of early.splice(0)) next(kind, message);
}

function show(kind: Kind, message: string): void {
  if (listener) listener(kind, message);
  else early.push([kind, message]);
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
