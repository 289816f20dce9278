import { lazy } from 'react';
import type { AppRoute } from './routeTable';

const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line.
 * Not built yet, so absent (they read 'Whoops! Page Not Found.'): /nps-dashboard, /reporting,
 * /queries, /summary-reports, /help, /profile, /roles, /users-role, /crewfollowup/{id}.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/:company', name: 'company-login', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/forgot-password', name: 'forgot-password', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/:company/forgot-password', name: 'company-forgot-password', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/password/reset/:companyId/:token', name: 'password-reset', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ResetPasswordPage')) },
  { path: '/admin-login/:client/:admin', name: 'admin-login', access: 'public', layout: 'public', page: lazy(() => import('@/features/auth/pages/AdminLoginPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', page: lazy(() => import('./pages/DashboardRoute')) },
  { path: '/critical-focus', name: 'critical-focus', access: 'auth', layout: 'master', section: 'critical-focus', page: lazy(() => import('@/features/critical-focus/pages/CriticalFocusPage')), prefetch: (args) => void import('@/features/critical-focus/prefetch').then((module) => module.prefetchCriticalFocus(args)) },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseDashboardPage')) },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: lazy(() => import('@/features/cases/pages/CaseListPage')) },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: lazy(() => import('@/features/cases/pages/CaseDetailPage')) },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseSearchPage')) },
  { path: '/become-user', name: 'become-user', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/BecomeUserPage')) },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: lazy(() => import('./shell/Restricted')) },
];
