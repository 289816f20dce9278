import { Suspense, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { selectSession } from '@/store/sessionSlice';
import { useAppSelector } from '@/store/hooks';
import { appRoutes } from './routes';
import type { AppRoute } from './routeTable';
import { PublicLayout } from './layouts/PublicLayout';

function PageFallback() {
  return (
    <div className="d-flex justify-content-center p-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

/** Applies the route's access rule before its page renders. */
function Guarded({ route, children }: { route: AppRoute; children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (route.access === 'guest' && session) return <Navigate to="/dashboard" replace />;
  if (route.access === 'auth' && !session) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Route objects for react-router from the route table. */
export function buildRouteObjects(routes: AppRoute[] = appRoutes): RouteObject[] {
  return routes.map((route) => ({
    path: route.path,
    element: (
      <Guarded route={route}>
        {route.layout === 'public' ? (
          <PublicLayout>
            <Suspense fallback={<PageFallback />}>
              <route.page />
            </Suspense>
          </PublicLayout>
        ) : (
          <Suspense fallback={<PageFallback />}>
            <route.page />
          </Suspense>
        )}
      </Guarded>
    ),
  }));
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects());
}
