import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { repeatClick, useOneAtATime } from './useOneAtATime';

export interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /**
   * Called on submit (Enter or a submit button) instead of the browser's own submit. While the
   * promise it returns is pending, a second submit does nothing (useOneAtATime), and a double
   * click's second click never submits (repeatClick).
   */
  onSubmit: () => unknown;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/** A form the portal validates itself (noValidate): submitting calls `onSubmit` and never reloads the page. */
export function SubmitForm({ onSubmit, children, ...rest }: SubmitFormProps) {
  const submit = useOneAtATime(onSubmit);
  return (
    <form
      noValidate
      {...rest}
      // A double click on a submit button is one submit, however quick the first answer (repeatClick).
      onClickCapture={(event) => {
        const control = event.target instanceof Element ? event.target.closest('button, input') : null;
        if ((control as HTMLButtonElement | null)?.type === 'submit') repeatClick(event);
        rest.onClickCapture?.(event);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </form>
  );
}
