import type { ReactNode } from 'react';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import type { FigureState } from '../../figureStates';

interface Props {
  /** The card's title, as the card with its figures names itself. */
  title: string;
  state: FigureState;
  /** The skeleton's size class: the card keeps its final height while it loads. */
  skeleton: string;
  /** The card with its figures (rendered when ready). */
  children: ReactNode;
}

/**
 * One card of the derived dashboard body in a state other than ready: its title with a skeleton of
 * its final size while it loads, its own failure with Retry, or one line saying a report is not
 * listed. Ready, it is the figures' own card.
 */
export function FigureCard({ title, state, skeleton, children }: Props) {
  if (state.status === 'ready') return <>{children}</>;
  return (
    <section className="card h-100" aria-label={title}>
      <div className="card-header">
        <h2 className="h6 mb-0">{title}</h2>
      </div>
      <div className="card-body">
        {state.status === 'loading' ? (
          <SkeletonRegion label={`Loading ${title.toLowerCase()}…`}>
            <SkeletonBlock className={skeleton} />
          </SkeletonRegion>
        ) : state.status === 'failed' ? (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
            <span className="me-auto">
              {state.message}
              {isUnreadableData(state.error as { code?: string } | null) ? ` ${UNREADABLE_DATA_MESSAGE}` : ''}
            </span>
            <button type="button" className="btn btn-outline-danger figure-retry" disabled={state.retrying} onClick={state.retry}>
              Retry
            </button>
          </div>
        ) : (
          <p className="text-body-secondary mb-0">{state.message}</p>
        )}
      </div>
    </section>
  );
}
