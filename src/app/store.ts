import { combineReducers, configureStore, createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { identitySwitched, signedOut } from '@/store/events';
import { sessionReducer } from '@/store/sessionSlice';
import { uiReducer } from '@/store/uiSlice';

/** Every area's slice, by key. An area adds its slice here with one line. */
const slices = {
  session: sessionReducer,
  ui: uiReducer,
  [baseApi.reducerPath]: baseApi.reducer,
};

const combined = combineReducers(slices);
export type RootState = ReturnType<typeof combined>;

/** Signing out or switching identity drops every area's state; the session slice handles its own. */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && (signedOut.match(action) || identitySwitched.match(action))) {
    return combined({ session: state.session } as RootState, action);
  }
  return combined(state, action);
}

const listeners = createListenerMiddleware();
listeners.startListening({
  matcher: isAnyOf(signedOut, identitySwitched),
  effect: (_action, api) => {
    // RTK Query's own reset also clears its middleware's subscriptions and timers.
    api.dispatch(baseApi.util.resetApiState());
  },
});

/** Builds the store (one per app; one per test). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
