import { configureStore, createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { baseApi, forgetPrefetched } from '@/api/baseApi';
import { forgetUserStorage } from '@/lib/drafts';
import { forgetUserCaches } from '@/lib/userCaches';
import { identitySwitched, signedOut, type Session } from '@/store/events';
import { rootReducer } from '@/store/rootReducer';
import { signedIn } from '@/store/sessionSlice';

export type RootState = ReturnType<typeof rootReducer>;

// The production build does not freeze the store's state. Immer (under every reducer, RTK Query's
// too) walks each API answer for drafts and deep-freezes it the moment it enters the store: on a
// signed-in first load of Today, a third of the reducers' time (34 -> 21 ms, median of three traces,
// unthrottled), inside the tasks that deliver the page's answers (issue 30: blocking time).
// Development and the tests keep the freeze, so code that mutates the state still fails there (as
// does the build's own run of the route data, scripts/boot-requests, which has no import.meta.env).
if (import.meta.env?.PROD) setAutoFreeze(false);

/**
 * Signing out or switching identity drops every area's state (injected areas start again from
 * their initial state); the session slice handles its own.
 */
function appReducer(state: RootState | undefined, action: UnknownAction): RootState {
  const newIdentity = signedIn.match(action) && !!state?.session.session && state.session.session.user.id !== action.payload.user.id;
  if (state && (signedOut.match(action) || identitySwitched.match(action) || newIdentity)) {
    return rootReducer({ session: state.session }, action);
  }
  return rootReducer(state, action);
}

const listeners = createListenerMiddleware();
listeners.startListening({
  matcher: isAnyOf(signedOut, identitySwitched, signedIn),
  effect: (action, api) => {
    const previous = (api.getOriginalState() as RootState).session.session;
    const next: Session | null = signedIn.match(action) || identitySwitched.match(action) ? action.payload : null;
    // A sign-in over a signed-in tab (an impersonation link opened while signed in) is a new
    // identity too; a first sign-in has nothing to drop.
    if (signedIn.match(action) && (!previous || previous.user.id === next?.user.id)) return;
    // RTK Query's own reset also clears its middleware's subscriptions and timers.
    api.dispatch(baseApi.util.resetApiState());
    forgetPrefetched();
    // Cache Storage keeps only the build's own files (nothing of the user in any cache).
    void forgetUserCaches();
    // The overall admin stops acting as a user (Back to Admin, becoming someone else, or any
    // sign-out while acting): nothing of that user (drafts, remembered choices) stays in storage.
    if (previous && isActingAs(previous) && previous.user.id !== next?.user.id) forgetUserStorage(previous.user.id);
  },
});

/** True while a session is the overall admin acting as another user. */
function isActingAs(session: Session): boolean {
  return session.overallAdminId !== null && session.overallAdminId !== session.user.id;
}

/** Builds the store (one per app; one per test). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: appReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
