import { lazy } from 'react';
import type { AppRoute } from './routeTable';

/** The route table (history mode). An area adds its page with one line. */
export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', page: lazy(() => import('./shell/SignedInPage')) },
];
