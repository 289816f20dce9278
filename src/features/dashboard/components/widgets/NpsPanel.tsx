import { Link } from 'react-router';
import { DeltaBadge } from '@/components/DeltaBadge';
import { NpsBar } from '@/components/NpsBar';
import { formatFraction } from '@/lib/delta';
import { NPS_BAND_WORD, npsBand } from '@/lib/nps';
import { npsDashboardLink } from '@/lib/reportingUrl';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardNps } from '../../types';
import { useDelta, useWidgetContext } from './widgetContext';

/**
 * The NPS panel: NPS (× 100, 1 decimal), its band, responses, the bar, and 'Open NPS dashboard' for
 * this scheme and wave; the change against the previous wave unless `showChange` is false (the
 * derived body reads this wave's metrics only).
 */
export function NpsPanel({ nps, unreadable = false, showChange = true }: { nps: DashboardNps | null | undefined; unreadable?: boolean; showChange?: boolean }) {
  const context = useWidgetContext();
  const delta = useDelta();
  const filters = { scheme_ids: context.npsSchemeIds, visit_nums: context.waveId };
  const responses = nps?.responses ?? 0;
  return (
    <section className="card h-100" aria-labelledby="dashboard-nps-title">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id="dashboard-nps-title" className="h6 mb-0 me-auto">
          NPS
        </h2>
        {context.npsLinks && (
          <Link to={npsDashboardLink(filters)} className="btn btn-outline-dark btn-sm">
            Open NPS dashboard
          </Link>
        )}
      </div>
      <div className="card-body">
        {!nps || responses === 0 ? (
          <p className="text-body-secondary mb-0">{unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}</p>
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-baseline gap-3 mb-2">
              <span className={`nps-figure nps-figure-${npsBand(nps.value, responses)}`}>{formatFraction(nps.value)}</span>
              <span className="text-body-secondary">
                {NPS_BAND_WORD[npsBand(nps.value, responses)]}, from {responses} responses
              </span>
              {showChange && <DeltaBadge delta={delta(nps.value, nps.previous)} />}
            </div>
            <NpsBar
              detractor_count={nps.detractor_count}
              passive_count={nps.passive_count}
              promoter_count={nps.promoter_count}
              renderLink={context.npsLinks ? (group, children) => <Link to={npsDashboardLink({ ...filters, types: group })}>{children}</Link> : undefined}
            />
          </>
        )}
      </div>
    </section>
  );
}
