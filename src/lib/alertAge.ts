/** Hours after which an open critical focus item is overdue unless the user picks another threshold. */
export const DEFAULT_OVERDUE_HOURS = 24;
/** The thresholds the 'Overdue after' select offers, in hours. */
export const OVERDUE_HOUR_OPTIONS = [4, 8, 12, 24, 48, 72] as const;
/** From this share of the threshold an item is 'Due soon'. */
export const DUE_SOON_SHARE = 0.75;

export type AlertAgeLevel = 'fresh' | 'due' | 'overdue';

export interface AlertAge {
  /** Whole minutes since creation (never negative). */
  minutes: number;
  /** '{m} min', '{h} h' or '{d} d {h} h'. */
  age: string;
  level: AlertAgeLevel;
  /** What the chip reads: the age, 'Due soon · {age}' or 'Overdue · {age}'. */
  label: string;
}

/** An elapsed time in minutes as '{m} min' (under an hour), '{h} h' (under a day) or '{d} d {h} h'. */
export function formatAge(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * The age of an alert created at `created`, seen at `now`, against an overdue threshold in hours:
 * 'Due soon' from 75 % of the threshold, 'Overdue' from the threshold itself.
 */
export function alertAge(created: Date, now: Date, thresholdHours: number): AlertAge {
  const minutes = Math.max(0, Math.floor((now.getTime() - created.getTime()) / 60_000));
  const thresholdMinutes = thresholdHours * 60;
  const age = formatAge(minutes);
  if (minutes >= thresholdMinutes) return { minutes, age, level: 'overdue', label: `Overdue · ${age}` };
  if (minutes >= thresholdMinutes * DUE_SOON_SHARE) return { minutes, age, level: 'due', label: `Due soon · ${age}` };
  return { minutes, age, level: 'fresh', label: age };
}

/** A threshold read from storage or the URL: one of the offered options, else the default. */
export function validOverdueHours(value: unknown): number {
  const hours = Number(value);
  return (OVERDUE_HOUR_OPTIONS as readonly number[]).includes(hours) ? hours : DEFAULT_OVERDUE_HOURS;
}

/**
 * A user's 'Overdue after' choice as the critical focus page keeps it (localStorage
 * `portal.criticalFocusOverdueHours.{userId}`), for other screens that show alert ages (Today).
 */
export function storedOverdueHours(userId: number): number {
  try {
    const raw = localStorage.getItem(`portal.criticalFocusOverdueHours.${userId}`);
    return raw === null ? DEFAULT_OVERDUE_HOURS : validOverdueHours(raw);
  } catch {
    return DEFAULT_OVERDUE_HOURS;
  }
}
