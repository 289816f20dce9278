import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_OVERDUE_HOURS, validOverdueHours } from '@/lib/alertAge';
import { useAppSelector } from '@/store/typedHooks';
import { selectUser } from '@/store/sessionSlice';

/** The current time, refreshed by one timer a minute (ages re-render, nothing is refetched). */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The storage key of a user's 'Overdue after' choice. */
export const overdueHoursKey = (userId: number) => `portal.criticalFocusOverdueHours.${userId}`;

function readHours(userId: number): number {
  try {
    const raw = localStorage.getItem(overdueHoursKey(userId));
    return raw === null ? DEFAULT_OVERDUE_HOURS : validOverdueHours(raw);
  } catch {
    return DEFAULT_OVERDUE_HOURS;
  }
}

/** The signed-in user's overdue threshold in hours, kept per user in localStorage. */
export function useOverdueHours(): [number, (hours: number) => void] {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const [state, setState] = useState(() => ({ userId, hours: readHours(userId) }));
  const current = state.userId === userId ? state : { userId, hours: readHours(userId) };
  if (current !== state) setState(current);
  const set = useCallback(
    (hours: number) => {
      const valid = validOverdueHours(hours);
      setState({ userId, hours: valid });
      try {
        localStorage.setItem(overdueHoursKey(userId), String(valid));
      } catch {
        // storage unavailable: the choice lasts as long as the page
      }
    },
    [userId],
  );
  return [current.hours, set];
}
