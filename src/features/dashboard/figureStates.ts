import { isApiErrorShape } from '@/api/errors';

/*
 * The state of one card of the derived dashboard body: each card loads (a skeleton of its final
 * size), fails (its message and Retry), says in one line that a report is not listed, or shows its
 * figures (empty ones read 'No data for this {wave label}.'), on its own.
 */

/** A card's state. */
export type FigureState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'missing'; message: string }
  | { status: 'ready' };

/** What a card reads of an RTK Query result. */
export interface CallLike {
  currentData?: unknown;
  isError: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export const READY: FigureState = { status: 'ready' };
export const LOADING: FigureState = { status: 'loading' };

/** The one line of a report call that failed: the server refused it (403), does not know it (404), or anything else. */
export function reportFailure(error: unknown, report: string): string {
  const status = isApiErrorShape(error) ? error.status : 0;
  if (status === 403) return `You do not have permission to run the ${report} report.`;
  if (status === 404) return `The ${report} report could not be found.`;
  return `The ${report} report could not be loaded.`;
}

/** The message of a card whose reports could not be listed (the reporting filters failed). */
export const REPORTS_UNLISTED = 'The reports behind these figures could not be listed.';

const failed = (call: CallLike, message: string): FigureState => ({
  status: 'failed',
  message,
  error: call.error,
  retry: () => void call.refetch(),
  retrying: call.isFetching,
});

/**
 * The state of a card fed by one report: the reporting filters first (they list the report), then
 * the report itself. `asked` is false when there is nothing to ask for (no wave): the card is empty.
 */
export function reportState(report: string, filters: CallLike, listed: boolean, call: CallLike, asked = true): FigureState {
  if (filters.isError && filters.currentData === undefined) return failed(filters, REPORTS_UNLISTED);
  if (filters.currentData === undefined) return LOADING;
  if (!listed) return { status: 'missing', message: `This data source does not list a ${report} report.` };
  if (!asked) return READY;
  if (call.isError) return failed(call, reportFailure(call.error, report));
  return call.currentData === undefined ? LOADING : READY;
}

/** True once a call has answered or failed (a previous wave's report: the card shows without it when it fails). */
export function settled(call: CallLike, asked: boolean): boolean {
  return !asked || call.isError || call.currentData !== undefined;
}
