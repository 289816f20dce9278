import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/store/store';
import { db } from '@/demo/db';
import { loginResponse } from '@/demo/handlers/session';
import { stats } from '@/demo/scenarios';
import { draftKey, writeStoredDraft } from '@/lib/drafts';
import { signIn, signOut, switchIdentity, type LoginResponse } from '@/store/sessionSlice';
import { findCaseView, openContactableCase, topActions } from '../cases/detailSupport';
import { renderRoute } from '../support/render';
import { setLargeScreen } from '../support/viewport';

const MANAGER_ID = 2;
const MANAGER = 'Morgan Manager';
const DRAFT_TEXT = 'Customer promised a refund, call back Friday';

/** Every localStorage entry, as key → value. */
function localEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index)!;
    entries[key] = localStorage.getItem(key) ?? '';
  }
  return entries;
}

/** Every sessionStorage entry, as key → value. */
function sessionEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (let index = 0; index < sessionStorage.length; index += 1) {
    const key = sessionStorage.key(index)!;
    entries[key] = sessionStorage.getItem(key) ?? '';
  }
  return entries;
}

/** Per-user keys are `portal.{name}.{userId}[.…]`. */
const keysOfUser = (userId: number) => Object.keys(localEntries()).filter((key) => key.startsWith('portal.') && key.split('.')[2] === String(userId));

/** Nothing of the impersonated manager: no key of theirs, none of their text, in either storage. */
function expectNothingOfTheManagerStored() {
  expect(keysOfUser(MANAGER_ID)).toEqual([]);
  const everything = JSON.stringify([localEntries(), sessionEntries()]);
  expect(everything).not.toContain(DRAFT_TEXT);
  expect(everything).not.toContain(MANAGER);
  expect(everything).not.toContain('manager@example.com');
}

/** Nothing of the impersonated manager in the RTK Query cache (the case they opened, their answers). */
function expectNothingOfTheManagerCached(store: AppStore) {
  const api = store.getState().api;
  expect(Object.keys(api.queries).filter((key) => key.includes('1022'))).toEqual([]);
  const cached = JSON.stringify(api.queries);
  expect(cached).not.toContain(DRAFT_TEXT);
  expect(cached).not.toContain('Harper Davis');
}

beforeEach(() => {
  setLargeScreen(true);
  sessionStorage.clear();
});

