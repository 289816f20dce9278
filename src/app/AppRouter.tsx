import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  useLocation,
  useMatches,
  useNavigationType,
  type RouteObject,
} from 'react-router';
import { ToastHost } from '@/components/ToastHost';
import { loginPathFor } from '@/lib/companies';
import { can } from '@/lib/permissions';
import { useTodayStartPage } from '@/lib/startPage';
import { sectionEntered, sectionLeft, type RouteSection } from '@/store/events';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/typedHooks';
import { selectAuthError, selectSession } from '@/store/sessionSlice';
import { routeChangeStarted, sideMenuToggled } from '@/store/uiSlice';
import { decideRoute, RESTRICTED_PATH, RETURN_PARAM, sectionTransition, type GuardDecision } from './guard';
import { BasicLayout } from './layouts/BasicLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RootErrorPage } from './shell/RootErrorPage';
import { homePathFor, startPathFor } from './shell/menu';
import { NotFound } from './shell/NotFound';
import { appRoutes } from './routes';
import type { AppRoute } from './routeTable';
import { RouteTableContext } from './routeTableContext';
import { PageFallback } from './shell/PageFallback';
import { MasterLayout, startRoute } from './routePrefetch';
import type { AppStore } from '@/store/store';
import { setIntentPrefetcher } from '@/components/intentPrefetch';

// The signed-in frame is its own chunk (routePrefetch.ts): the login page never loads it.

/** The longest the first render waits for the route's chunks before showing the loading state. */
export const FIRST_LOAD_CODE_WAIT_MS = 3000;

interface RouteHandle {
  route: AppRoute;
}

/** The table entry of the deepest matched route, if any. */
export function useCurrentRoute(): { route: AppRoute | null; params: Record<string, string | undefined> } {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  const handle = last?.handle as RouteHandle | undefined;
  return { route: handle?.route ?? null, params: last?.params ?? {} };
}

/** The page, remounted for every path (a fresh page reports ready again). */
function RoutePage({ route }: { route: AppRoute }) {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<PageFallback />}>
      <route.page key={pathname} />
    </Suspense>
  );
}

/**
 * Runs the route guard on every navigation: clears the page error and the side menu, applies the
 * access rule, and tells the areas when a section is entered or left.
 */
