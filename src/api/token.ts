import { dropBootRequests, forgetBootRecord } from './bootRequests';
import { rejectWaiting } from './requestQueue';
import { INACTIVITY_MESSAGE } from './requestOptions';
import { compareShared, newEpoch, readSharedToken, watchSharedToken, writeSharedToken, type SharedChange, type SharedToken } from './sessionSync';

/*
 * The HTTP client's token (api/http.ts): this tab's copy of the token every tab shares
 * (api/sessionSync.ts), the identity it belongs to, following other tabs' refreshes, sign-outs and
 * identity changes, and the one logout for a token problem. No axios here.
 */

// This tab's copy of the shared token, re-read from storage before it is used.
let current: SharedToken | null = readSharedToken();
/** Bumped whenever the identity changes: work started for an older identity is dropped. */
let generation = 0;
let loggedOutGeneration = -1;
let authFailureHandler: (message: string) => void = () => {};
let otherTabHandler: (change: 'signed-out' | 'identity') => void = () => {};
/** The requests on the wire: aborted when the identity changes. */
const inFlight = new Set<AbortController>();

/** This tab's token (null when signed out); call `syncWithOtherTabs()` first for the newest. */
export function currentToken(): SharedToken | null {
  return current;
}

/** The identity's generation: work that started under another one is stale. */
export function identityGeneration(): number {
  return generation;
}

/** Stores a renewed or new token for this tab and every other (keeping the identity's epoch). */
export function setToken(token: string, expiresInSeconds: number, epoch: string): void {
  current = { token, expiresAt: Date.now() + Math.max(0, expiresInSeconds) * 1000, epoch };
  writeSharedToken(current);
}

/**
 * Starts a new identity (sign-in, become user, back to admin): requests still waiting or in flight
 * for the previous identity are cancelled, so none of them goes out with the old token.
 */
export function startSession(token: string, expiresInSeconds: number): void {
  dropPendingWork();
  forgetBootRecord();
  setToken(token, expiresInSeconds, newEpoch());
}

/** Forgets the token and cancels everything queued or in flight. */
export function endSession(): void {
  dropPendingWork();
  forgetBootRecord();
  current = null;
  writeSharedToken(null);
}

/** True when a token is stored (it may be expired; the next request refreshes it). */
export function hasToken(): boolean {
  return current !== null;
}

/** The app registers what "log out for a token problem" means (store + navigation). */
export function onAuthFailure(handler: (message: string) => void): void {
  authFailureHandler = handler;
}

/**
 * The app registers what to do when another tab signed out or changed who is signed in (this
 * tab's queued work is already cancelled and its token forgotten when it is called).
 */
export function onOtherTabChange(handler: (change: 'signed-out' | 'identity') => void): void {
  otherTabHandler = handler;
}

/** Registers a request going out, so an identity change aborts it. */
export function trackInFlight(controller: AbortController): void {
  inFlight.add(controller);
}

/** Forgets a request once its answer (or failure) is in. */
export function untrackInFlight(controller: AbortController): void {
  inFlight.delete(controller);
}

/**
 * Re-reads the shared token: adopts a newer token another tab's refresh stored, and follows another
 * tab's sign-out or identity change (never writing storage: the other tab's session stands).
 */
export function syncWithOtherTabs(): SharedChange {
  if (!current) return 'same';
  const stored = readSharedToken();
  const change = compareShared(current, stored);
  if (change === 'rotated') current = stored;
  else if (change !== 'same') followOtherTab(change);
  return change;
}

/** How long a tab waits for another tab's renewed token to reach its storage before it logs out. */
const OTHER_TAB_GRACE_MS = 1200;

/**
 * True when another tab has renewed the token that just failed (adopted here). Storage reaches
 * other tabs asynchronously (a separate process in Chromium), so a tab whose token was just
 * rotated elsewhere may still read the old one: it waits briefly before believing the session over.
 */
export async function otherTabRenewed(failedToken: string | null, graceMs = OTHER_TAB_GRACE_MS): Promise<boolean> {
  if (!failedToken) return false;
  const until = Date.now() + graceMs;
  for (;;) {
    syncWithOtherTabs();
    if (!current) return false;
    if (current.token !== failedToken) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function followOtherTab(change: 'signed-out' | 'identity'): void {
  dropPendingWork();
  current = null;
  otherTabHandler(change);
}

// Other tabs' refreshes, sign-outs and identity changes reach this tab at once.
watchSharedToken((stored) => {
  if (current) syncWithOtherTabs();
  else if (stored) followOtherTab('identity'); // signed in elsewhere while this tab was signed out
});

/**
 * Cancels the identity's work: a refresh under way is no longer anyone's (api/refresh.ts reads the
 * generation), boot answers are dropped, requests in flight aborted, those waiting for a slot rejected.
 */
function dropPendingWork(): void {
  generation += 1;
  dropBootRequests();
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  rejectWaiting();
}

/** Ends the session for a token problem, once per identity, and tells the app (unless another tab renewed or replaced it). */
export function logOutOnce(): void {
  if (loggedOutGeneration === generation) return;
  // Never end a session another tab has renewed or replaced: adopt or follow it instead.
  if (current && syncWithOtherTabs() !== 'same') return;
  if (!current && readSharedToken()) return;
  loggedOutGeneration = generation;
  endSession();
  loggedOutGeneration = generation;
  authFailureHandler(INACTIVITY_MESSAGE);
}
