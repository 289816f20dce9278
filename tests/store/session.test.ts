import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { baseApi } from '@/api/baseApi';
import { boolOr, envelope, num } from '@/api/schema';
import { hasToken } from '@/api/http';
import { makeStore } from '@/store/store';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { loadStoredSession, parseStoredSession, signIn, signOut, switchIdentity, type LoginResponse } from '@/store/sessionSlice';
import { pageErrorRaised } from '@/store/uiSlice';

const response = (email: string) => loginResponse(db().users.find((user) => user.email === email)!) as LoginResponse;

// Decoded like every answer (flat, or under `data` in the minimal-contract mode).
const PingSchema = envelope(v.object({ pong: boolOr(false), userId: num }));
const pingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ ping: build.query<{ pong: boolean; userId: number }, void>({ query: () => '/ping', rawResponseSchema: PingSchema }) }),
});

describe('stored session', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{"user": {"id": 2, "na'],
    ['no permissions', JSON.stringify({ user: { id: 2, name: 'M' }, roles: [], companyLabels: { wave: 'W', location: 'L' } })],
    ['permissions not strings', JSON.stringify({ user: { id: 2, name: 'M' }, permissions: [1], roles: [], companyLabels: { wave: 'W', location: 'L' } })],
    ['no labels', JSON.stringify({ user: { id: 2, name: 'M' }, permissions: [], roles: [] })],
    ['null', 'null'],
  ])('%s reads as signed out', (_case, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });

  it('a session without its token (half-written) reads as signed out and is cleared', async () => {
    const store = makeStore();
    store.dispatch(signIn(response('manager@example.com')));
    expect(loadStoredSession()?.user.name).toBe('Morgan Manager');
    localStorage.removeItem('portal.token');
    // A fresh page load: fresh modules read storage again, and find a session without a token.
    vi.resetModules();
    const fresh = await import('@/store/sessionSlice');
    expect(fresh.loadStoredSession()).toBeNull();
    expect(localStorage.getItem('portal.session')).toBeNull();
  });

  it('keeps permissions, roles and the user in local storage from the login response', () => {
    const store = makeStore();
    store.dispatch(signIn(response('viewer@example.com')));
    const stored = JSON.parse(localStorage.getItem('portal.session') ?? 'null');
    expect(stored.user).toMatchObject({ name: 'Val Viewer', email: 'viewer@example.com', company_id: 913 });
    expect(stored.roles).toEqual(['Store Viewer']);
    expect(stored.permissions).toContain('view - dashboard');
    expect(stored.companyLabels).toEqual({ wave: 'Month', location: 'Site' });
    expect(hasToken()).toBe(true);
  });
});

describe('the state outside the production build', () => {
  it('is frozen, API answers included, so code that mutates it fails in the tests', async () => {
    const store = makeStore();
    store.dispatch(signIn(response('manager@example.com')));
    await store.dispatch(pingApi.endpoints.ping.initiate());
    const state = store.getState();
    const answer = Object.values(state.api.queries).find((query) => query?.endpointName === 'ping')?.data;
    expect(answer).toMatchObject({ pong: true });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(state.session)).toBe(true);
    expect(() => {
      (answer as { pong: boolean }).pong = false;
    }).toThrow(TypeError);
  });
});

describe('signing out and switching identity', () => {
  it('clears every area state and the RTK Query cache', async () => {
    const store = makeStore();
    store.dispatch(signIn(response('manager@example.com')));
    await store.dispatch(pingApi.endpoints.ping.initiate());
    store.dispatch(pageErrorRaised('boom'));
    expect(pingApi.endpoints.ping.select()(store.getState()).data?.userId).toBe(2);

    store.dispatch(switchIdentity(response('viewer@example.com')));
    expect(store.getState().session.session?.user.name).toBe('Val Viewer');
    expect(store.getState().ui.pageError).toBeNull();
    expect(pingApi.endpoints.ping.select()(store.getState()).data).toBeUndefined();

    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(pingApi.endpoints.ping.select()(store.getState()).data?.userId).toBe(3);
    store.dispatch(signOut('bye'));
    expect(store.getState().session).toEqual({ session: null, authError: 'bye' });
    expect(pingApi.endpoints.ping.select()(store.getState()).data).toBeUndefined();
    expect(hasToken()).toBe(false);
  });
});
