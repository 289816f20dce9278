import { DeltaBadge } from '@/components/DeltaBadge';
import { formatFraction, kpiDelta } from '@/lib/delta';
import type { Mover } from '@/lib/movers';

/**
 * A short list of movers between two waves (Today's Results card, the dashboards' 'What changed'):
 * name, the current score, the change as the dashboards show it (arrow, signed points, spoken
 * label) and 'Small sample' where a wave had few visits.
 */
export function MoverList({
  title,
  movers,
  previousWaveName,
  waveLabel,
  empty,
}: {
  title: string;
  movers: Mover[];
  previousWaveName: string | null;
  waveLabel: string;
  empty: string;
}) {
  return (
    <div className="mover-list">
      <h3 className="h6 mb-1">{title}</h3>
      {movers.length === 0 ? (
        <p className="small text-body-secondary mb-2">{empty}</p>
      ) : (
        <ul className="list-unstyled mb-2">
          {movers.map((mover) => (
            <li key={mover.key} className="d-flex flex-wrap align-items-center gap-2 py-1 mover-row">
              <span className="me-auto mover-name">{mover.name}</span>
              {mover.smallSample && <span className="badge rounded-pill text-bg-light border mover-small">Small sample</span>}
              <span className="font-tabular">{formatFraction(mover.current)}%</span>
              <DeltaBadge delta={kpiDelta(mover.current, mover.previous, previousWaveName, waveLabel)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
