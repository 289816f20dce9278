import { useSyncExternalStore } from 'react';
import { can, P, type PermissionHolder } from './permissions';

/*
 * 'Make Today my start page' (issue 24 item 3): a choice per user on this device (localStorage,
 * keyed by user id). When on, sign-in and the logo lead to /today; the spec's default landing
 * stays for everyone else. Today's page and the profile both switch it, so it lives here.
 */

/** The path of Today. */
export const TODAY_PATH = '/today';

/** The storage key of a user's start-page choice. */
export const startPageKey = (userId: number) => `portal.startPageToday.${userId}`;

const listeners = new Set<() => void>();

/** True when the user chose Today as their start page (anything unreadable: no). */
export function isTodayStartPage(userId: number | null | undefined): boolean {
  if (userId === null || userId === undefined) return false;
  try {
    return localStorage.getItem(startPageKey(userId)) === '1';
  } catch {
    return false;
  }
}

/** Turns the choice on or off for the user. */
export function setTodayStartPage(userId: number, on: boolean): void {
  try {
    if (on) localStorage.setItem(startPageKey(userId), '1');
    else localStorage.removeItem(startPageKey(userId));
  } catch {
    // storage blocked: the choice lasts until the page reloads at most
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('portal.startPageToday.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user's choice, re-read whenever it changes (here or in another tab). */
export function useTodayStartPage(userId: number | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTodayStartPage(userId),
    () => false,
  );
}

/** The permissions behind Today's cards: a user holding at least one sees Today (issue 24 item 1). */
export const TODAY_PERMISSIONS = [
  P.VIEW_CRITICAL_FOCUS,
  P.VIEW_QUERIES,
  P.VIEW_CASE_MANAGEMENT,
  P.VIEW_REPORTING,
  P.VIEW_DASHBOARD,
  P.VIEW_NPS_DASHBOARD,
] as const;

/** True when the user holds at least one of Today's permissions. */
export function canOpenToday(user: PermissionHolder | null | undefined): boolean {
  return TODAY_PERMISSIONS.some((permission) => can(user, permission));
}
