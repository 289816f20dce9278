import { MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router';
import { StatusChip } from '@/components/StatusChip';
import { queriesLink } from '../todayUrl';
import type { ReferredLine } from '../todayModel';
import type { CardState } from './cardState';
import { NewChip, TodayCard } from './TodayCard';

const SHOWN = 5;

/** Queries ('view - queries'): those referred back (status 9) with the time left to respond, and the open count. */
export function QueriesCard({
  state,
  referred,
  openCount,
  queryableJobs,
}: {
  state: CardState;
  referred: ReferredLine[];
  openCount: number;
  queryableJobs: number;
}) {
  return (
    <TodayCard
      id="queries"
      title="Queries"
      icon={MessageSquareWarning}
      state={state}
      failure="The queries could not be loaded."
      link={{ to: queriesLink('referred'), label: 'Open referred queries' }}
    >
      {referred.length === 0 ? (
        <p className="mb-2 text-body-secondary">No queries waiting for you</p>
      ) : (
        <>
          <p className="mb-2">
            <strong>{referred.length}</strong> referred back to you
          </p>
          <ul className="list-unstyled mb-2 today-list">
            {referred.slice(0, SHOWN).map(({ query, window, isNew }) => (
              <li key={query.id} className="today-item">
                <Link to={queriesLink('referred', query.id)} className="today-item-link">
                  <span className="d-flex flex-wrap align-items-center gap-1">
                    <span className="fw-semibold me-1">
                      Query {query.id} · {query.location_name || `Job ${query.job_id}`}
                    </span>
                    {isNew && <NewChip />}
                    {window && <StatusChip label={window.text} tone={window.tone} />}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mb-0 small">
        <Link to={queriesLink('open')}>{openCount === 1 ? '1 open query' : `${openCount} open queries`}</Link>
        {' · '}
        <Link to="/queries?tab=create">{queryableJobs === 1 ? '1 job you can still query' : `${queryableJobs} jobs you can still query`}</Link>
      </p>
    </TodayCard>
  );
}
