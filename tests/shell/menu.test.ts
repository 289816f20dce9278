// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homePathFor, isMenuGroup, menuFor } from '@/app/shell/menu';
import { subMenuFor } from '@/app/shell/subMenu';
import { pageWindow } from '@/components/Pager';
import { filterUsers } from '@/features/admin/userSearch';
import { ALL_PERMISSIONS, OVERALL_ADMIN_ROLE, P } from '@/lib/permissions';

const labels = (entries: ReturnType<typeof menuFor>) =>
  entries.map((entry) => ('items' in entry ? `${entry.label}[${entry.items.map((item) => item.label).join(',')}]` : entry.label));

/** The menu of a user holding every permission (the overall admin adds Admin Functions). */
const FULL_MENU = [
  'Today',
  'Dashboard',
  'NPS Dashboard',
  'Reporting',
  'Queries',
  'Critical Focus',
  'Case Management[Dashboard,Cases,Search Customers]',
  'Summary Reports',
  'Help',
  'Your Profile',
];

describe('menuFor', () => {
  it('shows every entry for every permission; Admin Functions only to the overall admin', () => {
    expect(labels(menuFor({ permissions: [...ALL_PERMISSIONS], roles: [OVERALL_ADMIN_ROLE] }))).toEqual([
      ...FULL_MENU,
      'Admin Functions[Add/Edit Roles,Edit Users Role,Become User]',
    ]);
    expect(labels(menuFor({ permissions: [...ALL_PERMISSIONS], roles: ['Regional Manager'] }))).toEqual(FULL_MENU);
  });

  it.each([
    { permissions: [P.VIEW_CRITICAL_FOCUS], menu: ['Today', 'Critical Focus'] },
    { permissions: [P.VIEW_HELP, P.HELP_VIEW_HELP], menu: ['Help'] },
    // 'help - view help' gates the Help page: without it the entry is hidden.
    { permissions: [P.VIEW_HELP], menu: [] },
    { permissions: [P.VIEW_PROFILE, P.VIEW_SUMMARY_REPORTS], menu: ['Summary Reports', 'Your Profile'] },
    { permissions: [P.VIEW_CASE_MANAGEMENT], menu: ['Today', 'Case Management[Dashboard]'] },
    { permissions: [P.VIEW_DASHBOARD], menu: ['Today', 'Dashboard'] },
  ])('shows each entry only with its permission: $permissions gives $menu', ({ permissions, menu }) => {
    expect(labels(menuFor({ permissions, roles: [] }))).toEqual(menu);
  });

  it('is empty without permissions or without a user', () => {
    expect(menuFor({ permissions: [], roles: [] })).toEqual([]);
    expect(menuFor(null)).toEqual([]);
  });

  it('gives the case pages their sub-menu', () => {
    const user = { permissions: [P.VIEW_CASE_MANAGEMENT, P.CASE_MANAGEMENT_VIEW_CASES], roles: [] };
    expect(subMenuFor(user, '/case-management/case/12').map((link) => link.to)).toEqual([
      '/case-management',
      '/case-management/cases',
      '/case-management/search',
    ]);
    expect(subMenuFor(user, '/dashboard')).toEqual([]);
    expect(subMenuFor(user, '/case-managementx')).toEqual([]);
  });

  it('gives the NPS dashboard and reporting the analysis sub-menu, each link with its permission', () => {
    const all = { permissions: [...ALL_PERMISSIONS], roles: [] };
    expect(subMenuFor(all, '/nps-dashboard').map((link) => link.label)).toEqual(['Dashboard', 'NPS Dashboard', 'Reporting']);
    expect(subMenuFor(all, '/reporting').map((link) => link.to)).toEqual(['/dashboard', '/nps-dashboard', '/reporting']);
    expect(subMenuFor({ permissions: [P.VIEW_NPS_DASHBOARD], roles: [] }, '/nps-dashboard').map((link) => link.to)).toEqual(['/nps-dashboard']);
    expect(subMenuFor({ permissions: [P.VIEW_REPORTING], roles: [] }, '/nps-dashboard').map((link) => link.label)).toEqual(['Reporting']);
  });
});

describe('become user list helpers', () => {
  const users = [
    { id: 1, name: 'Alex Admin', email: 'admin@example.com', roles: [OVERALL_ADMIN_ROLE], company_id: 913 },
    { id: 23, name: 'Jordan Lee', email: 'jordan.lee23@example.com', roles: ['Site Manager'], company_id: 913 },
    { id: 4, name: 'Noel Nopermissions', email: 'norole@example.com', roles: [], company_id: 913 },
  ];
  it('searches id, name, e-mail and roles, ignoring case', () => {
    expect(filterUsers(users, 'SITE').map((user) => user.id)).toEqual([23]);
    expect(filterUsers(users, 'jordan').map((user) => user.id)).toEqual([23]);
    expect(filterUsers(users, 'NOROLE@').map((user) => user.id)).toEqual([4]);
    expect(filterUsers(users, '23').map((user) => user.id)).toEqual([23]);
    expect(filterUsers(users, '  ').length).toBe(3);
    expect(filterUsers(users, 'nobody')).toEqual([]);
  });
  it('shows up to five page links around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('homePathFor (where sign-in, the dashboard link and a refused page lead)', () => {
  it('is the first page of the menu, in menu order', () => {
    expect(homePathFor({ permissions: [...ALL_PERMISSIONS], roles: [] })).toBe('/dashboard');
    const withoutDashboard = ALL_PERMISSIONS.filter((permission) => permission !== P.VIEW_DASHBOARD);
    expect(homePathFor({ permissions: withoutDashboard, roles: [] })).toBe('/nps-dashboard');
    expect(homePathFor({ permissions: [P.VIEW_PROFILE, P.VIEW_QUERIES], roles: [] })).toBe('/queries');
    expect(homePathFor({ permissions: [P.VIEW_CASE_MANAGEMENT, P.CASE_MANAGEMENT_VIEW_CASES], roles: [] })).toBe('/case-management');
    expect(homePathFor({ permissions: [P.VIEW_PROFILE], roles: [] })).toBe('/profile');
    expect(homePathFor({ permissions: [P.VIEW_JOB_REPORT], roles: [OVERALL_ADMIN_ROLE] })).toBe('/roles');
  });

  it('is null when no page is permitted', () => {
    expect(homePathFor({ permissions: [], roles: [] })).toBeNull();
    expect(homePathFor({ permissions: [P.VIEW_JOB_REPORT, P.CASE_MANAGEMENT_CREATE_CASE], roles: [] })).toBeNull();
    expect(homePathFor(null)).toBeNull();
  });

  it('always agrees with the first entry the menu shows after Today (Today leads only by choice)', () => {
    const pages = [
      P.VIEW_DASHBOARD,
      P.VIEW_NPS_DASHBOARD,
      P.VIEW_REPORTING,
      P.VIEW_QUERIES,
      P.VIEW_CRITICAL_FOCUS,
      P.VIEW_CASE_MANAGEMENT,
      P.VIEW_SUMMARY_REPORTS,
      P.VIEW_HELP,
      P.VIEW_PROFILE,
    ];
    for (let mask = 0; mask < 1 << pages.length; mask += 37) {
      const permissions = pages.filter((_page, index) => mask & (1 << index));
      const first = menuFor({ permissions, roles: [] }).filter((entry) => isMenuGroup(entry) || entry.to !== '/today')[0];
      const expected = first ? (isMenuGroup(first) ? first.items[0]?.to : first.to) : undefined;
      expect(homePathFor({ permissions, roles: [] })).toBe(expected ?? null);
    }
  });
});
