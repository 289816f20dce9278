import { useState } from 'react';

/**
 * True when a query failed in a request made since this page mounted. A page remounted by the
 * error page's Retry first sees the old failure from the cache; that one must not raise the error again.
 */
export function useFreshFailure(result: { isError: boolean; startedTimeStamp?: number }): boolean {
  const [mountedAt] = useState(() => Date.now());
  return result.isError && (result.startedTimeStamp ?? 0) >= mountedAt;
}
