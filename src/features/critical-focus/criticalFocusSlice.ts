import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { identitySwitched, sectionEntered, signedOut } from '@/store/events';
import { rootReducer } from '@/store/rootReducer';

/**
 * The area's UI state. The view itself (tab, search, page, dates, open item) lives in the URL;
 * this only remembers the row to focus when the user comes back from an item.
 */
export interface CriticalFocusState {
  returnFocusId: number | null;
}

const initialState: CriticalFocusState = { returnFocusId: null };

const criticalFocusSlice = createSlice({
  name: 'criticalFocus',
  initialState,
  reducers: {
    criticalFocusItemOpened(state, action: PayloadAction<number>) {
      state.returnFocusId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Entering the section starts afresh (000 §2): only the URL carries a view over.
    builder.addCase(sectionEntered, (state, action) => (action.payload.section === 'critical-focus' ? initialState : state));
    builder.addCase(signedOut, () => initialState);
    builder.addCase(identitySwitched, () => initialState);
  },
});

export const { criticalFocusItemOpened } = criticalFocusSlice.actions;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof criticalFocusSlice> {}
}
const injected = criticalFocusSlice.injectInto(rootReducer);
type AnyState = Parameters<typeof injected.selectSlice>[0];
export const selectReturnFocusId = (state: AnyState) => injected.selectSlice(state).returnFocusId;
