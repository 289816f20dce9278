import { useState, type FormEvent } from 'react';
import { TextInputField } from '@/components/TextInputField';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { Link, useParams } from 'react-router';
import { firstFieldError, isApiErrorShape } from '@/api/errors';
import { companyLoginLabel } from '@/lib/companies';
import { useForgotPasswordMutation } from '../authApi';

export const FORGOT_SUCCESS = 'Success! We have e-mailed your password reset link.';

/** Forgot password, at /forgot-password or /{company}/forgot-password. */
export default function ForgotPasswordPage() {
  const { company } = useParams();
  const loginPath = companyLoginLabel(company) ? `/${company}` : '/';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="h4 mb-1">
        Forgot Password
      </h1>
      <p className="text-body-secondary mb-4">Enter your e-mail address and we will send you a link to reset your password.</p>
      {sent && (
        <div className="alert alert-success" role="status">
          {FORGOT_SUCCESS}
        </div>
      )}
      <TextInputField
        id="forgot-email"
        label="Email Address"
        type="email"
        autoComplete="username"
        value={email}
        maxLength={TEXT_LIMITS.email}
        error={error}
        required
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <button type="submit" className="btn btn-primary w-100 mb-3" disabled={isLoading}>
        {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Submit
      </button>
      <div className="text-center">
        <Link to={loginPath}>Return to Log In</Link>
      </div>
    </form>
  );
}
