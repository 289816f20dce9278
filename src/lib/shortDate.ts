const pad = (value: number) => String(value).padStart(2, '0');

/**
 * MM/DD/YY for lists (document 001 §9) from the API's 'YYYY-MM-DD[ HH:mm[:ss]]' or an ISO date;
 * the raw text when unreadable. Free of date libraries: it loads with the dashboards' first view.
 */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]|$)/.exec(value);
  if (match) return `${match[2]}/${match[3]}/${(match[1] as string).slice(2)}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${String(date.getFullYear()).slice(2)}`;
}
