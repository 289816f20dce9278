import { useCallback } from 'react';
import { isApiErrorShape } from '@/api/errors';
import { queryTextProblem } from '@/components/report/QuestionQueryComposer';
import { useDraft } from '@/components/useDraft';
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

/**
 * A query's text kept as the user's draft (portal.queryDraft.{userId}.{parts}) with the server's
 * refusal beside it: `field` goes to QueryTextField, and editing the text clears the refusal.
 */
export function useQueryTextDraft(parts: ReadonlyArray<string | number>) {
  const [text, setText, clearText] = useDraft('queryDraft', parts, '');
  const serverError = useQueryTextError();
  const { edited } = serverError;
  const onChange = useCallback(
    (value: string) => {
      setText(value);
      edited();
    },
    [setText, edited],
  );
  return { text, clearText, problem: queryTextProblem(text), serverError, field: { value: text, onChange, serverError: serverError.message } };
}
