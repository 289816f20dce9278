import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The tab named in the address (`?tab=`, house rule 12) and a way to choose one: it replaces the
 * history entry and keeps the other parameters. The page decides which names are valid.
 */
export function useTabParam<T extends string>(): [requested: string | null, select: (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const select = useCallback(
    (tab: T) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params.get('tab'), select];
}
