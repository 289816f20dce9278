import { describe, expect, it } from 'vitest';
import { decideRoute, sectionTransition, type GuardInput } from '@/app/guard';
import type { RouteSection } from '@/store/events';

const guest = { path: '/', access: 'guest' } as const;
const pub = { path: '/admin-login/:client/:admin', access: 'public' } as const;
const auth = { path: '/dashboard', access: 'auth' } as const;
const restricted = { path: '/restricted', access: 'auth' } as const;

const anonymous = { signedIn: false, hasPermissions: false };
const member = { signedIn: true, hasPermissions: true };
const noPermissions = { signedIn: true, hasPermissions: false };

describe('decideRoute', () => {
  const table: Array<[string, GuardInput, ReturnType<typeof decideRoute>]> = [
    ['unknown path, anonymous', { route: null, ...anonymous }, { action: 'not-found' }],
    ['unknown path, signed in', { route: null, ...member }, { action: 'not-found' }],
    ['public route, anonymous', { route: pub, ...anonymous }, { action: 'render' }],
    ['public route, signed in', { route: pub, ...member }, { action: 'render' }],
    ['public route, no permissions', { route: pub, ...noPermissions }, { action: 'render' }],
    ['guest route, anonymous', { route: guest, ...anonymous }, { action: 'render' }],
    ['guest route, signed in', { route: guest, ...member }, { action: 'redirect', to: '/dashboard' }],
    ['guest route, signed in without permissions', { route: guest, ...noPermissions }, { action: 'redirect', to: '/dashboard' }],
    ['login-required route, anonymous', { route: auth, ...anonymous }, { action: 'redirect', to: '/' }],
    ['login-required route, signed out of a known company', { route: auth, ...anonymous, loginPath: '/913' }, { action: 'redirect', to: '/913' }],
    ['login-required route, signed in', { route: auth, ...member }, { action: 'render' }],
    ['login-required route, no permissions', { route: auth, ...noPermissions }, { action: 'redirect', to: '/restricted' }],
    ['restricted page, no permissions', { route: restricted, ...noPermissions }, { action: 'render' }],
    ['restricted page, anonymous', { route: restricted, ...anonymous }, { action: 'redirect', to: '/' }],
    ['restricted page, signed in with permissions', { route: restricted, ...member }, { action: 'render' }],
  ];
  it.each(table)('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});

describe('decideRoute: a page that needs a permission (000 §6: view - dashboard on /dashboard)', () => {
  const dashboard = { path: '/dashboard', access: 'auth', permission: 'view - dashboard' } as const;
  const table: Array<[string, GuardInput, ReturnType<typeof decideRoute>]> = [
    ['held: the page', { route: dashboard, ...member, permitted: true, homePath: '/dashboard' }, { action: 'render' }],
    [
      'not held: the first permitted page, never a 403 block',
      { route: dashboard, ...member, permitted: false, homePath: '/nps-dashboard' },
      { action: 'redirect', to: '/nps-dashboard' },
    ],
    [
      'not held and no page permitted: /restricted',
      { route: dashboard, ...member, permitted: false, homePath: null },
      { action: 'redirect', to: '/restricted' },
    ],
    ['not held, anonymous: login first', { route: dashboard, ...anonymous, permitted: false, homePath: null }, { action: 'redirect', to: '/' }],
    ['no permissions at all: /restricted', { route: dashboard, ...noPermissions, permitted: false, homePath: null }, { action: 'redirect', to: '/restricted' }],
    ['a route without a permission ignores `permitted`', { route: auth, ...member, permitted: false, homePath: '/help' }, { action: 'render' }],
    ['guest route, signed in: the first permitted page', { route: guest, ...member, homePath: '/queries' }, { action: 'redirect', to: '/queries' }],
    ['guest route, signed in, no page permitted: /restricted', { route: guest, ...member, homePath: null }, { action: 'redirect', to: '/restricted' }],
    [
      'guest route, signed in with a return address: the address',
      { route: guest, ...member, homePath: '/queries', next: '/case-management/case/5' },
      { action: 'redirect', to: '/case-management/case/5' },
    ],
  ];
  it.each(table)('%s', (_name, input, expected) => {
    expect(decideRoute(input)).toEqual(expected);
  });
});

describe('sectionTransition', () => {
  const table: Array<[RouteSection | null, RouteSection | null, ReturnType<typeof sectionTransition>]> = [
    [null, null, { left: null, entered: null }],
    [null, 'case-list', { left: null, entered: { section: 'case-list', fromSection: null } }],
    ['case-detail', 'case-list', { left: 'case-detail', entered: { section: 'case-list', fromSection: 'case-detail' } }],
    ['case-list', 'case-detail', { left: 'case-list', entered: { section: 'case-detail', fromSection: 'case-list' } }],
    ['case-list', 'case-list', { left: null, entered: null }],
    ['reporting', null, { left: 'reporting', entered: null }],
    ['queries', 'critical-focus', { left: 'queries', entered: { section: 'critical-focus', fromSection: 'queries' } }],
  ];
  it.each(table)('%s → %s', (from, to, expected) => {
    expect(sectionTransition(from, to)).toEqual(expected);
  });
});
