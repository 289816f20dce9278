import type { KpiDelta } from '@/lib/delta';
import deltaBadgeStyles from './deltaBadge.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(deltaBadgeStyles);

/**
 * A KPI's change vs the previous wave: arrow and signed points (the arrow and the sign carry the
 * meaning; colour is extra), read out as the delta's label ('up 2.4 points vs March 2025').
 */
export function DeltaBadge({ delta, className = '' }: { delta: KpiDelta; className?: string }) {
  return (
    <span className={`kpi-delta kpi-delta-${delta.direction} ${className}`.trim()}>
      <span aria-hidden="true">
        {delta.arrow && <span className="kpi-delta-arrow">{delta.arrow} </span>}
        {delta.text}
      </span>
      <span className="visually-hidden">{delta.label}</span>
    </span>
  );
}
