import type { FormHTMLAttributes, ReactNode } from 'react';

export interface SubmitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit (Enter or a submit button) instead of the browser's own submit. */
  onSubmit: () => unknown;
  children: ReactNode;
}

/** A form the portal validates itself (noValidate): submitting calls `onSubmit` and never reloads the page. */
export function SubmitForm({ onSubmit, children, ...rest }: SubmitFormProps) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
