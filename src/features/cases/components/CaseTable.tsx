import { Link, useNavigate } from 'react-router';
import { intentPrefetch } from '@/components/intentPrefetch';
import { StatusChip } from '@/components/StatusChip';
import { formatCaseDateTime } from '@/lib/format';
import { caseStatusTone } from '../caseStatus';
import type { Case } from '../types';

/** The case route for an id. */
export const casePath = (id: number) => `/case-management/case/${id}`;

/**
 * The case list table (document 002 §2): Details, Customer (hidden on small screens), Status,
 * Last Update. The whole row opens the case; the id in Details is the keyboard route to it.
 */
export function CaseTable({ cases, caption, emptyText = 'No Cases found for the selected filters.' }: { cases: Case[]; caption: string; emptyText?: string }) {
  const navigate = useNavigate();
  if (cases.length === 0) return <p className="text-muted my-3">{emptyText}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle case-table bg-white mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Details</th>
            <th scope="col" className="d-none d-md-table-cell">
              Customer
            </th>
            <th scope="col">Status</th>
            <th scope="col">Last Update</th>
          </tr>
        </thead>
        <tbody>
          {cases.map((item) => (
            <tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => navigate(casePath(item.id))} {...intentPrefetch(casePath(item.id))}>
              <td>
                <Link to={casePath(item.id)} className="fw-semibold" onClick={(event) => event.stopPropagation()}>
                  {`Case #${item.id}`}
                </Link>
                <div>{item.location?.name}</div>
                <div className="small text-muted">{item.location?.bdm?.name ?? ''}</div>
                <div className="small">
                  <span className="text-muted">Source:</span> {item.source?.name ?? ''} <span className="text-muted ms-2">Type:</span> {item.type?.name ?? ''}
                </div>
                <div className="small text-muted">{`Submitted ${formatCaseDateTime(item.created_date)}`}</div>
              </td>
              <td className="d-none d-md-table-cell">{item.customer?.name ? item.customer.name : 'N/A'}</td>
              <td>
                <StatusChip label={item.status?.name ?? ''} tone={caseStatusTone(item)} />
              </td>
              <td className="small">{`${item.updated_by?.name ?? ''} on ${formatCaseDateTime(item.updated_date)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'Showing {from} to {to} of {total} results' or 'No results'. */
export function resultSummary(meta: { from: number | null; to: number | null; total: number } | undefined): string {
  if (!meta || !meta.total || meta.from === null || meta.to === null) return 'No results';
  return `Showing ${meta.from} to ${meta.to} of ${meta.total} results`;
}
