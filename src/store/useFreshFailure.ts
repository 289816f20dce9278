import { useState } from 'react';

/**
 * True when a query failed in a request made since this page mounted, or in the one it found in
 * flight when it mounted (the route's prefetch, started just before the page). A page remounted by
 * the error page's Retry first sees the old failure from the cache; that one must not raise the
 * error again.
 */
export function useFreshFailure(result: { isError: boolean; isFetching?: boolean; startedTimeStamp?: number }): boolean {
  const [since] = useState(() => (result.isFetching && result.startedTimeStamp !== undefined ? Math.min(result.startedTimeStamp, Date.now()) : Date.now()));
  return result.isError && (result.startedTimeStamp ?? 0) >= since;
}
