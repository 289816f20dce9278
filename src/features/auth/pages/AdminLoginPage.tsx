import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/store/typedHooks';
import { signIn, signOut } from '@/store/sessionSlice';
import { useAdminLoginMutation } from '../authApi';

/** The full-page load after a failed impersonation login (replaceable in tests). */
export const pageReload = {
  to(path: string) {
    window.location.replace(path);
  },
};

/**
 * Impersonation login at /admin-login/{client}/{admin}: signs in at once, then the dashboard. On
 * failure the session is ended and the portal reloads, on the login page (reloading the link itself
 * would try again for ever).
 */
export default function AdminLoginPage() {
  const { client = '', admin = '' } = useParams();
  const [adminLogin] = useAdminLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    adminLogin({ client, adminId: admin })
      .unwrap()
      .then((response) => {
        dispatch(signIn(response));
        void navigate('/dashboard', { replace: true });
      })
      .catch(() => {
        dispatch(signOut());
        pageReload.to('/');
      });
  }, [adminLogin, admin, client, dispatch, navigate]);

  return (
    <div className="d-flex align-items-center gap-3" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span>Signing you in…</span>
    </div>
  );
}
