import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/store/rootReducer';
import { sectionEntered, sectionLeft } from '@/store/events';

/** The panels of the case view; only one is open at a time (document 002 §4). */
export type CasePanel = 'note' | 'reply' | 'forward' | 'attachments';

/** The case view's UI state (server data lives in RTK Query). */
export interface CaseDetailState {
  openPanel: CasePanel | null;
  attachmentsExpanded: boolean;
  earlierNotesExpanded: boolean;
  customerDialogOpen: boolean;
  otherCasesExpanded: boolean;
  editingNote: boolean;
}

const initialState: CaseDetailState = {
  openPanel: null,
  attachmentsExpanded: true,
  earlierNotesExpanded: false,
  customerDialogOpen: false,
  otherCasesExpanded: false,
  editingNote: false,
};

const caseDetailSlice = createSlice({
  name: 'caseDetail',
  initialState,
  reducers: {
    /** Opens a panel (closing any other); opening the open one again closes it. */
    panelToggled(state, action: PayloadAction<CasePanel>) {
      state.openPanel = state.openPanel === action.payload ? null : action.payload;
    },
    panelClosed(state) {
      state.openPanel = null;
    },
    attachmentsToggled(state) {
      state.attachmentsExpanded = !state.attachmentsExpanded;
    },
    earlierNotesToggled(state) {
      state.earlierNotesExpanded = !state.earlierNotesExpanded;
    },
    customerDialogOpened(state) {
      state.customerDialogOpen = true;
      state.otherCasesExpanded = false;
    },
    customerDialogClosed(state) {
      state.customerDialogOpen = false;
    },
    otherCasesToggled(state) {
      state.otherCasesExpanded = !state.otherCasesExpanded;
    },
    noteEditStarted(state) {
      state.editingNote = true;
    },
    noteEditEnded(state) {
      state.editingNote = false;
    },
    /** The page was left, or another case was opened in it: start afresh. */
    caseViewLeft() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sectionLeft, (state, action) => (action.payload.section === 'case-detail' ? initialState : state))
      .addCase(sectionEntered, (state, action) => (action.payload.section === 'case-detail' ? initialState : state));
  },
});

export const {
  panelToggled,
  panelClosed,
  attachmentsToggled,
  earlierNotesToggled,
  customerDialogOpened,
  customerDialogClosed,
  otherCasesToggled,
  noteEditStarted,
  noteEditEnded,
  caseViewLeft,
} = caseDetailSlice.actions;
export const caseDetailReducer = caseDetailSlice.reducer;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof caseDetailSlice> {}
}
/** The case view's state joins the store when this module loads (with the case page's chunk). */
const injected = caseDetailSlice.injectInto(rootReducer);

type AnyState = Parameters<typeof injected.selectSlice>[0];
export const selectCaseDetail = (state: AnyState) => injected.selectSlice(state);
export const selectOpenPanel = (state: AnyState) => injected.selectSlice(state).openPanel;
