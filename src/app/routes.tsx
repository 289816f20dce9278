import { P } from '@/lib/permissions';
import { fromArea, lazyPage as page, type AppRoute, type RoutePrefetchArgs } from './routeTable';

const cases = () => import('@/features/cases/casesRoutes');
const support = () => import('./pages/supportRoutes');
const companyId = (params: Readonly<Record<string, string | undefined>>) => /^\d{1,9}$/.test(params.company ?? '');

/**
 * The route table (history mode, document 000 §2). An area adds its page with one line, and the
 * page's first data with `prefetch: fromArea(() => import('@/features/<area>/<area>Routes'), 'name')`:
 * the router starts layout chunk, page chunk and data together when the route matches (issue 9).
 */
/** The Queries page's first data: the open queries (tab counts) when the user may see them. */
function prefetchQueries({ dispatch, getState }: RoutePrefetchArgs) {
  const permissions = getState().session.session?.permissions ?? [];
  if (!permissions.includes(P.QUERIES_VIEW_OPEN_QUERIES)) return;
  void import('@/features/queries/queriesApi').then(({ queriesApi }) => dispatch(queriesApi.endpoints.getOpenQueries.initiate(undefined, { subscribe: false })));
}

export const appRoutes: AppRoute[] = [
  { path: '/', name: 'login', access: 'guest', layout: 'public', page: page(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/:company', name: 'company-login', access: 'guest', layout: 'public', validParams: companyId, page: page(() => import('@/features/auth/pages/LoginPage')) },
  { path: '/forgot-password', name: 'forgot-password', access: 'guest', layout: 'public', page: page(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/:company/forgot-password', name: 'company-forgot-password', access: 'guest', layout: 'public', validParams: companyId, page: page(() => import('@/features/auth/pages/ForgotPasswordPage')) },
  { path: '/password/reset/:companyId/:token', name: 'password-reset', access: 'guest', layout: 'public', page: page(() => import('@/features/auth/pages/ResetPasswordPage')) },
  { path: '/admin-login/:client/:admin', name: 'admin-login', access: 'public', layout: 'public', page: page(() => import('@/features/auth/pages/AdminLoginPage')) },
  { path: '/crewfollowup/:id', name: 'crewfollowup', access: 'public', layout: 'basic', page: page(() => import('@/features/crew-followup/pages/CrewFollowUpPage')) },
  { path: '/dashboard', name: 'dashboard', access: 'auth', layout: 'master', permission: P.VIEW_DASHBOARD, page: page(() => import('./pages/DashboardRoute')), prefetch: fromArea(() => import('./pages/dashboardRoutes'), 'dashboardData') },
  {
    path: '/nps-dashboard',
    name: 'nps-dashboard',
    access: 'auth',
    layout: 'submenu',
    page: page(() => import('@/features/nps/pages/NpsDashboardPage')),
    // The endpoint module is tiny and loads beside the page chunk (kept out of the entry).
    prefetch: ({ dispatch }) => import('@/features/nps/npsApi').then(({ npsApi }) => dispatch(npsApi.endpoints.getNpsDashboard.initiate(undefined, { subscribe: false }))),
  },
  { path: '/reporting', name: 'reporting', access: 'auth', layout: 'submenu', section: 'reporting', page: page(() => import('@/features/reporting/pages/ReportingPage')), prefetch: fromArea(() => import('@/features/reporting/reportingPrefetch'), 'prefetchReporting') },
  { path: '/queries', name: 'queries', access: 'auth', layout: 'master', section: 'queries', page: page(() => import('@/features/queries/pages/QueriesPage')), prefetch: prefetchQueries },
  { path: '/critical-focus', name: 'critical-focus', access: 'auth', layout: 'master', section: 'critical-focus', page: page(() => import('@/features/critical-focus/pages/CriticalFocusPage')), prefetch: fromArea(() => import('@/features/critical-focus/prefetch'), 'prefetchCriticalFocus') },
  { path: '/case-management', access: 'auth', layout: 'submenu', page: page(() => import('@/features/cases/pages/CaseDashboardPage')), prefetch: fromArea(cases, 'caseDashboardData') },
  { path: '/case-management/cases', name: 'case-management-cases', access: 'auth', layout: 'submenu', section: 'case-list', page: page(() => import('@/features/cases/pages/CaseListPage')), prefetch: fromArea(cases, 'caseListData') },
  { path: '/case-management/case/:id', name: 'case-management-case', access: 'auth', layout: 'submenu', section: 'case-detail', page: page(() => import('@/features/cases/pages/CaseDetailPage')), prefetch: fromArea(cases, 'caseDetailData') },
  { path: '/case-management/search', access: 'auth', layout: 'submenu', page: page(() => import('@/features/cases/pages/CaseSearchPage')), prefetch: fromArea(cases, 'caseSearchData') },
  { path: '/summary-reports', name: 'summary-reports', access: 'auth', layout: 'master', page: page(() => import('@/features/summary-reports/pages/SummaryReportsPage')), prefetch: fromArea(support, 'summaryReportsData') },
  { path: '/help', name: 'help', access: 'auth', layout: 'master', page: page(() => import('@/features/help/pages/HelpPage')), prefetch: fromArea(support, 'helpData') },
  { path: '/profile', name: 'profile', access: 'auth', layout: 'master', page: page(() => import('@/features/profile/pages/ProfilePage')), prefetch: fromArea(support, 'profileData') },
  { path: '/roles', name: 'roles', access: 'auth', layout: 'master', page: page(() => import('@/features/admin/pages/RolesPage')), prefetch: fromArea(support, 'rolesData') },
  { path: '/roles/:id', name: 'edit-role', access: 'auth', layout: 'master', page: page(() => import('@/features/admin/pages/EditRolePage')), prefetch: fromArea(support, 'editRoleData') },
  { path: '/users-role', name: 'users-role', access: 'auth', layout: 'master', page: page(() => import('@/features/admin/pages/UsersRolePage')), prefetch: fromArea(support, 'usersRoleData') },
  { path: '/become-user', name: 'become-user', access: 'auth', layout: 'master', page: page(() => import('@/features/admin/pages/BecomeUserPage')), prefetch: fromArea(() => import('@/features/admin/adminRoutes'), 'becomeUserData') },
  { path: '/restricted', name: 'restricted', access: 'auth', layout: 'master', page: page(() => import('./shell/Restricted')) },
];
