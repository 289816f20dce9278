import { useEffect, useState } from 'react';
import { readLastVisit, writeLastVisit, type LastVisit } from './lastVisit';

/**
 * The last visit as it was when Today opened (what is marked 'New' stays marked for this visit),
 * and this visit remembered for the next: now, with the wave shown (once known).
 */
export function useSinceLastVisit(userId: number, now: Date, waveId: number | null | undefined): LastVisit | null {
  const [last] = useState(() => readLastVisit(userId, now));
  useEffect(() => {
    writeLastVisit(userId, { at: now.getTime(), waveId: waveId ?? last?.waveId ?? null });
  }, [userId, now, waveId, last]);
  return last;
}
