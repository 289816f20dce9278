import { loginWithReturn, safeReturnPath } from '@/lib/returnPath';
import type { RouteAccess, RouteSection } from './routeTable';

export { RETURN_PARAM, safeReturnPath } from '@/lib/returnPath';

/** What the guard needs to know about the route being entered (null: no route matches). */
export interface GuardRoute {
  path: string;
  access: RouteAccess;
  /** The permission the page itself needs (beyond the menu hiding it), if any. */
  permission?: string;
}

export interface GuardInput {
  route: GuardRoute | null;
  signedIn: boolean;
  /** The signed-in user holds at least one stored permission. */
  hasPermissions: boolean;
  /** The signed-in user holds the route's `permission` (true when it needs none). */
  permitted?: boolean;
  /** The signed-in user's first permitted page in menu order (`homePathFor`); null: none. */
  homePath?: string | null;
  /** Where an anonymous user logs in (the company's login page once the company is known); '/' by default. */
  loginPath?: string;
  /** The address being opened (path + search): an anonymous user returns to it after sign-in. */
  returnTo?: string;
  /** The `next` parameter of a guest page: where a user who is (now) signed in goes. */
  next?: string | null;
}

export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/';
export const RESTRICTED_PATH = '/restricted';

export type GuardDecision = { action: 'render' } | { action: 'not-found' } | { action: 'redirect'; to: string };

/**
 * The route guard of document 000 §2, as a pure decision: unknown paths show the 404 page, public
 * routes pass, guest-only routes send a signed-in user to their first permitted page (the
 * dashboard for most), login-required routes send an anonymous user to login, a signed-in user
 * without permissions goes to /restricted, and a page the user may not open (the dashboard without
 * 'view - dashboard', 000 §6) sends them to their first permitted page, never to an error block.
 */
export function decideRoute({
  route,
  signedIn,
  hasPermissions,
  permitted = true,
  homePath,
  loginPath = LOGIN_PATH,
  returnTo,
  next,
}: GuardInput): GuardDecision {
  if (!route) return { action: 'not-found' };
  if (route.access === 'public') return { action: 'render' };
  const home = homePath === undefined ? DASHBOARD_PATH : (homePath ?? RESTRICTED_PATH);
  if (route.access === 'guest') return signedIn ? { action: 'redirect', to: safeReturnPath(next) ?? home } : { action: 'render' };
  if (!signedIn) return { action: 'redirect', to: loginWithReturn(loginPath, returnTo) };
  if (!hasPermissions && route.path !== RESTRICTED_PATH) return { action: 'redirect', to: RESTRICTED_PATH };
  if (route.permission && !permitted) return { action: 'redirect', to: home !== route.path ? home : RESTRICTED_PATH };
  return { action: 'render' };
}

export interface SectionTransition {
  left: RouteSection | null;
  entered: { section: RouteSection; fromSection: RouteSection | null } | null;
}

/**
 * The section events of one navigation: leaving the previous route's section and entering the next
 * one's, only when they differ (the areas reset themselves on `entered`; the case list keeps its
 * state when `fromSection` is 'case-detail').
 */
export function sectionTransition(from: RouteSection | null, to: RouteSection | null): SectionTransition {
  if (from === to) return { left: null, entered: null };
  return { left: from, entered: to ? { section: to, fromSection: from } : null };
}
