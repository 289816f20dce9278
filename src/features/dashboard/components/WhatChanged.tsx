import { MoverList } from '@/components/MoverList';
import { SMALL_SAMPLE_THRESHOLD } from '@/lib/movers';
import type { DashboardLeagueRow, DashboardSection } from '../types';
import { whatChanged } from '../whatChanged';
import { useWidgetContext } from './widgets/widgetContext';

/**
 * 'What changed' (issue 24 item 4), beside the league table: the biggest movers by section and by
 * location between the selected wave and the previous one, 'Most improved' (the league sorted by
 * change) and 'Small sample' flags; where the dashboard data lacks what it needs, it says so.
 */
export function WhatChanged({ league, sections }: { league: readonly DashboardLeagueRow[]; sections: readonly DashboardSection[] }) {
  const { waveLabel, locationLabel, previousWaveName } = useWidgetContext();
  const model = whatChanged(league, sections);
  const notes: string[] = [];
  if (model.kind === 'ready') {
    if (!model.locationCounts) notes.push(`Visit counts by ${locationLabel} are not in this dashboard's data, so small samples cannot be flagged.`);
    else
      notes.push(
        `Small sample: fewer than ${SMALL_SAMPLE_THRESHOLD} visits this ${waveLabel}; the previous ${waveLabel}'s visit counts are not in this dashboard's data.`,
      );
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
            {notes.map((note) => (
              <p key={note} className="small text-body-secondary mb-0">
                {note}
              </p>
            ))}
          </>
        )}
      </div>
    </section>
  );
}
