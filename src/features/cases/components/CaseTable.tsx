import { Link, useNavigate } from 'react-router';
import { ResponsiveTable, type ResponsiveColumn } from '@/components/ResponsiveTable';
import { intentPrefetch } from '@/components/intentPrefetch';
import { StatusChip } from '@/components/StatusChip';
import { formatCaseDateTime } from '@/lib/format';
import { caseStatusTone } from '../caseStatus';
import type { Case } from '../types';
import { CaseAgeChip } from './CaseAgeChip';

/** The case route for an id. */
export const casePath = (id: number) => `/case-management/case/${id}`;

/** The columns of every case list (document 002 §2): Details, Customer (large screens only), Status, Last Update. */
function caseColumns(): ResponsiveColumn<Case>[] {
  return [
    {
      key: 'details',
      header: 'Details',
      primary: true,
      cell: (item) => (
        <>
          <Link to={casePath(item.id)} className="fw-semibold case-link" onClick={(event) => event.stopPropagation()}>
            {`Case #${item.id}`}
          </Link>
          <div className="fw-normal">{item.location?.name}</div>
          <div className="small text-muted fw-normal">{item.location?.bdm?.name ?? ''}</div>
          <div className="small fw-normal">
            <span className="text-muted">Source:</span> {item.source?.name ?? ''} <span className="text-muted ms-2">Type:</span> {item.type?.name ?? ''}
          </div>
          <div className="small text-muted fw-normal">{`Submitted ${formatCaseDateTime(item.created_date)}`}</div>
        </>
      ),
    },
    // Hidden on small screens (002 §2), on the phone cards too.
    { key: 'customer', header: 'Customer', largeScreenOnly: true, cell: (item) => (item.customer?.name ? item.customer.name : 'N/A') },
    {
      key: 'status',
      header: 'Status',
      cell: (item) => (
        <div className="d-flex flex-wrap gap-1">
          <StatusChip label={item.status?.name ?? ''} tone={caseStatusTone(item)} />
          <CaseAgeChip item={item} />
        </div>
      ),
    },
    { key: 'updated', header: 'Last Update', className: 'small', cell: (item) => `${item.updated_by?.name ?? ''} on ${formatCaseDateTime(item.updated_date)}` },
  ];
}

/**
 * Every case list (the list, the grouped view's locations, the customer search): a table from
 * 1024 px, stacked cards below (the shared ResponsiveTable). The whole row opens the case; the id
 * link is the keyboard route to it.
 */
export function CaseTable({ cases, caption, emptyText = 'No Cases found for the selected filters.' }: { cases: Case[]; caption: string; emptyText?: string }) {
  const navigate = useNavigate();
  return (
    <ResponsiveTable
      caption={caption}
      columns={caseColumns()}
      rows={cases}
      rowKey={(item) => item.id}
      emptyText={emptyText}
      className="case-table bg-white"
      rowProps={(item) => ({ className: 'case-row', onClick: () => void navigate(casePath(item.id)), ...intentPrefetch(casePath(item.id)) })}
    />
  );
}

/** 'Showing {from} to {to} of {total} results' or 'No results'. */
export function resultSummary(meta: { from: number | null; to: number | null; total: number } | undefined): string {
  if (!meta || !meta.total || meta.from === null || meta.to === null) return 'No results';
  return `Showing ${meta.from} to ${meta.to} of ${meta.total} results`;
}
