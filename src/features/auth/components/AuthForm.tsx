import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { afterRequestsSettle, preloadHttpClient } from '@/api/http';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { SubmitForm } from '@/components/SubmitForm';
import { TextInputField, type TextInputFieldProps } from '@/components/TextInputField';
import { TEXT_LIMITS } from '@/lib/textLimits';

interface AuthFormProps {
  titleId: string;
  title: string;
  /** The line under the title. */
  intro?: string;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => unknown;
  /** Where 'Return to Log In' under the button leads (none on the login page itself). */
  loginPath?: string;
  children: ReactNode;
}

const preloadClientWhenQuiet = () =>
  void afterRequestsSettle()
    .then(preloadHttpClient)
    .catch(() => undefined);

/** The frame of the sign-in pages: the title, the fields, one wide submit button with its spinner. */
export function AuthForm({ titleId, title, intro, busy, submitLabel, onSubmit, loginPath, children }: AuthFormProps) {
  // The HTTP client's chunk (axios), which the submit needs, once the form has painted and the page
  // has been quiet: not beside the page's own chunks on its first load (issue 30: the login page's
  // largest paint). A submit sooner than that loads it for itself.
  useEffect(() => afterNextPaint(preloadClientWhenQuiet), []);
  return (
    <SubmitForm onSubmit={onSubmit} aria-labelledby={titleId}>
      <h1 id={titleId} className={intro ? 'h4 mb-1' : 'h4 mb-4'}>
        {title}
      </h1>
      {intro && <p className="text-body-secondary mb-4">{intro}</p>}
      {children}
      <button type="submit" className={`btn btn-primary w-100${loginPath ? ' mb-3' : ''}`} disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
      {loginPath && (
        <div className="text-center">
          <Link to={loginPath}>Return to Log In</Link>
        </div>
      )}
    </SubmitForm>
  );
}

type PresetProps = Omit<TextInputFieldProps, 'type' | 'maxLength' | 'label' | 'autoComplete'>;

/** The e-mail address (the user name) of the sign-in pages. */
export function EmailField(props: PresetProps) {
  return <TextInputField label="Email Address" type="email" autoComplete="username" maxLength={TEXT_LIMITS.email} {...props} />;
}

/** A password of the sign-in pages; `fresh` for a new one (autocomplete new-password). */
export function PasswordField({ fresh = false, label = 'Password', ...props }: PresetProps & { fresh?: boolean; label?: string }) {
  return (
    <TextInputField label={label} type="password" autoComplete={fresh ? 'new-password' : 'current-password'} maxLength={TEXT_LIMITS.password} {...props} />
  );
}
