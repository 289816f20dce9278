import { lazy } from 'react';
import { P } from '@/lib/permissions';
import type { AppRoute, RoutePrefetchArgs } from './routeTable';

const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line.
 * Not built yet, so absent (they read 'Whoops! Page Not Found.'): /nps-dashboard, /reporting,
 * /critical-focus, /summary-reports, /help, /profile, /roles, /users-role, /crewfollowup/{id}.
 */
/** The Queries page's first data: the open queries (tab counts) when the user may see them. */
function prefetchQueries({ dispatch, getState }: RoutePrefetchArgs) {
  const permissions = getState().session.session?.permissions ?? [];
  if (!permissions.includes(P.QUERIES_VIEW_OPEN_QUERIES)) return;
  void import('@/features/queries/queriesApi').then(({ queriesApi }) => dispatch(queriesApi.endpoints.getOpenQueries.initiate(undefined, { subscribe: false })));
}

export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/:company', name: 'company-login', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/forgot-password', name: 'forgot-password', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/:company/forgot-password', name: 'company-forgot-password', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/password/reset/:companyId/:token', name: 'password-reset', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ResetPasswordPage')) },
  { path: '/admin-login/:client/:admin', name: 'admin-login', access: 'public', layout: 'public', page: lazy(() => import('@/features/auth/pages/AdminLoginPage')) },
  { path: '/crewfollowup/:id', name: 'crewfollowup', access: 'public', layout: 'basic', page: lazy(() => import('@/features/crew-followup/pages/CrewFollowUpPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', page: lazy(() => import('./pages/DashboardRoute')) },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseDashboardPage')) },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: lazy(() => import('@/features/cases/pages/CaseListPage')) },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: lazy(() => import('@/features/cases/pages/CaseDetailPage')) },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseSearchPage')) },
  { path: '/become-user', name: 'become-user', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/BecomeUserPage')) },
  { path: '/queries', name: 'queries', access: 'auth', layout: 'master', section: 'queries', page: lazy(() => import('@/features/queries/pages/QueriesPage')), prefetch: prefetchQueries },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: lazy(() => import('./shell/Restricted')) },
];
