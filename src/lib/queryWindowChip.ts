import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { addDays } from 'date-fns/addDays';
import { formatListDate } from '@/lib/format';
import type { QueryTone } from '@/lib/queryTypes';

/** What the window chip of an open or referred query shows. */
export interface WindowChip {
  text: string;
  tone: QueryTone;
  /** The accessible name: the text plus the closing date. */
  label: string;
  /** The day the window closes. */
  closes: Date;
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * The age of a raised query and the time left of its scheme's query window, counted from the
 * query's creation (002 is silent on when a raised query's window runs; recorded as assumed):
 * 'Opened {n} days ago · {m} days left' ('Opened today', '· last day', '· {m} days over');
 * green above 3 days left, orange 0–3, red once over.
 */
export function queryWindowChip(created: Date, windowDays: number, now: Date): WindowChip {
  const age = Math.max(0, differenceInCalendarDays(now, created));
  const closes = addDays(created, Math.max(0, windowDays));
  const left = differenceInCalendarDays(closes, now);
  const opened = age === 0 ? 'Opened today' : `Opened ${days(age)} ago`;
  const remaining = left > 0 ? `${days(left)} left` : left === 0 ? 'last day' : `${days(-left)} over`;
  const tone: QueryTone = left > 3 ? 'success' : left >= 0 ? 'warning' : 'danger';
  const text = `${opened} · ${remaining}`;
  return { text, tone, closes, label: `${text} (window closes ${formatListDate(closes)})` };
}
