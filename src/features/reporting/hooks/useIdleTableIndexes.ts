import { useEffect } from 'react';
import { whenIdle } from '@/lib/whenIdle';
import { cachedColumnOrder, cachedSearchIndex, hasColumnOrder, hasSearchIndex, type NumberedRow, type ReportColumn } from '../resultTable';

/**
 * Sorting and filtering a 99,999-row report: the search index and each column's order are worked
 * out once, in idle time after the report shows, so a keystroke or a click on a heading is a
 * linear walk over the rows. Small results (under 2,000 rows) build them on first use.
 */
export function useIdleTableIndexes(rows: readonly NumberedRow[], columns: readonly ReportColumn[]): void {
  useEffect(() => {
    if (rows.length < 2000 || typeof window === 'undefined') return undefined;
    const pending: Array<() => void> = [
      ...(hasSearchIndex(rows, columns) ? [] : [() => void cachedSearchIndex(rows, columns)]),
      ...columns.filter((column) => !hasColumnOrder(rows, column.key)).map((column) => () => void cachedColumnOrder(rows, column)),
    ];
    let cancel = () => {};
    const next = () => {
      const work = pending.shift();
      if (!work) return;
      cancel = whenIdle(
        () => {
          work();
          next();
        },
        { fallbackMs: 50 },
      );
    };
    next();
    return () => cancel();
  }, [rows, columns]);
}
