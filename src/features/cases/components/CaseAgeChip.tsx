import { AgeChip, ageInDays, ageTone } from '@/components/AgeChip';
import { parseApiDate } from '@/lib/format';
import { CASE_AGE_THRESHOLDS } from '../caseStatus';
import { isCaseOpen, type Case } from '../types';

/** 'Open {n} d' on an open case (nothing on a resolved one or an unreadable date). */
export function CaseAgeChip({ item, now, className }: { item: Pick<Case, 'resolved_by' | 'created_date'>; now?: Date; className?: string }) {
  if (!isCaseOpen(item)) return null;
  const days = ageInDays(parseApiDate(item.created_date), now);
  if (days === null) return null;
  return <AgeChip days={days} tone={ageTone(days, CASE_AGE_THRESHOLDS)} className={className} />;
}
