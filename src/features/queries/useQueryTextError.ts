import { useCallback } from 'react';
import { isApiErrorShape } from '@/api/errors';
import { useFieldErrors } from '@/components/useFieldErrors';

const TEXT = 'text';

/**
 * The server's refusal of a query's text (a 422: its message), shown beside the text and cleared
 * as soon as the text is edited (house rule 5, through the shared useFieldErrors). Any other
 * failure shows nothing there: its toast says it.
 */
export function useQueryTextError() {
  const { first, setAll, clear, clearAll } = useFieldErrors();
  /** Shows why a send failed, or clears the message when `error` is not a 422. */
  const show = useCallback(
    (error: unknown) => {
      if (isApiErrorShape(error) && error.status === 422) setAll({ [TEXT]: error.message });
      else clearAll();
    },
    [setAll, clearAll],
  );
  const edited = useCallback(() => clear(TEXT), [clear]);
  return { message: first(TEXT) ?? null, show, edited, clear: clearAll };
}
