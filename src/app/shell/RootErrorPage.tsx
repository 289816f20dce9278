import { useRouteError } from 'react-router';
import { FailedAppPage } from './ErrorPage';

/** The router's last resort, when the frame itself fails: `FailedAppPage` with the route's error. */
export function RootErrorPage() {
  return <FailedAppPage error={useRouteError()} />;
}
