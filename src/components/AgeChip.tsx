import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/** How urgent an age is: neutral, amber (getting old) or red (past the area's overdue rule). */
export type AgeTone = 'neutral' | 'amber' | 'red';

const TONE_CLASS: Record<AgeTone, string> = {
  neutral: 'bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle',
  amber: 'bg-warning text-dark',
  red: 'bg-danger text-white',
};
const TONE_WORD: Record<AgeTone, string> = { neutral: '', amber: ', getting old', red: ', overdue' };

/** Whole calendar days from `since` to `now` (0 on the same day; never negative; null when unknown). */
export function ageInDays(since: Date | null, now: Date = new Date()): number | null {
  if (!since) return null;
  return Math.max(0, differenceInCalendarDays(now, since));
}

/** The tone of an age against an area's thresholds (days at which it turns amber and red). */
export function ageTone(days: number, thresholds: { amber: number; red: number }): AgeTone {
  if (days >= thresholds.red) return 'red';
  if (days >= thresholds.amber) return 'amber';
  return 'neutral';
}

/**
 * An age chip ('Open 3 d'), the same shape as the status chips: the text carries the age, the
 * colour repeats the urgency, and the accessible name says both in words ('Open for 3 days,
 * overdue'). Cases, queries and critical focus use it.
 */
export function AgeChip({ days, tone, prefix = 'Open', className = '' }: { days: number; tone: AgeTone; prefix?: string; className?: string }) {
  const spoken = `${prefix} for ${days} ${days === 1 ? 'day' : 'days'}${TONE_WORD[tone]}`;
  return (
    <span className={`badge rounded-pill age-chip age-chip-${tone} ${TONE_CLASS[tone]} ${className}`.trim()} role="img" aria-label={spoken} title={spoken}>
      {`${prefix} ${days} d`}
    </span>
  );
}
