import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import { Pager } from '@/components/Pager';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { useListTriage } from '@/components/useListTriage';
import { formatCaseDateTime } from '@/lib/format';
import { loadFailedText } from '../loadFailed';
import { matchesQuerySearch, pageCountOf, pageOf, windowOf } from '../queryLists';
import type { QueryListRow } from '../types';
import { QueryStatusChip, QueryWindowChip } from './QueryChips';
import { SearchBox } from './SearchBox';

interface Props {
  /** 'open' | 'referred' | 'resolved': the rows' id prefix and the caption. */
  kind: 'open' | 'referred' | 'resolved';
  caption: string;
  rows: readonly QueryListRow[];
  loading: boolean;
  /** The rows are the server's current answer (a page past their end then goes back to the last page). */
  settled: boolean;
  /** The list failed to load. */
  failed?: boolean;
  /** Why (the decoding error adds its message). */
  error?: unknown;
  search: string;
  onSearch: (text: string) => void;
  page: number;
  onPage: (page: number) => void;
  onOpen: (row: QueryListRow) => void;
  onHelp: () => void;
  /** Text when there are no rows at all. */
  emptyText: string;
  /** The row to focus (the query whose detail was just closed). */
  focusId: number | null;
  triageEnabled: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  now: Date;
  /** The schemes' query windows by name (for rows that do not carry theirs). */
  windows: ReadonlyMap<string, number>;
  /** Above the search (the resolved tab's dates). */
  children?: ReactNode;
}

/** One of the Open, Referred and Resolved lists: search, rows of 10 with chips, pager, triage keys. */
export function QueryList({
  kind,
  caption,
  rows,
  loading,
  settled,
  failed = false,
  error,
  search,
  onSearch,
  page,
  onPage,
  onOpen,
  onHelp,
  emptyText,
  focusId,
  triageEnabled,
  searchRef,
  now,
  windows,
  children,
}: Props) {
  const matching = useMemo(() => rows.filter((row) => matchesQuerySearch(row, search)), [rows, search]);
  const pageCount = pageCountOf(matching.length);
  const shown = Math.min(page, pageCount);
  const visible = pageOf(matching, shown);
  // A page past the end of the list goes back to the last page (replace).
  useEffect(() => {
    if (settled && page > pageCount) onPage(pageCount);
  }, [settled, page, pageCount, onPage]);
  const { rowProps } = useListTriage({
    prefix: `queries-${kind}`,
    rows: visible,
    rowId: (row) => row.id,
    page: shown,
    pageCount,
    onPage,
    onOpen,
    searchRef,
    onHelp,
    enabled: triageEnabled,
    initialId: focusId,
  });

  const columns: ResponsiveColumn<QueryListRow>[] = [
    { key: 'id', header: 'Query Id', primary: true, cell: (row) => <span className="fw-semibold">Query {row.id}</span> },
    { key: 'job', header: 'Job Id', cell: (row) => `${row.job_id} - ${row.location_name}` },
    { key: 'scheme', header: 'Data source', cell: (row) => row.scheme_name },
    { key: 'created', header: 'Created', cell: (row) => `${row.created_by} on ${formatCaseDateTime(row.created_date)}` },
    { key: 'updated', header: 'Updated', cell: (row) => (row.updated_date ? `${row.updated_by ?? ''} on ${formatCaseDateTime(row.updated_date)}` : '') },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-1">
          <QueryStatusChip query={row} />
          {!row.is_resolved && <QueryWindowChip createdDate={row.created_date} windowLength={windowOf(row, windows)} now={now} />}
        </div>
      ),
    },
  ];

  return (
    <div className="query-list">
      {children}
      <SearchBox id={`queries-${kind}-search`} label="Search by query id, job id or location" value={search} onChange={onSearch} inputRef={searchRef} />
      {loading ? (
        <p className="text-body-secondary" role="status">
          Loading queries…
        </p>
      ) : failed ? (
        <p className="query-empty" role="alert">
          {loadFailedText('The queries', error)}
        </p>
      ) : rows.length === 0 ? (
        <p className="query-empty">{emptyText}</p>
      ) : matching.length === 0 ? (
        <p className="query-empty">There are no matching queries for the entered search terms.</p>
      ) : (
        <>
          <ResponsiveTable caption={caption} columns={columns} rows={visible} rowKey={(row) => row.id} rowProps={rowProps} className="query-rows" />
          {pageCount > 1 && (
            <div className="d-flex justify-content-center mt-3">
              <Pager label={`${caption} pages`} page={shown} pageCount={pageCount} onPage={onPage} boundaryLinks />
            </div>
          )}
        </>
      )}
    </div>
  );
}
