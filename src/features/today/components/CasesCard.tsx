import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { AgeChip, ageInDays } from '@/components/AgeChip';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import { caseLink, casesLink } from '../todayUrl';
import type { TodayCaseCounts } from '../types';
import type { OldestOverdueState } from '../useOldestOverdueCase';
import type { CardState } from './cardState';
import { TodayCard } from './TodayCard';

interface Props {
  state: CardState;
  counts: TodayCaseCounts | undefined;
  /** The oldest overdue case (null: the user may not list cases, so it is not asked for). */
  oldest: OldestOverdueState | null;
  now: Date;
  canList: boolean;
}

/**
 * Cases ('view - case management'): the open and overdue counts of GET /api/case-management, each a
 * link into the case list, and the oldest overdue case, one tap from its page. The oldest is read
 * from the case list; when it cannot be found the card shows its counts alone.
 */
export function CasesCard({ state, counts, oldest, now, canList }: Props) {
  const figure = (value: number, label: string, to: string) => (
    <div className="today-figure">
      {canList ? (
        <Link to={to} className="text-decoration-none">
          <span className="today-figure-value d-block">{value}</span>
          <span className="today-figure-label">{label}</span>
        </Link>
      ) : (
        <>
          <span className="today-figure-value d-block">{value}</span>
          <span className="today-figure-label">{label}</span>
        </>
      )}
    </div>
  );
  return (
    <TodayCard
      id="cases"
      title="Cases"
      icon={Briefcase}
      state={state}
      failure="The cases could not be loaded."
      link={{ to: '/case-management', label: 'Open Case Management' }}
      lines={3}
    >
      {counts && (
        <>
          <div className="d-flex gap-4">
            {figure(counts.open, 'Open', casesLink('open', now))}
            {figure(counts.overdue, 'Overdue', casesLink('overdue', now))}
          </div>
          {oldest && counts.overdue > 0 && <OldestOverdue oldest={oldest} now={now} />}
        </>
      )}
    </TodayCard>
  );
}

/** 'Oldest overdue: Case #{id}' with its age and location, linking to the case; a line of the same height while it loads. */
function OldestOverdue({ oldest, now }: { oldest: OldestOverdueState; now: Date }) {
  if (oldest.status === 'none') return null;
  if (oldest.status === 'loading') {
    return (
      <SkeletonRegion label="Loading the oldest overdue case…" className="mt-2">
        <SkeletonBlock className="today-skeleton-line" />
      </SkeletonRegion>
    );
  }
  if (oldest.status === 'failed') {
    return (
      <p className="d-flex flex-wrap align-items-center gap-2 mt-2 mb-0 small text-body-secondary">
        <span className="me-auto">The oldest overdue case could not be loaded.</span>
        <button type="button" className="btn btn-link btn-sm today-retry-link" disabled={oldest.retrying} onClick={oldest.retry}>
          Retry
        </button>
      </p>
    );
  }
  const { id, location, created } = oldest.oldest;
  // Overdue from 2 days (000 §9): the chip is red, as the case list's age chip shows such a case.
  const days = ageInDays(created, now) ?? 0;
  return (
    <Link to={caseLink(id)} className="today-item-link today-oldest mt-2">
      {/* The spaces keep the link's accessible name in words: 'Oldest overdue: Case #12 Open for 40 days, overdue Alpha'. */}
      <span className="d-flex flex-wrap align-items-center gap-1">
        <span className="fw-semibold me-1">Oldest overdue: Case #{id}</span> <AgeChip days={days} tone="red" />
      </span>{' '}
      {location && <span className="d-block small text-body-secondary">{location}</span>}
    </Link>
  );
}
