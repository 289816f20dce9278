import { Link } from 'react-router';
import { useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';

export const NOT_FOUND_TEXT = 'Whoops! Page Not Found.';

/** Any path the route table does not know. */
export function NotFound() {
  const signedIn = useAppSelector(selectSession) !== null;
  return (
    <main className="not-found-page">
      <div className="text-center">
        <h1 className="h2 mb-3">{NOT_FOUND_TEXT}</h1>
        <Link to={signedIn ? '/dashboard' : '/'} className="btn btn-primary">
          {signedIn ? 'Back to the Dashboard' : 'Go to Log In'}
        </Link>
      </div>
    </main>
  );
}