describe('Become a user, draft as them, Back to Admin, Log Out: nothing of the user remains', () => {
  it('clears their drafts, remembered choices, cached answers and screen after Back to Admin, and nothing returns after Log Out', async () => {
    openContactableCase(1022);
    // Another user's draft on this browser is none of this flow's business: it stays.
    writeStoredDraft(draftKey(3, 77, 'note'), 'The viewer’s own draft');
    const { user, router, store } = renderRoute('/become-user', { as: 'admin' });

    // 1. Become the manager.
    await user.type(await screen.findByLabelText('Search users'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: `Become User ${MANAGER} (${MANAGER_ID})` }));
    expect(await screen.findByText(`Acting as ${MANAGER} (${MANAGER_ID})`)).toBeInTheDocument();

    // 2. Start a case note draft as them (and leave the remembered choices a user's visit leaves).
    await router.navigate('/case-management/case/1022');
    await findCaseView(1022);
    await user.click(within(await topActions()).getByRole('button', { name: 'Add Note' }));
    const form = screen.getByRole('form', { name: 'Add Note' });
    await user.type(within(form).getByLabelText('Note'), DRAFT_TEXT);
    expect(localStorage.getItem(draftKey(MANAGER_ID, 1022, 'note'))).toContain(DRAFT_TEXT);
    localStorage.setItem(`portal.criticalFocusOverdueHours.${MANAGER_ID}`, '48');
    localStorage.setItem(`portal.audioSpeed.${MANAGER_ID}`, '1.5');
    expect(keysOfUser(MANAGER_ID).length).toBeGreaterThanOrEqual(3);

    // 3. Back to Admin.
    const caseCalls = () => stats.calls.filter((call) => call.path.startsWith('/api/case-management/cases/1022')).length;
    const caseCallsBefore = caseCalls();
    await user.click(screen.getByRole('button', { name: MANAGER }));
    await user.click(screen.getByRole('button', { name: 'Back to Admin' }));
    await waitFor(() => expect(store.getState().session.session?.user.id).toBe(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expectNothingOfTheManagerStored();
    expectNothingOfTheManagerCached(store);
    expect(screen.queryByText(`Acting as ${MANAGER} (${MANAGER_ID})`)).not.toBeInTheDocument();
    expect(screen.queryByText(DRAFT_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(DRAFT_TEXT)).not.toBeInTheDocument();
    expect(localStorage.getItem(draftKey(3, 77, 'note'))).not.toBeNull();
    // The manager's page did not ask the server again as the admin on its way out.
    expect(caseCalls()).toBe(caseCallsBefore);
    // The admin is signed in, with the admin's own session stored.
    expect(JSON.parse(localStorage.getItem('portal.session') ?? '{}').user.id).toBe(1);

    // The admin opens the same case: no draft of the manager's is offered.
    await router.navigate('/case-management/case/1022');
    await findCaseView(1022);
    expect(screen.queryByText('You have unsent text on this case')).not.toBeInTheDocument();

    // 4. Log Out.
    await user.click(screen.getByRole('button', { name: 'Alex Admin' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
    await screen.findByRole('button', { name: 'Login' });
    expectNothingOfTheManagerStored();
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
    expect(localStorage.getItem('portal.session')).toBeNull();
    expect(screen.queryByText(DRAFT_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(MANAGER)).not.toBeInTheDocument();
    // A long walk through four pages (two of them large lazy chunks) on a shared 2-core machine.
  }, 90_000);
});

describe('forgetting the impersonated user (store level)', () => {
  const adminResponse = () => loginResponse(db().users.find((row) => row.id === 1)!) as LoginResponse;
  const actingAsManager = () =>
    loginResponse(
      db().users.find((row) => row.id === MANAGER_ID)!,
      1,
    ) as LoginResponse;

  function leaveManagerData() {
    writeStoredDraft(draftKey(MANAGER_ID, 1022, 'reply'), DRAFT_TEXT);
    localStorage.setItem(`portal.caseListDefaults.${MANAGER_ID}`, '{"status":[1]}');
    localStorage.setItem(`portal.queryDraft.${MANAGER_ID}.response.5`, '"Half a query"');
  }

  it('a sign-out while acting (a token problem, another tab) forgets the user acted as', () => {
    const store = makeStore();
    store.dispatch(signIn(actingAsManager()));
    leaveManagerData();
    store.dispatch(signOut('You have been logged out due to a period of inactivity.'));
    expect(keysOfUser(MANAGER_ID)).toEqual([]);
  });

  it('becoming someone else while acting forgets the previous user', () => {
    const store = makeStore();
    store.dispatch(signIn(actingAsManager()));
    leaveManagerData();
    store.dispatch(
      switchIdentity(
        loginResponse(
          db().users.find((row) => row.id === 3)!,
          1,
        ) as LoginResponse,
      ),
    );
    expect(keysOfUser(MANAGER_ID)).toEqual([]);
  });

  it('an impersonation link opened while acting as someone else forgets that user and drops the cache', () => {
    const store = makeStore();
    store.dispatch(signIn(actingAsManager()));
    leaveManagerData();
    store.dispatch(
      signIn(
        loginResponse(
          db().users.find((row) => row.id === 3)!,
          1,
        ) as LoginResponse,
      ),
    );
    expect(keysOfUser(MANAGER_ID)).toEqual([]);
    expect(store.getState().session.session?.user.id).toBe(3);
  });

  it('a user’s own sign-out for inactivity keeps their drafts for their next sign-in (not acting)', () => {
    const store = makeStore();
    store.dispatch(signIn(loginResponse(db().users.find((row) => row.id === MANAGER_ID)!) as LoginResponse));
    leaveManagerData();
    store.dispatch(signOut('You have been logged out due to a period of inactivity.'));
    expect(keysOfUser(MANAGER_ID)).toHaveLength(3);
  });

  it('becoming a user keeps the admin’s own drafts', () => {
    const store = makeStore();
    store.dispatch(signIn(adminResponse()));
    writeStoredDraft(draftKey(1, 1022, 'note'), 'The admin’s note');
    store.dispatch(switchIdentity(actingAsManager()));
    store.dispatch(switchIdentity(adminResponse()));
    expect(localStorage.getItem(draftKey(1, 1022, 'note'))).not.toBeNull();
  });
});
