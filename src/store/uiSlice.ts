import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Shell-wide UI state: the page error, the loading and saving indicators, the side menu. */
export interface UiState {
  pageError: { message: string | null } | null;
  pageLoading: boolean;
  saving: number;
  sideMenuOpen: boolean;
}

const initialState: UiState = { pageError: null, pageLoading: false, saving: 0, sideMenuOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** A page could not load its data: the generic error page replaces it. */
    pageErrorRaised(state, action: PayloadAction<string | null>) {
      state.pageError = { message: action.payload };
      // The error page is the answer: no loading indicator over it (nor over its Retry) any more.
      state.pageLoading = false;
    },
    pageErrorCleared(state) {
      state.pageError = null;
    },
    routeChangeStarted(state) {
      state.pageLoading = true;
      state.pageError = null;
      state.sideMenuOpen = false;
    },
    pageReady(state) {
      state.pageLoading = false;
    },
    savingStarted(state) {
      state.saving += 1;
    },
    savingFinished(state) {
      state.saving = Math.max(0, state.saving - 1);
    },
    sideMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.sideMenuOpen = action.payload ?? !state.sideMenuOpen;
    },
  },
});

export const { pageErrorRaised, pageErrorCleared, routeChangeStarted, pageReady, savingStarted, savingFinished, sideMenuToggled } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
