import { addDays } from 'date-fns/addDays';
import { isoDate } from '@/lib/format';
import { CASE_STATUS_NEW } from './types';

const LIST = '/case-management/cases';

/** The case dashboard cards' footer links into the case list (document 000 §2), for the given day. */
export function dashboardCardLinks(now: Date = new Date()) {
  const today = isoDate(now);
  return {
    open: LIST,
    new: `${LIST}?statusId=${CASE_STATUS_NEW}`,
    inprogress: LIST,
    overdue: `${LIST}?created=${isoDate(addDays(now, -365))},${isoDate(addDays(now, -2))}`,
    openToday: `${LIST}?created=${today},${today}`,
    closedToday: `${LIST}?resolved=true&resolvedDates=${today},${today}`,
  };
}
