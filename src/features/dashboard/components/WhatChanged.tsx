import { skipToken } from '@reduxjs/toolkit/query';
import { MoverList } from '@/components/MoverList';
import { SMALL_SAMPLE_THRESHOLD } from '@/lib/movers';
import { useGetDashboardQuery } from '../dashboardApi';
import type { DashboardLeagueRow, DashboardSection } from '../types';
import { whatChanged, type WhatChangedModel } from '../whatChanged';
import { useWidgetContext } from './widgets/widgetContext';

/** Why the previous wave's visit counts are missing, when 'Small sample' is judged on this wave alone. */
export type MissingCounts = 'loading' | 'failed' | 'absent';

interface CardProps {
  model: WhatChangedModel;
  /** The figures have section results (else the section list says there are none). */
  hasSections: boolean;
  /** With a 'current' sample basis: why the previous wave's counts are missing. */
  missingCounts?: MissingCounts;
  /** Asks for the previous wave's counts again (shown when they failed). */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * 'What changed' (issue 24 item 4), beside the league table: between the selected wave and the
 * previous one, the most improved and most declined locations, the sections that moved most, and
 * 'Small sample' flags (lib/waveResults, the model Today's Results card reads too); where the
 * figures lack what it needs, it says so.
 */
export function WhatChangedCard({ model, hasSections, missingCounts = 'absent', onRetry, retrying = false }: CardProps) {
  const { waveLabel, locationLabel, previousWaveName } = useWidgetContext();
  const wave = waveLabel.toLowerCase();
  let note: string | null = null;
  if (model.kind === 'ready') {
    const basis = model.changes.sampleBasis;
    if (basis === 'none') note = `Visit counts by ${locationLabel} are not in this dashboard's data, so small samples cannot be flagged.`;
    else if (basis === 'both') note = `Small sample: fewer than ${SMALL_SAMPLE_THRESHOLD} visits in this ${wave} or the previous one.`;
    else {
      const why = missingCounts === 'failed' ? 'could not be loaded' : missingCounts === 'loading' ? 'are loading' : 'are not in its data';
      note = `Small sample: fewer than ${SMALL_SAMPLE_THRESHOLD} visits this ${wave}; the previous ${wave}'s visit counts ${why}.`;
    }
  }
  const list = (title: string, movers: Parameters<typeof MoverList>[0]['movers'], empty: string) => (
    <MoverList title={title} movers={movers} previousWaveName={previousWaveName} waveLabel={waveLabel} empty={empty} />
  );
  return (
    <section className="card h-100 what-changed" aria-labelledby="dashboard-what-changed-title">
      <div className="card-header">
        <h2 id="dashboard-what-changed-title" className="h6 mb-0">
          What changed
        </h2>
      </div>
      <div className="card-body">
        {model.kind === 'no-data' ? (
          <p className="mb-0 text-body-secondary">This dashboard&apos;s data has no results by {locationLabel} or section, so what changed cannot be shown.</p>
        ) : model.kind === 'no-previous' ? (
          <p className="mb-0 text-body-secondary">No previous {waveLabel} to compare with</p>
        ) : (
          <>
            {list('Most improved', model.changes.improved, `No ${locationLabel} improved.`)}
            {list('Most declined', model.changes.declined, `No ${locationLabel} declined.`)}
            {list('Biggest movers by section', model.changes.sections, hasSections ? 'No section moved.' : "This dashboard's data has no section results.")}
            {note && (
              <p className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mb-0">
                <span className="me-auto">{note}</span>
                {missingCounts === 'failed' && onRetry && (
                  <button type="button" className="btn btn-link btn-sm what-changed-retry" disabled={retrying} onClick={onRetry}>
                    Retry
                  </button>
                )}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * 'What changed' of a dashboard answer's own figures (`content.league`, `content.sections`): the
 * previous wave's visit counts come from the same dashboard asked for the previous wave (its
 * league's `responses`), asked only when this wave's league has counts to compare.
 */
export function WhatChanged({ league, sections }: { league: readonly DashboardLeagueRow[]; sections: readonly DashboardSection[] }) {
  const { data } = useWidgetContext();
  const wantsPrevious = league.some((row) => typeof row.responses === 'number' && typeof row.previous === 'number');
  const previousRequest =
    wantsPrevious && data.scheme && data.previousWave ? { kind: 'scheme' as const, id: data.scheme.id, waveId: data.previousWave.id } : null;
  const previous = useGetDashboardQuery(previousRequest ?? skipToken);
  const previousLeague = previous.data && !previous.data.content?.unreadable?.includes('league') ? (previous.data.content?.league ?? []) : null;
  const missing: MissingCounts = previous.isError ? 'failed' : previousRequest && previous.isFetching ? 'loading' : 'absent';
  return (
    <WhatChangedCard
      model={whatChanged(league, sections, previousLeague)}
      hasSections={sections.length > 0}
      missingCounts={missing}
      onRetry={() => void previous.refetch()}
      retrying={previous.isFetching}
    />
  );
}
