import { useState } from 'react';
import { useParams } from 'react-router';
import { firstFieldError, isApiErrorShape } from '@/api/errors';
import { companyLoginLabel } from '@/lib/companies';
import { useForgotPasswordMutation } from '../authApi';
import { AuthForm, EmailField } from '../components/AuthForm';

export const FORGOT_SUCCESS = 'Success! We have e-mailed your password reset link.';

/** Forgot password, at /forgot-password or /{company}/forgot-password. */
export default function ForgotPasswordPage() {
  const { company } = useParams();
  const loginPath = companyLoginLabel(company) ? `/${company}` : '/';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  async function submit() {
    if (isLoading) return;
    setError(null);
    setSent(false);
    try {
      await forgotPassword({ UserName: email.trim() }).unwrap();
      setSent(true);
    } catch (failure) {
      const shape = isApiErrorShape(failure) ? failure : null;
      setError(firstFieldError(shape, 'email') ?? firstFieldError(shape, 'UserName') ?? shape?.message ?? 'Error');
    }
  }

  return (
    <AuthForm
      titleId="forgot-title"
      title="Forgot Password"
      intro="Enter your e-mail address and we will send you a link to reset your password."
      busy={isLoading}
      submitLabel="Submit"
      onSubmit={submit}
      loginPath={loginPath}
    >
      {sent && (
        <div className="alert alert-success" role="status">
          {FORGOT_SUCCESS}
        </div>
      )}
      <EmailField
        id="forgot-email"
        value={email}
        error={error}
        required
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
    </AuthForm>
  );
}
