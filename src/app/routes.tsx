import { P } from '@/lib/permissions';
import { fromArea, lazyPage as page, type AppRoute, type RoutePrefetchArgs } from './routeTable';

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line, and the
 * page's first data with `prefetch: fromArea(() => import('@/features/<area>/<area>RouteData'), '<name>Data')`:
 * the router starts layout chunk, page chunk and data together when the route matches, instead of
 * one after the other. This file only assembles; every declaration is its area's.
 */
const admin = () => import('@/features/admin/adminRouteData');
const cases = () => import('@/features/cases/casesRouteData');
const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

const caseDashboardData = fromArea(cases, 'caseDashboardData');
const dashboardFrameData = fromArea(() => import('@/features/dashboard/dashboardRouteData'), 'dashboardData');

/**
 * /dashboard: the dashboard area's data; when it names a case management scheme, the body is the
 * cases area's (the app composes the two, as in pages/DashboardRoute.tsx): its chunk and its data.
 */
function dashboardData(args: RoutePrefetchArgs): Promise<unknown> {
  return dashboardFrameData(args).then((kind) => {
    if (kind !== 'case-management') return;
    void import('@/features/cases/components/CaseDashboard').catch(() => undefined);
    return caseDashboardData(args);
  });
}

export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: page(() => import('@/features/auth/pages/LoginPage')) },
  {
    path: '/:company',
    name: 'company-login',
    access: 'guest',
    layout: 'public',
    validParams: companyId,
    page: page(() => import('@/features/auth/pages/LoginPage')),
  },
  {
    path: '/forgot-password',
    name: 'forgot-password',
    access: 'guest',
    layout: 'public',
    page: page(() => import('@/features/auth/pages/ForgotPasswordPage')),
  },
  {
    path: '/:company/forgot-password',
    name: 'company-forgot-password',
    access: 'guest',
    layout: 'public',
    validParams: companyId,
    page: page(() => import('@/features/auth/pages/ForgotPasswordPage')),
  },
  {
    path: '/password/reset/:companyId/:token',
    name: 'password-reset',
    access: 'guest',
    layout: 'public',
    page: page(() => import('@/features/auth/pages/ResetPasswordPage')),
  },
  {
    path: '/admin-login/:client/:admin',
    name: 'admin-login',
    access: 'public',
    layout: 'public',
    page: page(() => import('@/features/auth/pages/AdminLoginPage')),
  },
  {
    path: '/crewfollowup/:id',
    name: 'crewfollowup',
    access: 'public',
    layout: 'basic',
    page: page(() => import('@/features/crew-followup/pages/CrewFollowupPage')),
  },
  {
    // Today (issue 24): the page itself sends a user without any of its cards' permissions to /restricted.
    path: '/today',
    name: 'today',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/today/pages/TodayPage')),
    prefetch: fromArea(() => import('@/features/today/todayRouteData'), 'todayData'),
  },
  {
    path: '/dashboard',
    name: 'dashboard',
    access: 'auth',
    layout: 'master',
    permission: P.VIEW_DASHBOARD,
    page: page(() => import('./pages/DashboardRoute')),
    prefetch: dashboardData,
  },
  {
    path: '/nps-dashboard',
    name: 'nps-dashboard',
    access: 'auth',
    layout: 'submenu',
    page: page(() => import('@/features/nps/pages/NpsDashboardPage')),
    prefetch: fromArea(() => import('@/features/nps/npsRouteData'), 'npsDashboardData'),
  },
  {
    path: '/reporting',
    name: 'reporting',
    access: 'auth',
    layout: 'submenu',
    section: 'reporting',
    page: page(() => import('@/features/reporting/pages/ReportingPage')),
    prefetch: fromArea(() => import('@/features/reporting/reportingRouteData'), 'reportingData'),
  },
  {
    path: '/queries',
    name: 'queries',
    access: 'auth',
    layout: 'master',
    section: 'queries',
    page: page(() => import('@/features/queries/pages/QueriesPage')),
    prefetch: fromArea(() => import('@/features/queries/queriesRouteData'), 'queriesData'),
  },
  {
    path: '/critical-focus',
    name: 'critical-focus',
    access: 'auth',
    layout: 'master',
    section: 'critical-focus',
    page: page(() => import('@/features/critical-focus/pages/CriticalFocusPage')),
    prefetch: fromArea(() => import('@/features/critical-focus/criticalFocusRouteData'), 'criticalFocusData'),
  },
  {
    path: '/case-management',
    access: 'auth',
    layout: 'submenu',
    page: page(() => import('@/features/cases/pages/CaseDashboardPage')),
    prefetch: caseDashboardData,
  },
  {
    path: '/case-management/cases',
    name: 'case-management-cases',
    access: 'auth',
    layout: 'submenu',
    section: 'case-list',
    page: page(() => import('@/features/cases/pages/CaseListPage')),
    prefetch: fromArea(cases, 'caseListData'),
  },
  {
    path: '/case-management/case/:id',
    name: 'case-management-case',
    access: 'auth',
    layout: 'submenu',
    section: 'case-detail',
    page: page(() => import('@/features/cases/pages/CaseDetailPage')),
    prefetch: fromArea(cases, 'caseDetailData'),
  },
  {
    path: '/case-management/search',
    access: 'auth',
    layout: 'submenu',
    page: page(() => import('@/features/cases/pages/CaseSearchPage')),
    prefetch: fromArea(cases, 'caseSearchData'),
  },
  {
    path: '/summary-reports',
    name: 'summary-reports',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/summary-reports/pages/SummaryReportsPage')),
    prefetch: fromArea(() => import('@/features/summary-reports/summaryReportsRouteData'), 'summaryReportsData'),
  },
  {
    path: '/help',
    name: 'help',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/help/pages/HelpPage')),
    prefetch: fromArea(() => import('@/features/help/helpRouteData'), 'helpData'),
  },
  {
    path: '/profile',
    name: 'profile',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/profile/pages/ProfilePage')),
    prefetch: fromArea(() => import('@/features/profile/profileRouteData'), 'profileData'),
  },
  {
    path: '/roles',
    name: 'roles',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/admin/pages/RolesPage')),
    prefetch: fromArea(admin, 'rolesData'),
  },
  {
    path: '/roles/:id',
    name: 'edit-role',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/admin/pages/EditRolePage')),
    prefetch: fromArea(admin, 'editRoleData'),
  },
  {
    path: '/users-role',
    name: 'users-role',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/admin/pages/UsersRolePage')),
    prefetch: fromArea(admin, 'usersRoleData'),
  },
  {
    path: '/become-user',
    name: 'become-user',
    access: 'auth',
    layout: 'master',
    page: page(() => import('@/features/admin/pages/BecomeUserPage')),
    prefetch: fromArea(admin, 'becomeUserData'),
  },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: page(() => import('./shell/Restricted')) },
];
