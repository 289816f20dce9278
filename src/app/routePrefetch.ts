import { baseApi, forgetPrefetched, promoteQuery, runAsPrefetch } from '@/api/baseApi';
import { bootRecording, type BootRecording } from '@/api/bootRequests';
import { can } from '@/lib/permissions';
import { nextTask } from '@/lib/nextTask';
import { preloadableLazy } from '@/lib/preloadableLazy';
import type { RouteSection, Session } from '@/store/events';
import type { AppRoute, AreaReady } from './routeTable';
import type { AppDispatch, AppStore } from '@/store/store';

/** The signed-in frame (side menu, top bar, shell styles): its own chunk, rendered at once once it has arrived. */
export const MasterLayout = preloadableLazy(() => import('./layouts/MasterLayout'));

/** At most this many speculative (hover/focus) queries are waiting or in flight at once. */
export const MAX_SPECULATIVE_QUERIES = 2;

let speculativeInFlight = 0;

const swallow = (value: unknown) => {
  if (value && typeof (value as Promise<unknown>).then === 'function') (value as Promise<unknown>).then(undefined, () => undefined);
};

interface StartedQuery extends Promise<{ isError?: boolean }> {
  queryCacheKey: string;
  refetch: () => unknown;
}

const isStartedQuery = (value: unknown): value is StartedQuery =>
  !!value && typeof (value as StartedQuery).then === 'function' && typeof (value as StartedQuery).queryCacheKey === 'string';

/**
 * A declared query that fails is silent: if no page is showing it yet, its cache entry is dropped
 * (the page's own request starts afresh, and only that one can raise an error); if the page is
 * already waiting on it, the page's visit asks again once, and that answer is the page's to show.
 */
function silenceFailure(store: AppStore, started: StartedQuery): void {
  started.then(
    (result) => {
      const selectors = store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as {
        getSubscriptionCount: (queryCacheKey: string) => number;
      };
      const watched = selectors.getSubscriptionCount(started.queryCacheKey) > 0;
      // The page was already waiting on this answer: it has it, nothing to stand in for later.
      if (watched) forgetPrefetched(started.queryCacheKey);
      if (!result?.isError) return;
      if (watched) started.refetch();
      else store.dispatch(baseApi.internalActions.removeQueryResult({ queryCacheKey: started.queryCacheKey as never }));
    },
    () => undefined,
  );
}

/**
 * A dispatch that runs each action in a task of its own, in the order given, and returns a promise
 * of what the dispatch returned (a query's promise then settles with its answer); `dispatched()`
 * settles once every action given so far has been dispatched. On the tab's first load the declared
 * queries' dispatches (each one RTK Query's pending action through every reducer and middleware, on
 * code not yet compiled) made one task of 90-130 ms at 4x CPU after the first paint (issue 30:
 * blocking time). On a signed-in load the boot script has sent their requests already.
 */
export function oneDispatchPerTask(dispatch: AppDispatch): { dispatch: AppDispatch; dispatched: () => Promise<void> } {
  let previous: Promise<unknown> = Promise.resolve();
  const spread = ((action: Parameters<AppDispatch>[0]) => {
    // Boxed, so the queue waits for the dispatch only, never for a query's answer.
    const sent = previous.then(nextTask).then(() => ({ value: dispatch(action) }));
    previous = sent.then(
      () => undefined,
      () => undefined,
    );
    const result = sent.then((box) => box.value);
    // Nothing here throws (as startRouteData's own catch): a declaration that chains on the result
    // still sees a failure, one that ignores it raises nothing.
    result.catch(() => undefined);
    return result;
  }) as unknown as AppDispatch;
  return { dispatch: spread, dispatched: () => previous.then(() => undefined) };
}

function routeDispatch(store: AppStore, speculative: boolean, record?: BootRecording): AppDispatch {
  return ((action: Parameters<AppDispatch>[0]) => {
    if (!speculative) {
      const result = runAsPrefetch(() => store.dispatch(action), false, record) as unknown;
      if (isStartedQuery(result)) {
        // The user wants this query now: if a hover started it, it stops waiting behind others.
        promoteQuery(result.queryCacheKey);
        silenceFailure(store, result);
      }
      return result;
    }
    if (speculativeInFlight >= MAX_SPECULATIVE_QUERIES) return undefined;
    const result = runAsPrefetch(() => store.dispatch(action), true) as unknown;
    if (isStartedQuery(result)) silenceFailure(store, result);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      speculativeInFlight += 1;
      const settle = () => {
        speculativeInFlight -= 1;
      };
      (result as Promise<unknown>).then(settle, settle);
    }
    return result;
  }) as AppDispatch;
}

