import { useEffect, useId, useState } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '@/lib/returnPath';
import { companyLoginLabel } from '@/lib/companies';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { authErrorCleared, selectAuthError, signIn } from '@/store/sessionSlice';
import { preloadAuthDecoders, useLoginMutation } from '../authApi';
import { AuthForm, EmailField, PasswordField } from '../components/AuthForm';

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
  // The answer's decoder loads once the form has painted and the page is quiet, not on its first load.
  useEffect(() => afterNextPaint(preloadAuthDecoders), []);

  async function submit() {
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
    <AuthForm
      titleId="login-title"
      title={companyLabel ? `${companyLabel} Login` : 'Login'}
      intro="Sign in to your client portal."
      busy={isLoading}
      submitLabel="Login"
      onSubmit={submit}
    >
      {authError && (
        <div className="alert alert-warning" role="alert">
          {authError}
        </div>
      )}
      <EmailField id="login-email" value={email} describedBy={failed ? errorId : undefined} required onChange={setEmail} />
      <PasswordField id="login-password" value={password} describedBy={failed ? errorId : undefined} required onChange={setPassword} />
      <div className="mb-3 text-end">
        <Link to={forgotPath}>Forgot your password?</Link>
      </div>
      {failed && (
        <div id={errorId} className="alert alert-danger py-2" role="alert">
          {LOGIN_FAILED}
        </div>
      )}
    </AuthForm>
  );
}
