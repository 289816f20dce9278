import { Link } from 'react-router';
import { DeltaBadge } from '@/components/DeltaBadge';
import { formatFraction } from '@/lib/delta';
import { reportingLink } from '@/lib/reportingUrl';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import { useDelta, useWidgetContext } from './widgetContext';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Props {
  title?: string;
  value: number | null | undefined;
  previous: number | null | undefined;
  visits: number;
  /** Where the dial leads (default: the rank report of this wave, when drill links are live). */
  to?: string | null;
  countLabel?: string;
  /** The server sent this figure in a form the portal could not read. */
  unreadable?: boolean;
}

/** The wave score dial: the score (× 100, 1 decimal, %), the visit count and the change vs the previous wave. */
export function ScoreDial({ title = 'Wave score', value, previous, visits, to, countLabel = 'visits', unreadable = false }: Props) {
  const context = useWidgetContext();
  const delta = useDelta();
  const hasValue = typeof value === 'number' && Number.isFinite(value);
  const fraction = hasValue ? Math.max(0, Math.min(1, value)) : 0;
  const target =
    to !== undefined
      ? to
      : context.drill && context.reportingScheme && context.drillSlugs.rank
        ? reportingLink(context.reportingScheme, context.drillSlugs.rank, { level: 'loc', visitnum: context.waveId })
        : null;
  const figure = (
    <span className="score-dial-figure">
      <svg viewBox="0 0 120 120" className="score-dial-ring" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r={RADIUS} className="score-dial-track" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          className="score-dial-value"
          strokeDasharray={`${CIRCUMFERENCE * fraction} ${CIRCUMFERENCE}`}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className="score-dial-number">{formatFraction(value)}%</span>
    </span>
  );
  return (
    <section className="card h-100 score-dial" aria-label={title}>
      <div className="card-header">
        <h2 className="h6 mb-0">{title}</h2>
      </div>
      <div className="card-body d-flex flex-column align-items-center text-center gap-1">
        {hasValue ? (
          <>
            {target ? (
              <Link to={target} className="score-dial-link" aria-label={`${title} ${formatFraction(value)}%: open the rank report`}>
                {figure}
              </Link>
            ) : (
              figure
            )}
            <span className="small text-body-secondary">
              {visits} {countLabel}
            </span>
            <DeltaBadge delta={delta(value, previous)} />
          </>
        ) : (
          <p className="text-body-secondary mb-0">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        )}
      </div>
    </section>
  );
}
