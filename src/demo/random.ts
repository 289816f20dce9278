import { demoToday } from './clock';

/** A small seeded PRNG (mulberry32): the same seed gives the same data on every start. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time: the demo API's date-time format. */
export function formatDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** 'YYYY-MM-DD' in local time. */
export function formatDate(date: Date): string {
  return formatDateTime(date).slice(0, 10);
}

/** Midnight today (the demo's today: DEMO_TODAY or the real date), local time: seeded dates are relative to it. */
export function today(): Date {
  return demoToday();
}

/** A date `days` before today at the given time of day. */
export function daysAgo(days: number, hour = 9, minute = 0): Date {
  const date = today();
  date.setDate(date.getDate() - days);
  date.setHours(hour, minute, 0, 0);
  return date;
}
