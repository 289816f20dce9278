import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { identitySwitched, sectionEntered, signedOut } from '@/store/events';
import { rootReducer } from '@/store/rootReducer';

export type ReportingPanel = 'quick' | 'advanced' | 'saved';

/** Reporting's UI state: which side panel is open (one at a time). The report itself lives in the URL. */
export interface ReportingState {
  panel: ReportingPanel | null;
}

const initialState: ReportingState = { panel: 'quick' };

export const reportingSlice = createSlice({
  name: 'reporting',
  initialState,
  reducers: {
    panelToggled(state, action: PayloadAction<ReportingPanel>) {
      state.panel = state.panel === action.payload ? null : action.payload;
    },
    panelOpened(state, action: PayloadAction<ReportingPanel | null>) {
      state.panel = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Entering reporting from elsewhere resets it (document 000 §2); the URL then applies.
    builder.addCase(sectionEntered, (state, action) => (action.payload.section === 'reporting' ? initialState : state));
    builder.addCase(signedOut, () => initialState);
    builder.addCase(identitySwitched, () => initialState);
  },
});

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof reportingSlice> {}
}

/** The area's state joins the store when this module loads (with the area's lazy chunk). */
const injected = reportingSlice.injectInto(rootReducer);
export const { panelToggled, panelOpened } = reportingSlice.actions;
type AnyState = Parameters<typeof injected.selectSlice>[0];
export const selectReportingPanel = (state: AnyState) => injected.selectSlice(state).panel;
