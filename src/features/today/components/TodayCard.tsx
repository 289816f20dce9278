import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import type { CardState } from './cardState';

interface Props {
  /** The card's id (headings and tests). */
  id: string;
  title: string;
  icon: LucideIcon;
  /** The area the card opens, with its filter in the address; null: no link. */
  link: { to: string; label: string } | null;
  state: CardState;
  /** What the card could not load, in words ('The alerts could not be loaded.'). */
  failure: string;
  /** Skeleton lines while loading (the card keeps its final height). */
  lines?: number;
  children?: ReactNode;
}

/**
 * One card of Today: title with its icon, its own loading skeleton, its own failure with Retry
 * (never the page's), and the link into the area.
 */
export function TodayCard({ id, title, icon: Icon, link, state, failure, lines = 4, children }: Props) {
  const headingId = `today-${id}-title`;
  return (
    <section className="card today-card h-100" aria-labelledby={headingId} data-card={id}>
      <div className="card-body d-flex flex-column">
        <h2 id={headingId} className="h5 card-title d-flex align-items-center gap-2 mb-3">
          <Icon size={20} aria-hidden="true" className="today-card-icon flex-shrink-0" />
          {title}
        </h2>
        {state.status === 'loading' ? (
          <SkeletonRegion label={`Loading ${title.toLowerCase()}…`}>
            {Array.from({ length: lines }, (_, index) => (
              <SkeletonBlock key={index} className="today-skeleton-line mb-2" />
            ))}
          </SkeletonRegion>
        ) : state.status === 'failed' ? (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
            <span className="me-auto">
              {failure}
              {isUnreadableData(state.error as { code?: string } | null) ? ` ${UNREADABLE_DATA_MESSAGE}` : ''}
            </span>
            <button type="button" className="btn btn-outline-danger today-retry" disabled={state.retrying} onClick={state.retry}>
              Retry
            </button>
          </div>
        ) : (
          <div className="today-card-content flex-grow-1">{children}</div>
        )}
        {link && state.status === 'ready' && (
          <Link to={link.to} className="today-card-link mt-3 align-self-start">
            {link.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The 'New' chip beside what arrived since the last visit. */
export function NewChip() {
  return <span className="badge rounded-pill text-bg-primary today-new-chip">New</span>;
}