interface StartOptions {
  store?: AppStore;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  fromSection?: RouteSection | null;
  /** Hover/focus: the data waits behind the user's requests, and only a bounded number go out. */
  speculative?: boolean;
  /**
   * The tab's first load: each of the declaration's dispatches runs in a task of its own, in order
   * (see oneDispatchPerTask).
   */
  spread?: boolean;
  /**
   * The address navigated to (pathname + search): a real navigation records the GETs its data
   * sends under it, for the boot script of the next load of that address (api/bootScript.ts).
   */
  address?: string;
}

/**
 * True when a matched route's data may be started for this state: a signed-in route needs a session,
 * a route's own permission the user's, and its parameters must make sense (the guard would send the
 * user elsewhere otherwise, and then its code and data are not wanted).
 */
export function routeDataAllowed(route: AppRoute, session: Session | null | undefined, params: Readonly<Record<string, string | undefined>>): boolean {
  if (route.access === 'auth' && !session) return false;
  if (route.permission && !can(session, route.permission)) return false;
  return !route.validParams || route.validParams(params);
}

/**
 * Starts a matched route's declared data (when the visitor may see the page). The build runs this
 * same function against a store of its own to learn each route's first requests for the boot script
 * (scripts/boot-requests). Nothing here throws. Settles once the declaration's first dispatches
 * have been made (at once, unless `spread`).
 */
export function startRouteData(
  route: AppRoute,
  { store, params, search, fromSection = null, speculative = false, spread = false, address }: StartOptions & { store: AppStore },
): Promise<void> {
  const session = store.getState().session.session;
  if (!route.prefetch || !routeDataAllowed(route, session, params)) return Promise.resolve();
  const user = session?.user.id;
  const record = !speculative && address !== undefined && user !== undefined ? bootRecording(address, user) : undefined;
  const direct = routeDispatch(store, speculative, record);
  const queued = spread && !speculative ? oneDispatchPerTask(direct) : null;
  const declare = route.prefetch;
  const run = () => {
    try {
      swallow(declare({ dispatch: queued?.dispatch ?? direct, getState: store.getState, params, search, fromSection }));
    } catch {
      // A data declaration never breaks navigation: the page asks again on its own.
    }
  };
  if (!queued) {
    run();
    return Promise.resolve();
  }
  // Spread (the tab's first load, whose first render waits for this): the declaration runs once its
  // area's module has arrived, and this settles once all it asked for has been dispatched. Before,
  // a declaration whose module was still on its way had dispatched nothing when `dispatched()` was
  // asked, so the first render began at once and its slices interleaved with the dispatches; each
  // changed what the page's hooks read mid-render, and React then rendered the whole first screen
  // again, synchronously (issue 30: a task of 13-20 ms unthrottled on Today, 50-80 ms at 4x CPU).
  const ready = (declare as Partial<AreaReady>).ready;
  const ran = ready ? ready().then(run, run) : Promise.resolve(run());
  return ran.then(() => queued.dispatched());
}

/**
 * Starts, together, what a matched route needs: the layout chunk, the page chunk and (when the
 * visitor may see the page) the route's declared data. Nothing here throws or reports a failure:
 * the page shows its own loading and error states on its own requests. Returns a promise that
 * settles (never rejects) once the layout and page chunks have arrived or failed and, with `spread`,
 * the declaration's queries have been dispatched: the page, which the first load renders once this
 * settles, then finds them in flight instead of asking first (and the declaration asking again).
 */
export function startRoute(route: AppRoute, options: StartOptions): Promise<void> {
  const { store, params } = options;
  if (!routeDataAllowed(route, store?.getState().session.session, params)) return Promise.resolve();
  const code: Promise<unknown>[] = [];
  if (route.layout === 'master' || route.layout === 'submenu') code.push(MasterLayout.preload());
  if (route.page.preload) code.push(route.page.preload());
  for (const started of code) swallow(started);
  if (store) code.push(startRouteData(route, { ...options, store }));
  return Promise.allSettled(code).then(() => undefined);
}
