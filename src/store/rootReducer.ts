import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { sessionSlice } from './sessionSlice';
import { uiSlice } from './uiSlice';

/**
 * Slices that areas inject when their code loads (`slice.injectInto(rootReducer)`), so an area's
 * state and helpers travel in its own lazy chunk, not in the login page's first load. Each area
 * adds itself here by declaration merging:
 *   declare module '@/store/rootReducer' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The session, the shell's UI state and the RTK Query cache are always there; areas come lazily. */
export const rootReducer = combineSlices(sessionSlice, uiSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();
