import type { StatusTone } from '@/components/StatusChip';
import { CASE_STATUS_NEW, type Case } from './types';

/** Green when resolved, red when New, orange otherwise (document 002 §2). */
export function caseStatusTone(item: Pick<Case, 'resolved_by' | 'status'>): StatusTone {
  if (item.resolved_by !== null && item.resolved_by !== undefined) return 'success';
  if (item.status?.id === CASE_STATUS_NEW) return 'danger';
  return 'warning';
}
