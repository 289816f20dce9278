import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { baseApi } from '@/api/baseApi';
import { stats } from '@/demo/scenarios';
import type { AppStore } from '@/store/store';

/** The store's queries and mutations still waiting on an answer (their cache keys). */
export function pendingRequests(store: AppStore): string[] {
  const state = store.getState()[baseApi.reducerPath];
  return [...Object.entries(state.queries), ...Object.entries(state.mutations)].filter(([, entry]) => entry?.status === 'pending').map(([key]) => key);
}

/**
 * Waits until nothing more can arrive: the demo API has no call in flight and the store no query
 * or mutation pending (a queued request is a pending query). A test that shows something did NOT
 * happen asserts after this, not after a fixed sleep.
 */
export async function settled(store: AppStore): Promise<void> {
  await waitFor(() => {
    expect(stats.inFlight).toBe(0);
    expect(pendingRequests(store)).toEqual([]);
  });
  // Let React commit what the last answer changed.
  await act(async () => {});
}
