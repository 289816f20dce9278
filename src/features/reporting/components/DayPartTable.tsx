import { useId, useMemo, useState, type ReactNode } from 'react';
import type { ReportSort } from '@/lib/reportingUrl';
import { cachedSearchIndex, findRows, sortRows, type NumberedRow, type ReportColumn } from '../resultTable';
import { ResultTable } from './ResultTable';

interface Props {
  title: string;
  rows: NumberedRow[];
  columns: ReportColumn[];
  find: string;
  sort: ReportSort | null;
  onSort: (column: string) => void;
  pageSize: number;
  drill: (row: NumberedRow['row']) => (() => void) | null;
  exportButtons: (rows: readonly NumberedRow[], table: string | null) => ReactNode;
}

/**
 * One sub title's table of a category day-part report: the report's text filter and sort apply to
 * every table; each pages on its own (its page is not in the address: the tables are short).
 */
export function DayPartTable({ title, rows, columns, find, sort, onSort, pageSize, drill, exportButtons }: Props) {
  const id = useId().replace(/:/g, '');
  const [page, setPage] = useState(1);
  // A new sort or text filter starts every table at its first page.
  const [seen, setSeen] = useState({ find, sort });
  if (seen.find !== find || seen.sort !== sort) {
    setSeen({ find, sort });
    setPage(1);
  }
  const found = useMemo(() => (find.trim() ? findRows(rows, columns, find, cachedSearchIndex(rows, columns)) : rows), [rows, columns, find]);
  const sorted = useMemo(() => sortRows(found, sort, columns, rows), [found, sort, columns, rows]);
  return (
    <section className="mb-4 day-part-table" aria-labelledby={`${id}-title`}>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <h3 id={`${id}-title`} className="h5 mb-0 me-auto text-break">
          {title}
        </h3>
        {exportButtons(sorted, title)}
      </div>
      <ResultTable name={title} rows={sorted} columns={columns} page={page} pageSize={pageSize} onPage={setPage} sort={sort} onSort={onSort} drill={drill} />
    </section>
  );
}
