import { lazy } from 'react';
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import { dashboardRequestFor } from '@/features/dashboard/dashboardUrl';
import type { AppRoute } from './routeTable';

const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line.
 * Not built yet, so absent (they read 'Whoops! Page Not Found.'):
 * /queries, /critical-focus, /summary-reports, /help, /profile, /roles, /users-role, /crewfollowup/{id}.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/:company', name: 'company-login', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/forgot-password', name: 'forgot-password', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/:company/forgot-password', name: 'company-forgot-password', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/password/reset/:companyId/:token', name: 'password-reset', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ResetPasswordPage')) },
  { path: '/admin-login/:client/:admin', name: 'admin-login', access: 'public', layout: 'public', page: lazy(() => import('@/features/auth/pages/AdminLoginPage')) },
  {
    path: '/dashboard',
    name: 'dashboard',
    access: 'auth',
    layout: 'master',
    page: lazy(() => import('./pages/DashboardRoute')),
    prefetch: ({ dispatch, search }) => void dispatch(dashboardApi.endpoints.getDashboard.initiate(dashboardRequestFor(search), { subscribe: false })),
  },
  {
    path: '/nps-dashboard',
    name: 'nps-dashboard',
    access: 'auth',
    layout: 'submenu',
    page: lazy(() => import('@/features/nps/pages/NpsDashboardPage')),
    // The endpoint module is tiny and loads beside the page chunk (kept out of the entry).
    prefetch: ({ dispatch }) => void import('@/features/nps/npsApi').then(({ npsApi }) => dispatch(npsApi.endpoints.getNpsDashboard.initiate(undefined, { subscribe: false })))
        .catch(() => {}),
  },
  {
    path: '/reporting',
    name: 'reporting',
    access: 'auth',
    layout: 'submenu',
    section: 'reporting',
    page: lazy(() => import('@/features/reporting/pages/ReportingPage')),
    // The filters and the report the URL names start with the page chunk (a small chunk of its own).
    prefetch: (args) => void import('@/features/reporting/reportingPrefetch').then((module) => module.prefetchReporting(args)).catch(() => {}),
  },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseDashboardPage')) },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: lazy(() => import('@/features/cases/pages/CaseListPage')) },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: lazy(() => import('@/features/cases/pages/CaseDetailPage')) },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseSearchPage')) },
  { path: '/become-user', name: 'become-user', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/BecomeUserPage')) },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: lazy(() => import('./shell/Restricted')) },
];
