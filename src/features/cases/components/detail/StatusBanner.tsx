import { caseStatusTone } from '../../caseStatus';
import { isCaseOpen, type Case } from '../../types';
import { formatCaseDateTime } from './detailFormat';

const TONE_CLASS = {
  success: 'bg-success text-white',
  danger: 'bg-danger text-white',
  warning: 'bg-warning text-dark',
  secondary: 'bg-secondary text-white',
} as const;

/** 'Current Status: …', created and last updated / resolved lines; green resolved, red New, orange otherwise. */
export function StatusBanner({ item }: { item: Case }) {
  const tone = caseStatusTone(item);
  const open = isCaseOpen(item);
  const lastDate = open ? item.updated_date : (item.resolved_date ?? item.updated_date);
  const lastName = open ? item.updated_by?.name : (item.resolved_by?.name ?? item.updated_by?.name);
  return (
    <section className={`case-status-banner rounded p-3 mb-3 ${TONE_CLASS[tone]}`} aria-label="Case status">
      <p className="h5 mb-1">Current Status: {item.status?.name}</p>
      <p className="mb-0 small">
        Created on {formatCaseDateTime(item.created_date)} by {item.created_by?.name ?? 'Unknown'}
      </p>
      <p className="mb-0 small">
        {open ? 'Last Updated' : 'Resolved'} on {formatCaseDateTime(lastDate)} by {lastName ?? 'Unknown'}
      </p>
    </section>
  );
}
