import { TrendingUp } from 'lucide-react';
import { DeltaBadge } from '@/components/DeltaBadge';
import { MoverList } from '@/components/MoverList';
import { formatFraction, kpiDelta } from '@/lib/delta';
import { useGetTodayReportQuery } from '../todayApi';
import { resultsModel } from '../todayModel';
import { resultsLink } from '../todayUrl';
import type { TodayDashboardState } from '../types';
import { cardState, type CardState } from './cardState';
import { NewChip, TodayCard } from './TodayCard';

interface Props {
  /** The dashboard state's card state (loading, failed) when it is asked for; null without 'view - dashboard'. */
  dashboard: { state: CardState; data: TodayDashboardState | undefined } | null;
  canReport: boolean;
  waveLabel: string;
  locationLabel: string;
  newWave: boolean;
}

/**
 * Results ('view - reporting' or 'view - dashboard'): the current wave's score and its change, the
 * three most improved and most declined locations and the sections that moved most, from the
 * category report at location level of the current and the previous wave (the waves of the shared
 * dashboard state, 000 §3).
 */
export function ResultsCard({ dashboard, canReport, waveLabel, locationLabel, newWave }: Props) {
  const data = dashboard?.data;
  const wave = data?.wave ?? null;
  const previousWave = data?.previousWave ?? null;
  const scheme = data?.reportingScheme ?? null;
  const run = canReport && wave !== null;
  const current = useGetTodayReportQuery(
    { scheme, slug: 'category', params: { level: 'loc', visitnum: String(wave?.id ?? '') } },
    { skip: !run, refetchOnMountOrArgChange: true },
  );
  const previous = useGetTodayReportQuery(
    { scheme, slug: 'category', params: { level: 'loc', visitnum: String(previousWave?.id ?? '') } },
    { skip: !run || previousWave === null, refetchOnMountOrArgChange: true },
  );
  const common = { id: 'results', title: 'Results', icon: TrendingUp, failure: 'The results could not be loaded.' };

  if (!dashboard) {
    // Reporting alone: the current wave comes from the dashboard state, which this role cannot read.
    return (
      <TodayCard {...common} state={{ status: 'ready' }} link={{ to: '/reporting', label: 'Open Reporting' }} lines={6}>
        <p className="mb-0 text-body-secondary">
          The current {waveLabel} is not known here, so its results cannot be shown. Reporting lets you choose a {waveLabel}.
        </p>
      </TodayCard>
    );
  }
  if (dashboard.state.status !== 'ready') return <TodayCard {...common} state={dashboard.state} link={null} lines={6} />;
  if (!wave) {
    return (
      <TodayCard {...common} state={{ status: 'ready' }} link={{ to: '/dashboard', label: 'Open Dashboard' }} lines={6}>
        <p className="mb-0 text-body-secondary">No {waveLabel} has results yet.</p>
      </TodayCard>
    );
  }
  const heading = (
    <p className="mb-2 d-flex flex-wrap align-items-center gap-2">
      <span className="fw-semibold">{wave.name}</span>
      {newWave && <NewChip />}
    </p>
  );
  if (!canReport) {
    return (
      <TodayCard {...common} state={{ status: 'ready' }} link={{ to: `/dashboard?wave=${wave.id}`, label: `Open the ${wave.name} dashboard` }} lines={6}>
        {heading}
        <p className="mb-0 small text-body-secondary">Changes by {locationLabel} come from Reporting, which your role does not include.</p>
      </TodayCard>
    );
  }
  const reports = previousWave ? [current, previous] : [current];
  const state = cardState(reports);
  const model = current.data ? resultsModel(current.data, previousWave ? (previous.data ?? null) : null) : null;
  const prevName = previousWave?.name ?? null;
  return (
    <TodayCard {...common} state={state} link={scheme !== null ? { to: resultsLink(scheme, wave.id), label: `Open the ${wave.name} report` } : null} lines={6}>
      {heading}
      {model && (
        <>
          <p className="mb-3 d-flex flex-wrap align-items-baseline gap-2">
            <span className="today-figure-value">{formatFraction(model.score)}%</span>
            {previousWave ? (
              <DeltaBadge delta={kpiDelta(model.score, model.previousScore, prevName, waveLabel)} />
            ) : (
              <span className="small text-body-secondary">No previous {waveLabel} to compare with</span>
            )}
          </p>
          {previousWave && (
            <div className="today-movers">
              <MoverList
                title="Most improved"
                movers={model.improved}
                previousWaveName={prevName}
                waveLabel={waveLabel}
                empty={`No ${locationLabel} improved.`}
              />
              <MoverList
                title="Most declined"
                movers={model.declined}
                previousWaveName={prevName}
                waveLabel={waveLabel}
                empty={`No ${locationLabel} declined.`}
              />
              <MoverList title="Sections that moved most" movers={model.sections} previousWaveName={prevName} waveLabel={waveLabel} empty="No section moved." />
            </div>
          )}
        </>
      )}
    </TodayCard>
  );
}
