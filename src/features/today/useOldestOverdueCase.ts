import { useMemo } from 'react';
import { useGetTodayOverdueCasesQuery } from './todayApi';
import { lastPageOf, oldestCase, type OldestCase } from './todayModel';
import { overdueCreated } from './todayUrl';

/** The Cases card's 'oldest overdue case' line: still loading, nothing to show, failed (with Retry), or the case. */
export type OldestOverdueState =
  { status: 'loading' } | { status: 'none' } | { status: 'failed'; retry: () => void; retrying: boolean } | { status: 'ready'; oldest: OldestCase };

const fresh = { refetchOnMountOrArgChange: true } as const;

/**
 * The oldest open overdue case from documented calls only (002 §7 has no ascending sort): the case
 * list of overdue cases, newest first; its first page's pagination (meta from, to, total) names the
 * last page, whose rows are the oldest. Two calls, or one when the first page is the only one. An
 * empty list, or a first page whose meta cannot name the last page, is 'none': the card shows its
 * counts alone.
 */
export function useOldestOverdueCase(now: Date, enabled: boolean): OldestOverdueState {
  const created = overdueCreated(now);
  const first = useGetTodayOverdueCasesQuery({ created, page: 1 }, { ...fresh, skip: !enabled });
  const lastPage = first.data ? lastPageOf(first.data) : null;
  const needsLast = lastPage !== null && lastPage > 1;
  const last = useGetTodayOverdueCasesQuery({ created, page: lastPage ?? 1 }, { ...fresh, skip: !enabled || !needsLast });

  // The same state object while the answers are unchanged (Today's Cases card is memoised).
  return useMemo((): OldestOverdueState => {
    if (!enabled) return { status: 'none' };
    const failed = [first, ...(needsLast ? [last] : [])].filter((result) => result.isError);
    if (failed.length > 0) {
      return { status: 'failed', retry: () => failed.forEach((result) => void result.refetch()), retrying: failed.some((result) => result.isFetching) };
    }
    if (!first.data || (needsLast && !last.data)) return { status: 'loading' };
    if (lastPage === null) return { status: 'none' };
    const oldest = oldestCase(needsLast && last.data ? [first.data.data, last.data.data] : [first.data.data]);
    return oldest ? { status: 'ready', oldest } : { status: 'none' };
  }, [enabled, first, last, needsLast, lastPage]);
}
