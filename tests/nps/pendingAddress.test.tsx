import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { baseApi } from '@/api/baseApi';
import { renderRoute } from '../support/render';
import { server } from '../setup';

/**
 * Filters the API rejects (422) reset the address to the defaults. A rejection that lands while a
 * newer address is on its way (the user's own next filters, not yet rendered) must not reset that one.
 */
it("a rejection that lands while the user's newer filters are on their way leaves those filters", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The rejected link's calls wait until the test lets them answer (the demo's 422 then).
  server.use(
    http.get(/\/api\/nps-dashboard\/(metrics|responses)/, async ({ request }) => {
      if (new URL(request.url).searchParams.get('scheme_ids') === '999') await held;
    }),
  );
  const { router, store } = renderRoute('/nps-dashboard?scheme_ids=999', { as: 'manager' });
  const rejected = () =>
    Object.values(store.getState()[baseApi.reducerPath].queries).filter((entry) => entry?.status === 'rejected' && entry.endpointName.startsWith('getNps'))
      .length;
  await waitFor(() =>
    expect(
      Object.values(store.getState()[baseApi.reducerPath].queries).filter(
        (entry) => entry?.status === 'pending' && /Metrics|Responses/.test(entry.endpointName),
      ),
    ).toHaveLength(2),
  );

  await act(async () => {
    // The user's next filters: in the router, not yet rendered (React renders inside act only at its end)...
    await router.navigate('/nps-dashboard?scheme_ids=4');
    // ...when the rejection lands.
    release();
    await waitFor(() => expect(rejected()).toBe(2));
  });

  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
  expect(router.state.location.search).toBe('?scheme_ids=4');
  expect(screen.queryByText('Some filters in the link were not valid and were reset.')).not.toBeInTheDocument();
});
