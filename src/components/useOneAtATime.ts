import { useRef, type MouseEvent } from 'react';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * `action`, guarded so that a second call while the first one's promise is pending does nothing.
 * A busy prop guards a form once React has re-rendered it; on a busy phone a double click or a
 * second Enter can land before that render, and this ref closes the gap. A call that returns no
 * promise holds nothing. The guard lifts when the promise settles, fulfilled or rejected.
 */
export function useOneAtATime<Args extends unknown[]>(action: (...args: Args) => unknown): (...args: Args) => unknown {
  const pending = useRef(false);
  return (...args: Args) => {
    if (pending.current) return undefined;
    const result = action(...args);
    if (!isThenable(result)) return result;
    pending.current = true;
    const release = () => {
      pending.current = false;
    };
    result.then(release, release);
    return result;
  };
}

/**
 * A double click is one press: its second click (`detail` 2) would send again when the first answer
 * came before it (a quick server, a busy phone: the button is ready again). Returns true, with the
 * click's default (a submit) cancelled, for such a click. SubmitForm applies it to its submit
 * buttons; FormActions to its own.
 */
export function repeatClick(event: MouseEvent): boolean {
  if (event.detail <= 1) return false;
  event.preventDefault();
  return true;
}