function RouteFrame() {
  const { route, params } = useCurrentRoute();
  const session = useAppSelector(selectSession);
  const authError = useAppSelector(selectAuthError);
  const location = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const lastPath = useRef<string | null>(null);
  const lastSection = useRef<RouteSection | null>(null);

  // The company of the session that ended in this tab: a signed-out user goes to its login page.
  const [lastCompany, setLastCompany] = useState<number | null>(null);
  if (session && session.user.company_id !== lastCompany) setLastCompany(session.user.company_id);

  // Become User / Back to Admin (a new identity while signed in): the previous identity's page
  // unmounts in the very render that sees the new session, so nothing of it asks the server again
  // (or shows) as the new identity; the new identity opens on its first page (000 §4).
  const identity = session?.user.id ?? null;
  const [seenIdentity, setSeenIdentity] = useState({ identity, switching: false });
  let switching = seenIdentity.switching;
  if (seenIdentity.identity !== identity) {
    switching = seenIdentity.identity !== null && identity !== null;
    setSeenIdentity({ identity, switching });
  }
  // The user's start page: Today when they chose it (issue 24 item 3), else the first page of the menu.
  const startToday = useTodayStartPage(session?.user.id);
  const homePath = session ? (startToday ? startPathFor(session) : homePathFor(session)) : undefined;
  const switchTarget = homePath ?? RESTRICTED_PATH;
  if (switching && location.pathname === switchTarget) {
    switching = false;
    setSeenIdentity({ identity, switching });
  }

  const known = route && (!route.validParams || route.validParams(params)) ? route : null;
  const guardDecision = decideRoute({
    route: known,
    signedIn: !!session,
    hasPermissions: (session?.permissions.length ?? 0) > 0,
    permitted: !known?.permission || can(session, known.permission),
    homePath,
    loginPath: loginPathFor(session?.user.company_id ?? lastCompany),
    // A deep link opened while signed out comes back after sign-in, and so does the page of an
    // inactivity logout; an explicit Log Out (here or in another tab) returns nowhere.
    returnTo: lastCompany === null || authError ? `${location.pathname}${location.search}` : undefined,
    next: new URLSearchParams(location.search).get(RETURN_PARAM),
  });
  const decision: GuardDecision = switching ? { action: 'redirect', to: switchTarget } : guardDecision;

  useLayoutEffect(() => {
    if (decision.action === 'redirect') return;
    // Layout effect: runs before the page's own effects, so a page that is ready at once stays ready.
    const pathChanged = lastPath.current !== location.pathname;
    if (pathChanged || store.getState().ui.pageError) dispatch(routeChangeStarted());
    // A page that completes or corrects its own address (a replace on the same path, such as the
    // dashboard's scheme and wave once it has loaded) is not the user navigating: the menu they
    // opened meanwhile stays open. A menu link to the address already shown closes it itself.
    else if (navigationType !== 'REPLACE') dispatch(sideMenuToggled(false));
    lastPath.current = location.pathname;
    const next = decision.action === 'render' ? (known?.section ?? null) : null;
    const { left, entered } = sectionTransition(lastSection.current, next);
    lastSection.current = next;
    if (left) dispatch(sectionLeft({ section: left }));
    if (entered) dispatch(sectionEntered(entered));
    // Only a navigation (location.key) runs the guard's effects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, decision.action]);

  let content: ReactNode;
  if (decision.action === 'redirect') content = <Navigate to={decision.to} replace />;
  else if (decision.action === 'not-found') content = <NotFound />;
  else content = <Outlet />;
  return (
    <>
      {content}
      <ToastHost />
    </>
  );
}

function SignedInFrame() {
  return (
    <Suspense fallback={<PageFallback fullPage />}>
      <MasterLayout />
    </Suspense>
  );
}

function framed(route: AppRoute): ReactNode {
  if (route.layout === 'public') {
    return (
      <PublicLayout>
        <RoutePage route={route} />
      </PublicLayout>
    );
  }
  if (route.layout === 'basic') {
    return (
      <BasicLayout>
        <RoutePage route={route} />
      </BasicLayout>
    );
  }
  return <RoutePage route={route} />;
}

/**
 * Route objects for react-router from the route table. Each route's loader starts, the moment the
 * route matches and before anything renders, its layout chunk, its page chunk and (with the store)
 * its declared data, all together (house rule 11). The loader returns at once: it never holds the
 * navigation, the page shows its own loading state.
 */
export function buildRouteObjects(routes: AppRoute[] = appRoutes, store?: AppStore): RouteObject[] {
  const signedIn = routes.filter((route) => route.layout === 'master' || route.layout === 'submenu');
  const standalone = routes.filter((route) => !signedIn.includes(route));
  // The section of the route matched last: a declaration may depend on where the user comes from.
  let matchedSection: RouteSection | null = null;
  // The first load of the tab: the router shows its fallback until the loaders settle.
  let firstLoad = true;
  const toObject = (route: AppRoute): RouteObject => ({
    path: route.path,
    handle: { route } satisfies RouteHandle,
    element: framed(route),
    // A change of the search parameters only (filters, tabs, sort, typing in a field whose text
    // lives in the address) runs no loader: the page is mounted and asks for its data itself, and
    // without a loader the navigation completes synchronously, so controlled inputs never lag.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
    loader: ({ params, request }) => {
      const fromSection = matchedSection;
      matchedSection = route.section ?? null;
      const url = new URL(request.url);
      const start = (spread = false) =>
        startRoute(route, { store, params, search: url.searchParams, fromSection, spread, address: `${url.pathname}${url.search}` });
      if (!firstLoad) {
        void start();
        return null;
      }
      // On the tab's first load only, the first render waits for the layout and page chunks
      // (never for data; at most FIRST_LOAD_CODE_WAIT_MS): the frame and the page's skeleton then
      // paint together, instead of a spinner, then the frame, then the page behind React's Suspense
      // reveal throttle. Later navigations never wait: the page shows its own loading state.
      // The route starts in a task of its own: the router's creation, which ranks every route and
      // matches the address, already makes one long task on a phone, and the start (the chunks'
      // preload links and styles, the route's data) made it longer by a third (issue 30: blocking
      // time). On a signed-in load the boot script has asked for those chunks and requests already.
      // For the same reason the route's declared queries are dispatched one per task (`spread`).
      firstLoad = false;
      const code = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => start(true));
      return Promise.race([code, new Promise<void>((resolve) => setTimeout(resolve, FIRST_LOAD_CODE_WAIT_MS))]).then(() => null);
    },
  });
  return [
    {
      element: (
        <RouteTableContext.Provider value={routes}>
          <RouteFrame />
        </RouteTableContext.Provider>
      ),
      errorElement: <RootErrorPage />,
      hydrateFallbackElement: <PageFallback fullPage />,
      children: [...standalone.map(toObject), { element: <SignedInFrame />, children: signedIn.map(toObject) }, { path: '*', element: null }],
    },
  ];
}

/**
 * The browser router over the route table; links' hover/focus prefetch goes through it too. What
 * react-router's `createBrowserRouter` does, in two steps: `initialize()` (matching the address,
 * running the first loaders) is the caller's, so the app's start can run it in a task of its own
 * (issue 30: the two made one task of 70-180 ms at 4x CPU after the first paint). react-router
 * exports the parts `createBrowserRouter` is made of under `UNSAFE_` names; the e2e suites load
 * every page through them. `routes`: the route objects, when the caller has built them already (the
 * app's start does, in a task before this one).
 */
export function createAppRouter(store?: AppStore, routes: RouteObject[] = buildRouteObjects(appRoutes, store)) {
  if (store) setIntentPrefetcher((path) => void import('./hoverPrefetch').then((hover) => hover.prefetchPath(routes, store, path)).catch(() => undefined));
  return createRouter({ history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties });
}
