import type { ReactNode } from 'react';
import { isUnreadableData, UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import type { FigureState } from '../../figureStates';

interface Props {
  /** The card's title, as the card with its figures names itself. */
  title: string;
  state: FigureState;
  /** The skeleton's size class: the card keeps its final height while it loads (none for a card that loads as a FigureGhost). */
  skeleton?: string;
  /** The card with its figures (rendered when ready). */
  children: ReactNode;
  /**
   * The labels of the buttons the final card's header holds: the loading card's header keeps their
   * room (invisible), so it is as tall as the final one at every width (44 px targets on phones).
   */
  headerActions?: readonly string[];
}

/**
 * The final card, drawn with stand-in figures and hidden behind the skeleton's colour while its
 * answer loads: its header and body take the final card's room at every width, wrapping included
 * (a fixed skeleton was 52 px short on a 412 px phone and 10 px tall on a tablet, and the cards
 * below moved when the figures came: issue 30, CLS). Screen readers hear only that it loads; none of
 * it can be reached.
 */
export function FigureGhost({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="figure-ghost h-100">
      <SkeletonRegion label={`Loading ${title.toLowerCase()}…`}>{null}</SkeletonRegion>
      <div className="h-100" aria-hidden="true" inert>
        {children}
      </div>
    </div>
  );
}

/**
 * One card of the derived dashboard body in a state other than ready: its title with a skeleton of
 * its final size while it loads, its own failure with Retry, or one line saying a report is not
 * listed. Ready, it is the figures' own card.
 */
export function FigureCard({ title, state, skeleton = '', children, headerActions = [] }: Props) {
  if (state.status === 'ready') return <>{children}</>;
  return (
    <section className={`card h-100${headerActions.length ? ' chart-card' : ''}`} aria-label={title}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{title}</h2>
        {headerActions.map((label) => (
          <span key={label} className="btn btn-outline-dark btn-sm invisible" aria-hidden="true">
            {label}
          </span>
        ))}
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
