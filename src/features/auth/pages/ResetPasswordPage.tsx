import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { TextInputField } from '@/components/TextInputField';
import { useFieldErrors } from '@/components/useFieldErrors';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { loginPathFor } from '@/lib/companies';
import { useResetPasswordMutation } from '../authApi';

export const PASSWORD_NOTE = 'Your password must be at least 8 characters long and may not contain spaces.';
// The server names the e-mail field UserName (or email); both show beside the e-mail field.
const FIELD_ALIASES = { UserName: 'email' } as const;

function Field({
  id,
  label,
  type,
  value,
  error,
  autoComplete,
  note,
  onChange,
}: {
  id: string;
  label: string;
  type: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  note?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInputField
      id={id}
      label={label}
      type={type}
      value={value}
      error={error}
      help={note}
      autoComplete={autoComplete}
      maxLength={type === 'email' ? TEXT_LIMITS.email : TEXT_LIMITS.password}
      onChange={onChange}
    />
  );
}

/** Reset password at /password/reset/{companyId}/{token}. */
export default function ResetPasswordPage() {
  const { companyId, token = '' } = useParams();
  const loginPath = loginPathFor(/^\d{1,9}$/.test(companyId ?? '') ? Number(companyId) : null);
  const [values, setValues] = useState({ email: '', password: '', password_confirmation: '' });
  const [message, setMessage] = useState<string | null>(null);
  const fieldErrors = useFieldErrors(FIELD_ALIASES);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();

  function change(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
    setMessage(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setMessage(null);
    fieldErrors.clearAll();
    try {
      const response = await resetPassword({
        token,
        UserName: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
      }).unwrap();
      notify.success(response?.message || 'Your password has been reset!');
      void navigate(loginPath, { replace: true });
    } catch (error) {
      const hasFieldErrors = fieldErrors.setFromError(error);
      if (!hasFieldErrors) setMessage(isApiErrorShape(error) ? error.message : 'Error');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className="h4 mb-4">
        Reset Password
      </h1>
      {message && (
        <div className="alert alert-danger" role="alert">
          {message}
        </div>
      )}
      <Field
        id="reset-email"
        label="Email Address"
        type="email"
        autoComplete="username"
        value={values.email}
        error={fieldErrors.first('email')}
        onChange={(value) => change('email', value)}
      />
      <Field
        id="reset-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={fieldErrors.first('password')}
        note={PASSWORD_NOTE}
        onChange={(value) => change('password', value)}
      />
      <Field
        id="reset-confirmation"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        error={fieldErrors.first('password_confirmation')}
        onChange={(value) => change('password_confirmation', value)}
      />
      <button type="submit" className="btn btn-primary w-100 mb-3" disabled={isLoading}>
        {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Reset Password
      </button>
      <div className="text-center">
        <Link to={loginPath}>Return to Log In</Link>
      </div>
    </form>
  );
}
