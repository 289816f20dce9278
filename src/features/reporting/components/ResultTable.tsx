import { Pager } from '@/components/Pager';
import type { ReportSort } from '@/lib/reportingUrl';
import { formatCell } from '../resultCells';
import type { NumberedRow, ReportColumn } from '../resultTable';

/** What every results table is given: its name, rows, columns, page and sort. */
export interface ResultTableBaseProps {
  /** Names the table, its sideways-scrolling region and its pager. */
  name: string;
  /** The rows that pass the text filter, in the table's sort. */
  rows: readonly NumberedRow[];
  columns: readonly ReportColumn[];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort: ReportSort | null;
  onSort: (column: string) => void;
}

interface Props extends ResultTableBaseProps {
  /** The drill action of a row (its first cell becomes a button), or null. */
  drill: (row: NumberedRow['row']) => (() => void) | null;
}

/** One results table: '#' and the label sticky, sortable headings, only the current page rendered, and its pager. */
export function ResultTable({ name, rows, columns, page, pageSize, onPage, sort, onSort, drill }: Props) {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * pageSize, current * pageSize);
  const ariaSort = (column: string) => (sort?.column === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none');
  return (
    <>
      <div className="table-responsive report-table-wrap" role="region" aria-label={`${name} table`} tabIndex={0}>
        <table className="table table-sm table-hover align-middle mb-0 report-table">
          <caption className="visually-hidden">{name}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-end sticky-col" aria-sort={ariaSort('#')}>
                <button type="button" className="btn btn-link btn-sm p-0 sort-button" onClick={() => onSort('#')}>
                  #
                </button>
              </th>
              {columns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`${column.numeric ? 'text-end' : ''} ${index === 0 ? 'sticky-col sticky-col-2' : ''}`}
                  aria-sort={ariaSort(column.key)}
                >
                  <button type="button" className="btn btn-link btn-sm p-0 sort-button text-start" onClick={() => onSort(column.key)}>
                    {column.label}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map(({ index, row }) => {
              const open = drill(row);
              return (
                <tr key={index}>
                  <td className="text-end font-tabular sticky-col">{index}</td>
                  {columns.map((column, columnIndex) => {
                    const text = formatCell(row[column.key], column);
                    return (
                      <td
                        key={column.key}
                        className={`${column.numeric ? 'text-end font-tabular' : 'text-break'} ${columnIndex === 0 ? 'sticky-col sticky-col-2' : ''}`}
                      >
                        {columnIndex === 0 && open ? (
                          <button type="button" className="btn btn-link btn-sm p-0 text-start drill-button" onClick={open}>
                            {text}
                          </button>
                        ) : (
                          text
                        )}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="mt-2">There are no rows matching the filter.</p>}
      <div className="mt-2">
        <Pager label={`${name} pages`} page={current} pageCount={pageCount} onPage={onPage} boundaryLinks />
      </div>
    </>
  );
}
