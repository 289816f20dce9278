import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiBaseUrl } from '@/api/http';
import { parseBootRecord } from '@/api/bootRequests';
import { BOOT_RECORD_KEY } from '@/api/bootScript';
import { buildRouteObjects } from '@/app/AppRouter';
import { prefetchPath, resetPrefetchMemory } from '@/app/hoverPrefetch';
import { appRoutes } from '@/app/routes';
import { makeStore } from '@/store/store';
import { signOut, switchIdentity } from '@/store/sessionSlice';
import { db, demoConfig } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { stats } from '@/demo/scenarios';
import { renderRoute, signInAs } from '../support/render';
import { useRequestLog } from '../support/requestLog';
import { settled } from '../support/settle';

// The boot script's requests come from the route declarations themselves: a real navigation records
// the GETs its declared data sent (api/bootRequests.ts), under its address, for the next load of it.

const log = useRequestLog();
const record = () => parseBootRecord(localStorage.getItem(BOOT_RECORD_KEY));
/** The URLs of the GETs the server received for these paths, as the client sent them. */
const sentTo = (...paths: string[]) => log.filter((entry) => entry.method === 'GET' && paths.includes(entry.path)).map((entry) => entry.url.href);

afterEach(() => resetPrefetchMemory());

describe('the boot record, made by the route declarations', () => {
  it('a navigation to /dashboard records its declared dashboard request, sent once; the address it completes to records what its reload will ask', async () => {
    const { store, router } = renderRoute('/dashboard', { as: 'manager' });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?scheme=1&wave=\d+$/));
    const wave = new URLSearchParams(router.state.location.search).get('wave');
    await waitFor(() => expect(Object.keys(record()?.entries ?? {})).toHaveLength(2));
    // Without the answer's own figures (the minimal contract), the body's documented calls follow the
    // dashboard's in the record too, up to the boot script's four: the reporting filters first among them.
    const derived = demoConfig.contract === 'minimal';
    if (derived) await waitFor(() => expect(record()?.entries['/dashboard']).toHaveLength(4));
    expect(record()).toEqual({
      user: store.getState().session.session!.user.id,
      base: apiBaseUrl(),
      entries: {
        '/dashboard': derived ? [`${apiBaseUrl()}/dashboard`, ...record()!.entries['/dashboard']!.slice(1)] : [`${apiBaseUrl()}/dashboard`],
        // Answered from the cache this time (nothing sent), asked for by name on a reload.
        [`/dashboard?scheme=1&wave=${wave}`]: [`${apiBaseUrl()}/dashboard/1?visitnum=${wave}`],
      },
    });
    if (derived) expect(record()!.entries['/dashboard']).toContain(`${apiBaseUrl()}/reporting-filters/1`);
    expect(sentTo('/api/dashboard')).toEqual([`${apiBaseUrl()}/dashboard`]);
    expect(log.filter((entry) => entry.path === '/api/dashboard/1' && entry.query === `visitnum=${wave}`)).toEqual([]);
  });

  it('the case list records the exact URLs its declaration sent (filters, and the list with the user’s defaults)', async () => {
    renderRoute('/case-management/cases', { as: 'manager' });
    await waitFor(() => expect(record()?.entries['/case-management/cases']).toHaveLength(2));
    const sent = sentTo('/api/case-management/cases/filters', '/api/case-management/cases');
    expect(sent).toHaveLength(2);
    expect([...record()!.entries['/case-management/cases']!].sort()).toEqual([...sent].sort());
    expect(sent.some((url) => url.includes('?'))).toBe(true);
  });

  it('the Queries page declares, and records, both its first requests on the Create tab, each sent once', async () => {
    const { store } = renderRoute('/queries', { as: 'manager' });
    await waitFor(() => expect(record()?.entries['/queries']).toHaveLength(2));
    expect([...record()!.entries['/queries']!].sort()).toEqual([`${apiBaseUrl()}/open-queries`, `${apiBaseUrl()}/query`]);
    await settled(store);
    expect(sentTo('/api/query', '/api/open-queries').sort()).toEqual([`${apiBaseUrl()}/open-queries`, `${apiBaseUrl()}/query`]);
  });

  it('a hover’s speculative prefetch records nothing', async () => {
    const store = makeStore();
    signInAs(store, 'manager');
    const routes = buildRouteObjects(appRoutes, store);
    prefetchPath(routes, store, '/help');
    await waitFor(() => expect(stats.count('/api/help')).toBe(1));
    await settled(store);
    expect(record()).toBeNull();
  });

  it('sign-out and Become User forget it', async () => {
    const { store } = renderRoute('/dashboard', { as: 'manager' });
    await waitFor(() => expect(record()).not.toBeNull());
    act(() => void store.dispatch(signOut()));
    expect(record()).toBeNull();

    const second = renderRoute('/help', { as: 'admin' });
    await waitFor(() => expect(record()).not.toBeNull());
    const viewer = db().users.find((user) => user.email === 'viewer@example.com')!;
    act(() => void second.store.dispatch(switchIdentity(loginResponse(viewer) as never)));
    expect(record()).toBeNull();
  });
});
