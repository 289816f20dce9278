/**
 * The demo's one clock for seeded data. `DEMO_TODAY=YYYY-MM-DD` pins the day the seed is relative
 * to (screenshots, a demo on a fixed day); unset, it is the real date. Tests never pin it: they
 * assert relative to it, and CI runs the unit suite a second time with the clock 100 days ahead.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function readEnv(name: string): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[name];
}

/** The pinned day (local midnight) from DEMO_TODAY, or null when unset or malformed. */
export function pinnedDay(value = readEnv('DEMO_TODAY')): Date | null {
  const match = ISO_DAY.exec(value?.trim() ?? '');
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.getDate() === Number(match[3]) ? date : null;
}

/** Now, as the seed sees it: the real moment, moved to the pinned day when DEMO_TODAY is set. */
export function demoNow(): number {
  const real = new Date();
  const day = pinnedDay();
  if (!day) return real.getTime();
  day.setHours(real.getHours(), real.getMinutes(), real.getSeconds(), real.getMilliseconds());
  return day.getTime();
}

/** Midnight of the demo's today, local time. */
export function demoToday(): Date {
  const now = new Date(demoNow());
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
