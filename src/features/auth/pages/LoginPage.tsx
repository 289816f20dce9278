import { useEffect, useId, useState, type FormEvent } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { TextInputField } from '@/components/TextInputField';
import { TEXT_LIMITS } from '@/lib/textLimits';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '@/lib/returnPath';
import { companyLoginLabel } from '@/lib/companies';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { authErrorCleared, selectAuthError, signIn } from '@/store/sessionSlice';
import { preloadAuthDecoders, useLoginMutation } from '../authApi';

export const LOGIN_FAILED = 'Wrong Email/Password combination.';

/** The login page, at / or /{company} for a company's branded variant. */
export default function LoginPage() {
  const { company } = useParams();
  const companyLabel = companyLoginLabel(company);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [login, { isLoading }] = useLoginMutation();
  const authError = useAppSelector(selectAuthError);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const errorId = useId();
  // The answer's decoder loads once the form has painted, not on the page's first load.
  useEffect(() => afterNextPaint(preloadAuthDecoders), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    setFailed(false);
    dispatch(authErrorCleared());
    try {
      const response = await login({ UserName: email.trim(), password }).unwrap();
      dispatch(signIn(response));
      void navigate(safeReturnPath(search.get(RETURN_PARAM)) ?? '/dashboard', { replace: true });
    } catch {
      setPassword('');
      setFailed(true);
    }
  }

  const forgotPath = companyLabel ? `/${company}/forgot-password` : '/forgot-password';

  return (
    <form onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className="h4 mb-1">
        {companyLabel ? `${companyLabel} Login` : 'Login'}
      </h1>
      <p className="text-body-secondary mb-4">Sign in to your client portal.</p>
      {authError && (
        <div className="alert alert-warning" role="alert">
          {authError}
        </div>
      )}
      <TextInputField
        id="login-email"
        label="Email Address"
        type="email"
        autoComplete="username"
        value={email}
        maxLength={TEXT_LIMITS.email}
        describedBy={failed ? errorId : undefined}
        required
        onChange={setEmail}
      />
      <TextInputField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        maxLength={TEXT_LIMITS.password}
        describedBy={failed ? errorId : undefined}
        required
        onChange={setPassword}
      />
      <div className="mb-3 text-end">
        <Link to={forgotPath}>Forgot your password?</Link>
      </div>
      {failed && (
        <div id={errorId} className="alert alert-danger py-2" role="alert">
          {LOGIN_FAILED}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={isLoading}>
        {isLoading && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
