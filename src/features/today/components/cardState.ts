/** A card's state: loading (a skeleton of the final size), failed (its own message and Retry) or ready. */
export type CardState = { status: 'loading' } | { status: 'failed'; error: unknown; retry: () => void; retrying: boolean } | { status: 'ready' };

/** A card state from RTK Query results: loading until all have data, failed when any failed. */
export function cardState(results: ReadonlyArray<{ data?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown }>): CardState {
  const failed = results.filter((result) => result.isError);
  if (failed.length > 0) {
    const first = failed[0] as { error?: unknown };
    return {
      status: 'failed',
      error: first.error,
      retry: () => failed.forEach((result) => void result.refetch()),
      retrying: failed.some((result) => result.isFetching),
    };
  }
  if (results.some((result) => result.data === undefined)) return { status: 'loading' };
  return { status: 'ready' };
}
