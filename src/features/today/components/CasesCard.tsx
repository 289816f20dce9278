import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import { casesLink } from '../todayUrl';
import type { TodayCaseCounts } from '../types';
import type { CardState } from './cardState';
import { TodayCard } from './TodayCard';

/** Cases ('view - case management'): the open and overdue counts of GET /api/case-management, each a link into the case list. */
export function CasesCard({ state, counts, now, canList }: { state: CardState; counts: TodayCaseCounts | undefined; now: Date; canList: boolean }) {
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
      lines={2}
    >
      {counts && (
        <div className="d-flex gap-4">
          {figure(counts.open, 'Open', casesLink('open', now))}
          {figure(counts.overdue, 'Overdue', casesLink('overdue', now))}
        </div>
      )}
    </TodayCard>
  );
}
