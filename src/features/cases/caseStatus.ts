import type { StatusTone } from '@/components/StatusChip';
import { CASE_STATUS_NEW, type Case } from './types';

/** Green when resolved, red when New, orange otherwise (document 002 §2). */
export function caseStatusTone(item: Pick<Case, 'resolved_by' | 'status'>): StatusTone {
  if (item.resolved_by !== null && item.resolved_by !== undefined) return 'success';
  if (item.status?.id === CASE_STATUS_NEW) return 'danger';
  return 'warning';
}

/**
 * The age thresholds of an open case: red once it is overdue by the dashboard's rule (created two
 * or more days ago, document 000 §5: 'Overdue means created between 365 and 2 days ago'), amber
 * from the day after it was created.
 */
export const CASE_AGE_THRESHOLDS = { amber: 1, red: 2 } as const;
