/** A date range with both ends as 'YYYY-MM-DD' (DateRangePicker and its panel). */
export interface DateRangeValue {
  start: string;
  end: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'D MMM' of a 'YYYY-MM-DD' day; null when it is not a real day. */
function dayLabel(iso: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${day} ${MONTHS[month - 1]}`;
}

/** 'D MMM - D MMM' for a chosen range (document 002 §9). */
export function formatRangeLabel(value: DateRangeValue | null): string {
  if (!value) return '';
  const start = dayLabel(value.start);
  const end = dayLabel(value.end);
  return start && end ? `${start} - ${end}` : '';
}
