import { lazy } from 'react';
import type { AppRoute } from './routeTable';

/** The route table (history mode). An area adds its page with one line. */
export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', page: lazy(() => import('./shell/SignedInPage')) },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseDashboardPage')) },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: lazy(() => import('@/features/cases/pages/CaseListPage')) },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: lazy(() => import('@/features/cases/pages/CaseDetailPage')) },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseSearchPage')) },
];
