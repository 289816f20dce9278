import { StatusChip } from '@/components/StatusChip';
import { formatListDate, parseApiDate } from '@/lib/format';
import { queryStatusTone } from '@/lib/queryTypes';
import { queryWindowChip } from '@/lib/queryWindowChip';

/** The status chip of a query: status_name, coloured by 002 §4. */
export function QueryStatusChip({ query }: { query: { is_resolved: boolean; status_id: number; status_name: string } }) {
  return <StatusChip label={query.status_name} tone={queryStatusTone(query)} />;
}

/** The window chip of an open or referred query (nothing without a window length or date). */
export function QueryWindowChip({ createdDate, windowLength, now }: { createdDate: string; windowLength: number | null | undefined; now: Date }) {
  const created = parseApiDate(createdDate);
  if (!created || windowLength === null || windowLength === undefined) return null;
  const chip = queryWindowChip(created, windowLength, now);
  return (
    <span className="d-inline-block query-window-chip" title={chip.label}>
      <StatusChip label={chip.text} tone={chip.tone} />
      <span className="visually-hidden"> (window closes {formatListDate(chip.closes)})</span>
    </span>
  );
}
