import type { HTMLAttributes, ReactNode } from 'react';
import { LARGE_SCREEN, useMediaQuery } from './useMediaQuery';

/** One column of a responsive list. */
export interface ResponsiveColumn<Row> {
  /** A stable key for the column. */
  key: string;
  /** The column header; on phones the label beside each value. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned with tabular figures. */
  numeric?: boolean;
  /** Shown as the card's title on phones (one column, the row's name or id). */
  primary?: boolean;
  /** A custom header cell (a sort button, say); `header` still labels the value on phones. */
  headerCell?: ReactNode;
  /** aria-sort of the header cell. */
  sort?: 'ascending' | 'descending' | 'none';
  className?: string;
  /** Only from the 1024 px breakpoint: left out of the table and the cards on small screens (002 §2's Customer column). */
  largeScreenOnly?: boolean;
}

interface Props<Row> {
  /** The table's caption (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Extra props for a row (class names, tabindex, aria-selected for roving focus...). */
  /** Extra props for a row (class names, handlers, roving focus...); `id` and `aria-selected` included. */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLElement>;
  /** Shown instead of an empty table. */
  emptyText?: ReactNode;
  /** Forces a layout (tests, or a page that knows better); by default cards below 1024 px. */
  layout?: 'table' | 'cards';
  className?: string;
  /** Rows highlight under the pointer (the table's hover); off for rows that do not open anything. */
  hover?: boolean;
}

/**
 * The shared list (house rule 15): a table from the 1024 px breakpoint, stacked cards below it,
 * where every value keeps its column's label. Rows carry only what the columns render.
 */
export function ResponsiveTable<Row>({
  caption,
  showCaption = false,
  columns: allColumns,
  rows,
  rowKey,
  rowProps,
  layout,
  className = '',
  emptyText,
  hover = true,
}: Props<Row>) {
  const large = useMediaQuery(LARGE_SCREEN);
  const asTable = layout ? layout === 'table' : large;
  const columns = large ? allColumns : allColumns.filter((column) => !column.largeScreenOnly);
  if (rows.length === 0 && emptyText !== undefined) return <p className="text-body-secondary my-3">{emptyText}</p>;
  if (asTable) {
    return (
      <div className={`table-responsive ${className}`.trim()}>
        <table className={`table ${hover ? 'table-hover ' : ''}align-middle mb-0 responsive-table`}>
          {/* A hidden caption stays on top: at the bottom its 1 px box makes the wrapper scroll. */}
          <caption className={showCaption ? 'caption-top' : 'visually-hidden caption-top'}>{caption}</caption>
          <thead className="sticky-top">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sort}
                  className={`${column.numeric ? 'text-end' : ''} ${column.className ?? ''}`.trim() || undefined}
                >
                  {column.headerCell ?? column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row)} {...rowProps?.(row, index)}>
                {columns.map((column) => (
                  <td key={column.key} className={`${column.numeric ? 'text-end font-tabular' : ''} ${column.className ?? ''}`.trim() || undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  const primary = columns.find((column) => column.primary);
  const rest = columns.filter((column) => column !== primary);
  return (
    <div className={className}>
      {showCaption && <h3 className="h6">{caption}</h3>}
      <ul className="list-unstyled responsive-cards mb-0" aria-label={caption}>
        {rows.map((row, index) => {
          const props = rowProps?.(row, index);
          return (
            <li key={rowKey(row)} {...props} className={`card mb-2 ${props?.className ?? ''}`.trim()}>
              <div className="card-body p-3">
                {primary && <div className="fw-semibold mb-1 text-break">{primary.cell(row)}</div>}
                <dl className="row mb-0 small">
                  {rest.map((column) => (
                    <div key={column.key} className="col-12 d-flex gap-2 py-1 border-top responsive-card-field">
                      <dt className="fw-normal text-body-secondary flex-shrink-0 responsive-card-label">{column.header}</dt>
                      <dd className="mb-0 text-break flex-grow-1">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
