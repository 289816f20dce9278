import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { selectUser, signOut } from '@/store/sessionSlice';

/** Interim landing page: the signed-in user's name and Log Out. */
export default function SignedInPage() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <main className="container py-5">
      <h1 className="h4">Welcome, {user?.name}</h1>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => {
          dispatch(signOut());
          void navigate('/', { replace: true });
        }}
      >
        Log Out
      </button>
    </main>
  );
}
