import { Siren } from 'lucide-react';
import { Link } from 'react-router';
import { StatusChip } from '@/components/StatusChip';
import { alertsLink } from '../todayUrl';
import type { AlertLine } from '../todayModel';
import type { CardState } from './cardState';
import { NewChip, TodayCard } from './TodayCard';

/** How many alerts the card lists (the rest are one tap away in Critical Focus). */
const SHOWN = 5;

/** Alerts ('view - critical focus'): the open items, overdue first, each one tap from its detail. */
export function AlertsCard({ state, lines }: { state: CardState; lines: AlertLine[] }) {
  const overdue = lines.filter((line) => line.age?.level === 'overdue').length;
  return (
    <TodayCard
      id="alerts"
      title="Alerts"
      icon={Siren}
      state={state}
      failure="The alerts could not be loaded."
      link={{ to: alertsLink(), label: 'Open Critical Focus' }}
    >
      {lines.length === 0 ? (
        <p className="mb-0 text-body-secondary">No new alerts</p>
      ) : (
        <>
          <p className="mb-2">
            <strong>{lines.length}</strong> open{overdue > 0 ? `, ${overdue} overdue` : ''}
          </p>
          <ul className="list-unstyled mb-0 today-list">
            {lines.slice(0, SHOWN).map(({ alert, age, isNew, snippet }) => {
              const tone = age?.level === 'overdue' ? 'danger' : age?.level === 'due' ? 'warning' : 'secondary';
              return (
                <li key={alert.id} className="today-item">
                  <Link to={alertsLink(alert)} className="today-item-link">
                    <span className="d-flex flex-wrap align-items-center gap-1">
                      <span className="fw-semibold me-1">{alert.location_name || `Job ${alert.job_id}`}</span>
                      {isNew && <NewChip />}
                      {age && <StatusChip label={age.label} tone={tone} />}
                      {alert.wants_contact && <span className="badge rounded-pill text-bg-danger">Wants contact</span>}
                    </span>
                    {snippet && <span className="d-block small text-body-secondary today-snippet">{snippet}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </TodayCard>
  );
}
