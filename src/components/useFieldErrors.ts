import { useCallback, useState } from 'react';
import { isApiErrorShape, type FieldErrors } from '@/api/errors';

const NO_ALIASES: Readonly<Record<string, string>> = {};

/** The first server message per (aliased) field of an error. */
export function firstErrors(error: unknown, aliases: Readonly<Record<string, string>> = NO_ALIASES): Record<string, string> {
  const fieldErrors: FieldErrors = isApiErrorShape(error) ? error.fieldErrors : {};
  const next: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const target = aliases[field] ?? field;
    if (messages[0] && !next[target]) next[target] = messages[0];
  }
  return next;
}

/**
 * Server field errors for a form: the first message per field, cleared as soon as that field is
 * edited (ARCHITECTURE.md rule 5). `aliases` maps server field names onto form fields.
 */
export function useFieldErrors(aliases: Readonly<Record<string, string>> = NO_ALIASES) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setFromError = useCallback(
    (error: unknown) => {
      const next = firstErrors(error, aliases);
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    [aliases],
  );

  const clear = useCallback((field: string) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const clearAll = useCallback(() => setErrors({}), []);

  /** Shows the form's own validation (field → message); true when there was any. */
  const setAll = useCallback((next: Readonly<Record<string, string | undefined>>) => {
    const messages = Object.fromEntries(Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]));
    setErrors(messages);
    return Object.keys(messages).length > 0;
  }, []);

  return { errors, first: (field: string) => errors[field], setFromError, setAll, clear, clearAll };
}
