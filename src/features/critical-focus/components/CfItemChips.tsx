import { StatusChip } from '@/components/StatusChip';
import { alertAge } from '@/lib/alertAge';
import { parseApiDate } from '@/lib/format';
import { statusTone } from '../viewState';

/** The item's status as a chip: green resolved, red new, orange otherwise. */
export function CfStatusChip({ statusId, name }: { statusId: number; name: string }) {
  return <StatusChip label={name || 'Unknown'} tone={statusTone(statusId)} className={statusTone(statusId) === 'warning' ? 'cf-chip-orange' : ''} />;
}

/** The alert age of an item (not the case list's AgeChip of days open): the time since it was created, always as text: grey, amber 'Due soon', red 'Overdue'. */
export function CfAlertAgeChip({ created, now, thresholdHours }: { created: string; now: Date; thresholdHours: number }) {
  const date = parseApiDate(created);
  if (!date) return null;
  const age = alertAge(date, now, thresholdHours);
  const tone = age.level === 'overdue' ? 'danger' : age.level === 'due' ? 'warning' : 'secondary';
  return <StatusChip label={age.label} tone={tone} className={`cf-age cf-age-${age.level}`} />;
}

/** The red banner of an item whose customer asked to be contacted. */
export function ContactBanner({ resolved }: { resolved: boolean }) {
  return <div className="cf-contact-banner">{resolved ? 'This customer wanted to be contacted.' : 'This customer wants to be contacted.'}</div>;
}
