import { subDays } from 'date-fns/subDays';
import type { ComponentProps } from 'react';
import type { DateRangeValue } from '@/components/dateRange';
import { DateRangePicker } from '@/components/DateRangePicker';
import { formatListDate } from '@/lib/format';
import { useGetResolvedQueriesQuery } from '../queriesApi';
import { QueryList } from './QueryList';

type ListProps = Omit<ComponentProps<typeof QueryList>, 'kind' | 'caption' | 'rows' | 'loading' | 'settled' | 'failed' | 'error' | 'emptyText' | 'children'>;

interface Props extends ListProps {
  range: DateRangeValue | null;
  onRange: (range: DateRangeValue | null) => void;
  today: Date;
  /** False when the user may not see resolved queries (nothing is asked). */
  allowed: boolean;
}

/** The Resolved Queries tab (002 §2): the date range (default the last 30 days) and its list. */
export function ResolvedQueries({ range, onRange, today, allowed, ...listProps }: Props) {
  const args = range ? { start_date: range.start, end_date: range.end } : {};
  const result = useGetResolvedQueriesQuery(args, { skip: !allowed });
  const rangeText = range ? `from ${formatListDate(range.start)} to ${formatListDate(range.end)}` : null;
  return (
    <QueryList
      key="resolved"
      kind="resolved"
      caption="Resolved queries"
      rows={result.currentData ?? []}
      loading={result.isFetching}
      settled={result.isSuccess && !result.isFetching}
      failed={result.isError && !result.currentData}
      error={result.error}
      emptyText={
        rangeText ? `You do not currently have any resolved queries ${rangeText}.` : 'You do not currently have any resolved queries from the last 30 days.'
      }
      {...listProps}
    >
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div className="query-range">
          <DateRangePicker label="Search date range" value={range} maxDate={today} onChange={onRange} />
        </div>
        {range && (
          <button type="button" className="btn btn-outline-secondary query-action" onClick={() => onRange(null)}>
            Reset dates
          </button>
        )}
      </div>
      <p>
        {rangeText
          ? `Below are your resolved queries ${rangeText}.`
          : `Below are your resolved queries from the last 30 days (${formatListDate(subDays(today, 30))} to ${formatListDate(today)}).`}
      </p>
    </QueryList>
  );
}
