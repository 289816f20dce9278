import { loginWithReturn, safeReturnPath } from '@/lib/returnPath';
import type { RouteAccess, RouteSection } from './routeTable';

export { RETURN_PARAM, safeReturnPath } from '@/lib/returnPath';

/** What the guard needs to know about the route being entered (null: no route matches). */
export interface GuardRoute {
  path: string;
  access: RouteAccess;
}

export interface GuardInput {
  route: GuardRoute | null;
  signedIn: boolean;
  /** The signed-in user holds at least one stored permission. */
  hasPermissions: boolean;
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
 * routes pass, guest-only routes send a signed-in user to the dashboard, login-required routes send
 * an anonymous user to login, and a signed-in user without permissions goes to /restricted.
 */
export function decideRoute({ route, signedIn, hasPermissions, loginPath = LOGIN_PATH, returnTo, next }: GuardInput): GuardDecision {
  if (!route) return { action: 'not-found' };
  if (route.access === 'public') return { action: 'render' };
  if (route.access === 'guest') return signedIn ? { action: 'redirect', to: safeReturnPath(next) ?? DASHBOARD_PATH } : { action: 'render' };
  if (!signedIn) return { action: 'redirect', to: loginWithReturn(loginPath, returnTo) };
  if (!hasPermissions && route.path !== RESTRICTED_PATH) return { action: 'redirect', to: RESTRICTED_PATH };
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
