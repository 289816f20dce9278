/*
 * "Since your last visit" (issue 24 item 2): when Today was last opened, per user on this device
 * (localStorage, keyed by user id; nothing goes to the server), and which wave's results were
 * shown then. A mark that cannot be read, or one in the future (a clock change), is no mark: then
 * nothing is called new, rather than everything.
 */

/** The storage key of a user's last visit of Today. */
export const lastVisitKey = (userId: number) => `portal.todayLastVisit.${userId}`;

/** What is remembered of a visit. */
export interface LastVisit {
  /** When Today was opened (ms since the epoch). */
  at: number;
  /** The id of the wave whose results Today showed then; null when none was known. */
  waveId: number | null;
}

/** A mark may be this far ahead of the clock (two devices' clocks, a second's rounding) before it counts as bad. */
const FUTURE_TOLERANCE_MS = 60_000;

/** Reads a stored mark: null when missing, unreadable or in the future of `now`. */
export function parseLastVisit(raw: string | null, now: Date): LastVisit | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { at, waveId } = value as { at?: unknown; waveId?: unknown };
  if (typeof at !== 'number' || !Number.isFinite(at) || at <= 0) return null;
  if (at > now.getTime() + FUTURE_TOLERANCE_MS) return null;
  return { at, waveId: typeof waveId === 'number' && Number.isInteger(waveId) ? waveId : null };
}

/** The user's last visit on this device (null: none, or one that cannot be trusted). */
export function readLastVisit(userId: number, now: Date): LastVisit | null {
  try {
    return parseLastVisit(localStorage.getItem(lastVisitKey(userId)), now);
  } catch {
    return null;
  }
}

/** Remembers this visit (storage full or blocked: nothing is remembered, nothing breaks). */
export function writeLastVisit(userId: number, visit: LastVisit): void {
  try {
    localStorage.setItem(lastVisitKey(userId), JSON.stringify(visit));
  } catch {
    // private mode or a full storage: the next visit marks nothing new
  }
}

/**
 * True when something that happened at `when` is new since the last visit: only with a trusted
 * mark, a readable date, and a date after the mark and not after now (a future date is not news).
 */
export function isNewSince(when: Date | null, last: LastVisit | null, now: Date): boolean {
  if (!last || !when || Number.isNaN(when.getTime())) return false;
  const time = when.getTime();
  return time > last.at && time <= now.getTime() + FUTURE_TOLERANCE_MS;
}

/** True when the results shown are of another wave than last time (never on a first visit or without a wave). */
export function isNewWave(waveId: number | null | undefined, last: LastVisit | null): boolean {
  return !!last && last.waveId !== null && waveId !== null && waveId !== undefined && waveId !== last.waveId;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The one-line summary at the top: '3 new alerts, 1 query referred back, Autumn Visit 3 results are in'; null when nothing is new. */
export function sinceLastVisitSummary({ alerts, referred, newWave }: { alerts: number; referred: number; newWave: string | null }): string | null {
  const parts: string[] = [];
  if (alerts > 0) parts.push(plural(alerts, 'new alert', 'new alerts'));
  if (referred > 0) parts.push(`${plural(referred, 'query', 'queries')} referred back`);
  if (newWave) parts.push(`${newWave} results are in`);
  return parts.length ? parts.join(', ') : null;
}
