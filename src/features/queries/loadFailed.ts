import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';

/** '{what} could not be loaded.' plus, for an answer the portal could not read, the decoding message; then 'Please try again.' */
export function loadFailedText(what: string, error: unknown): string {
  const unreadable = typeof error === 'object' && error !== null && isUnreadableData(error);
  return `${what} could not be loaded.${unreadable ? ` ${UNREADABLE_DATA_MESSAGE}` : ''} Please try again.`;
}
