import { skipToken } from '@reduxjs/toolkit/query';
import { MoverList } from '@/components/MoverList';
import { SMALL_SAMPLE_THRESHOLD } from '@/lib/movers';
import { useGetDashboardQuery } from '../dashboardApi';
import type { DashboardLeagueRow, DashboardSection } from '../types';
import { whatChanged } from '../whatChanged';
import { useWidgetContext } from './widgets/widgetContext';

/**
 * 'What changed' (issue 24 item 4), beside the league table: the biggest movers by section and by
 * location between the selected wave and the previous one, 'Most improved' (the league sorted by
 * change) and 'Small sample' flags; where the dashboard data lacks what it needs, it says so. The
 * previous wave's visit counts come from the same dashboard asked for the previous wave (its
 * league's `responses`), asked only when this wave's league has counts to compare.
 */
export function WhatChanged({ league, sections }: { league: readonly DashboardLeagueRow[]; sections: readonly DashboardSection[] }) {
  const { waveLabel, locationLabel, previousWaveName, data } = useWidgetContext();
  const wantsPrevious = league.some((row) => typeof row.responses === 'number' && typeof row.previous === 'number');
  const previousRequest =
    wantsPrevious && data.scheme && data.previousWave ? { kind: 'scheme' as const, id: data.scheme.id, waveId: data.previousWave.id } : null;
  const previous = useGetDashboardQuery(previousRequest ?? skipToken);
  const previousLeague = previous.data && !previous.data.content?.unreadable?.includes('league') ? (previous.data.content?.league ?? []) : null;
  const model = whatChanged(league, sections, previousLeague);
  const wave = waveLabel.toLowerCase();
  let note: string | null = null;
  if (model.kind === 'ready') {
    if (model.sampleBasis === 'none') note = `Visit counts by ${locationLabel} are not in this dashboard's data, so small samples cannot be flagged.`;
    else if (model.sampleBasis === 'both') note = `Small sample: fewer than ${SMALL_SAMPLE_THRESHOLD} visits in this ${wave} or the previous one.`;
    else {
      // Judged on this wave alone: say why the previous wave's counts are missing.
      const why = previous.isError ? 'could not be loaded' : previousRequest && previous.isFetching ? 'are loading' : 'are not in its data';
      note = `Small sample: fewer than ${SMALL_SAMPLE_THRESHOLD} visits this ${wave}; the previous ${wave}'s visit counts ${why}.`;
    }
  }
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
            <MoverList
              title="Most improved"
              movers={model.improved}
              previousWaveName={previousWaveName}
              waveLabel={waveLabel}
              empty={`No ${locationLabel} improved.`}
            />
            <MoverList
              title={`Biggest movers by ${locationLabel}`}
              movers={model.locations}
              previousWaveName={previousWaveName}
              waveLabel={waveLabel}
              empty={`No ${locationLabel} moved.`}
            />
            <MoverList
              title="Biggest movers by section"
              movers={model.sections}
              previousWaveName={previousWaveName}
              waveLabel={waveLabel}
              empty={sections.length ? 'No section moved.' : "This dashboard's data has no section results."}
            />
            {note && (
              <p className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary mb-0">
                <span className="me-auto">{note}</span>
                {previous.isError && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm what-changed-retry"
                    disabled={previous.isFetching}
                    onClick={() => void previous.refetch()}
                  >
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
