import { lazy } from 'react';
import type { AppRoute } from './routeTable';
import { adminApi } from '@/features/admin/adminApi';
import { roleIdFrom } from '@/features/admin/roleRules';
import { helpApi } from '@/features/help/helpApi';
import { hasAnyHelpTab } from '@/features/help/helpTabs';
import { profileApi } from '@/features/profile/profileApi';
import { profileTabsFor } from '@/features/profile/profileRules';
import { summaryReportsApi } from '@/features/summary-reports/summaryReportsApi';
import { waveIdFrom } from '@/features/summary-reports/reportLevels';
import { can, isOverallAdmin, P } from '@/lib/permissions';

const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line.
 * Not built yet, so absent (they read 'Whoops! Page Not Found.'): /nps-dashboard, /reporting,
 * /queries, /critical-focus, /crewfollowup/{id}.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/:company', name: 'company-login', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/forgot-password', name: 'forgot-password', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/:company/forgot-password', name: 'company-forgot-password', access: 'guest', layout: 'public', validParams: companyId, page: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/password/reset/:companyId/:token', name: 'password-reset', access: 'guest', layout: 'public', page: lazy(() => import('@/features/auth/pages/ResetPasswordPage')) },
  { path: '/admin-login/:client/:admin', name: 'admin-login', access: 'public', layout: 'public', page: lazy(() => import('@/features/auth/pages/AdminLoginPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', page: lazy(() => import('./pages/DashboardRoute')) },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseDashboardPage')) },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: lazy(() => import('@/features/cases/pages/CaseListPage')) },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: lazy(() => import('@/features/cases/pages/CaseDetailPage')) },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: lazy(() => import('@/features/cases/pages/CaseSearchPage')) },
  { path: '/summary-reports', name: 'summary-reports', access: 'auth', layout: 'master', page: lazy(() => import('@/features/summary-reports/pages/SummaryReportsPage')), prefetch: ({ dispatch, getState, search }) => {
    if (!can(getState().session.session, P.VIEW_SUMMARY_REPORTS)) return;
    void dispatch(summaryReportsApi.endpoints.getSummaryWaves.initiate(undefined, { subscribe: false }));
    const wave = waveIdFrom(search.get('wave'));
    if (wave !== null) void dispatch(summaryReportsApi.endpoints.getSummaryReports.initiate(wave, { subscribe: false }));
  } },
  { path: '/help', name: 'help', access: 'auth', layout: 'master', page: lazy(() => import('@/features/help/pages/HelpPage')), prefetch: ({ dispatch, getState }) => {
    if (hasAnyHelpTab(getState().session.session)) void dispatch(helpApi.endpoints.getHelp.initiate(undefined, { subscribe: false }));
  } },
  { path: '/profile', name: 'profile', access: 'auth', layout: 'master', page: lazy(() => import('@/features/profile/pages/ProfilePage')), prefetch: ({ dispatch, getState }) => {
    const tabs = profileTabsFor(getState().session.session);
    if (tabs.includes('contact') || tabs.includes('timezone')) void dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false }));
  } },
  { path: '/roles', name: 'roles', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/RolesPage')), prefetch: ({ dispatch, getState }) => {
    if (isOverallAdmin(getState().session.session)) void dispatch(adminApi.endpoints.getRoles.initiate(undefined, { subscribe: false }));
  } },
  { path: '/roles/:id', name: 'edit-role', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/EditRolePage')), prefetch: ({ dispatch, getState, params }) => {
    if (!isOverallAdmin(getState().session.session)) return;
    const id = roleIdFrom(params.id);
    void dispatch(adminApi.endpoints.getRoles.initiate(undefined, { subscribe: false }));
    void dispatch(adminApi.endpoints.getPermissionGroups.initiate(undefined, { subscribe: false }));
    if (id > 0) void dispatch(adminApi.endpoints.getRolePermissions.initiate(id, { subscribe: false }));
    void dispatch(adminApi.endpoints.getClients.initiate(undefined, { subscribe: false }));
  } },
  { path: '/users-role', name: 'users-role', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/UsersRolePage')), prefetch: ({ dispatch, getState }) => {
    if (!isOverallAdmin(getState().session.session)) return;
    void dispatch(adminApi.endpoints.getClients.initiate(undefined, { subscribe: false }));
    void dispatch(adminApi.endpoints.getRoles.initiate(undefined, { subscribe: false }));
  } },
  { path: '/become-user', name: 'become-user', access: 'auth', layout: 'master', page: lazy(() => import('@/features/admin/pages/BecomeUserPage')), prefetch: ({ dispatch, getState }) => {
    if (isOverallAdmin(getState().session.session)) void dispatch(adminApi.endpoints.getClients.initiate(undefined, { subscribe: false }));
  } },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: lazy(() => import('./shell/Restricted')) },
];
