import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { dashboardApi } from '@/features/dashboard/dashboardApi';
import type { DashboardRequest } from '@/features/dashboard/types';
import { pendingRequests } from '../support/settle';
import { renderRoute, signInAs } from '../support/render';
import { server } from '../setup';

/**
 * React renders a navigation in a transition; an answer that lands before that render has committed
 * renders the page once more with the address it had. The dashboard completes a bare address from
 * its answer: computed from that older address, the completion would take back the newer one.
 */
it('an answer that lands while a newer address is on its way completes that address, not the one it rendered with', async () => {
  const bare: DashboardRequest = { kind: 'default', waveId: null };
  // The default dashboard's answer, read beforehand with a store of its own.
  const other = makeStore();
  signInAs(other, 'manager');
  const answer = await other.dispatch(dashboardApi.endpoints.getDashboard.initiate(bare));
  expect(answer.data?.scheme).toBeTruthy();

  // The page's own request never answers: the answer lands below, at a moment the test chooses.
  server.use(http.get(/\/api\/dashboard$/, () => new Promise<never>(() => {}), { once: true }));
  const { router, store } = renderRoute('/dashboard', { as: 'manager' });
  await waitFor(() => expect(pendingRequests(store).some((key) => key.startsWith('getDashboard'))).toBe(true));
  // The page itself is mounted (its chunk in), waiting for its answer: the router's first load has
  // ended (until then its fallback shows a spinner of the same kind, which the page then replaces).
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await waitFor(() => expect(screen.getByTestId(/^page-spinner/)).toBeInTheDocument());
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

  const landed = () => dashboardApi.endpoints.getDashboard.select(bare)(store.getState()).data;
  await act(async () => {
    // A newer address (a parameter the dashboard does not read): in the router, not yet rendered
    // (React renders inside act only at its end)...
    await router.navigate('/dashboard?from=email');
    // ...when the answer lands. React then renders the store's update first (a store's updates are
    // synchronous, a navigation a transition): with the address '' it had.
    void store.dispatch(dashboardApi.util.upsertQueryData('getDashboard', bare, answer.data!));
    await waitFor(() => expect(landed()).toBeTruthy());
  });
  expect(screen.getByRole('heading', { level: 1, name: answer.data!.scheme!.name })).toBeInTheDocument();

  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('scheme')).not.toBeNull());
  const search = new URLSearchParams(router.state.location.search);
  expect(search.get('from')).toBe('email');
  expect(search.get('wave')).toBe(String(answer.data!.wave!.id));
});
