import { configureStore, createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, forgetPrefetched } from '@/api/baseApi';
import { identitySwitched, signedOut } from '@/store/events';
import { rootReducer } from '@/store/rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Signing out or switching identity drops every area's state (injected areas start again from
 * their initial state); the session slice handles its own.
 */
function appReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && (signedOut.match(action) || identitySwitched.match(action))) {
    return rootReducer({ session: state.session } as RootState, action);
  }
  return rootReducer(state, action);
}

const listeners = createListenerMiddleware();
listeners.startListening({
  matcher: isAnyOf(signedOut, identitySwitched),
  effect: (_action, api) => {
    // RTK Query's own reset also clears its middleware's subscriptions and timers.
    api.dispatch(baseApi.util.resetApiState());
    forgetPrefetched();
  },
});

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
