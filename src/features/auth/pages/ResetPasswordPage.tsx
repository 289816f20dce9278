import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiErrorShape } from '@/api/errors';
import { notify } from '@/components/notify';
import { useFieldErrors } from '@/components/useFieldErrors';
import { loginPathFor } from '@/lib/companies';
import { useResetPasswordMutation } from '../authApi';
import { AuthForm, EmailField, PasswordField } from '../components/AuthForm';

export const PASSWORD_NOTE = 'Your password must be at least 8 characters long and may not contain spaces.';
// The server names the e-mail field UserName (or email); both show beside the e-mail field.
const FIELD_ALIASES = { UserName: 'email' } as const;

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

  async function submit() {
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
    <AuthForm titleId="reset-title" title="Reset Password" busy={isLoading} submitLabel="Reset Password" onSubmit={submit} loginPath={loginPath}>
      {message && (
        <div className="alert alert-danger" role="alert">
          {message}
        </div>
      )}
      <EmailField id="reset-email" value={values.email} error={fieldErrors.first('email')} onChange={(value) => change('email', value)} />
      <PasswordField
        id="reset-password"
        fresh
        value={values.password}
        error={fieldErrors.first('password')}
        help={PASSWORD_NOTE}
        onChange={(value) => change('password', value)}
      />
      <PasswordField
        id="reset-confirmation"
        label="Confirm Password"
        fresh
        value={values.password_confirmation}
        error={fieldErrors.first('password_confirmation')}
        onChange={(value) => change('password_confirmation', value)}
      />
    </AuthForm>
  );
}
