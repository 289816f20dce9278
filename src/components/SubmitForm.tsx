import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { useOneAtATime } from './useOneAtATime';

export interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /**
   * Called on submit (Enter or a submit button) instead of the browser's own submit. While the
   * promise it returns is pending, a second submit does nothing (useOneAtATime).
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
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </form>
  );
}
