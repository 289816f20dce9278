import { skipToken } from '@reduxjs/toolkit/query';
import { TrendingUp } from 'lucide-react';
import { useRunReportQuery } from '@/api/reportingEndpoints';
import { DeltaBadge } from '@/components/DeltaBadge';
import { MoverList } from '@/components/MoverList';
import { formatFraction, kpiDelta } from '@/lib/delta';
import { figureReportsOf, figureRequests } from '@/lib/figureReports';
import { waveResults } from '@/lib/waveResults';
import { resultsLink } from '../todayUrl';
import type { TodayCurrentWave } from '../useTodayWave';
import { cardState, type CardState } from './cardState';
import { NewChip, TodayCard } from './TodayCard';

interface Props {
  /** The dashboard state's card state (loading, failed) when it is asked for; null without 'view - dashboard'. */
  dashboard: { state: CardState } | null;
  /** The current wave, its neighbours and the data source (useTodayWave). */
  figures: TodayCurrentWave;
  canReport: boolean;
  waveLabel: string;
  locationLabel: string;
  newWave: boolean;
}

const fresh = { refetchOnMountOrArgChange: true } as const;

/**
 * Results ('view - reporting' or 'view - dashboard'): the current wave's score and its change, the
 * three most improved and most declined locations and the sections that moved most — read by
 * lib/waveResults (the model the dashboards read) from the reports the data source lists: stores
 * from the rank report at the location level, sections from the category report, the score from
 * the trend report (else the stores' visit-weighted mean), each for the current and previous wave.
 */
export function ResultsCard({ dashboard, figures, canReport, waveLabel, locationLabel, newWave }: Props) {
  const { current, previousWave, scheme, filters } = figures;
  const wave = current.status === 'known' ? current.wave : null;
  const listed = figureReportsOf(filters?.currentData?.reports ?? []);
  const calls = figureRequests({ scheme, wave, previousWave, trendWaves: figures.trendWaves }, canReport && filters?.currentData ? listed : {});
  const rank = useRunReportQuery(calls.rank ?? skipToken, fresh);
  const previousRank = useRunReportQuery(calls.previousRank ?? skipToken, fresh);
  const category = useRunReportQuery(calls.category ?? skipToken, fresh);
  const previousCategory = useRunReportQuery(calls.previousCategory ?? skipToken, fresh);
  const trend = useRunReportQuery(calls.trend ?? skipToken, fresh);
  const common = { id: 'results', title: 'Results', icon: TrendingUp, failure: 'The results could not be loaded.' };

  if (dashboard && dashboard.state.status !== 'ready') return <TodayCard {...common} state={dashboard.state} link={null} lines={6} />;
  if (canReport && filters && (filters.isError || !filters.currentData)) return <TodayCard {...common} state={cardState([filters])} link={null} lines={6} />;
  if (current.status === 'pending') return <TodayCard {...common} state={{ status: 'loading' }} link={null} lines={6} />;
  if (!wave) {
    return (
      <TodayCard
        {...common}
        state={{ status: 'ready' }}
        link={canReport ? { to: '/reporting', label: 'Open Reporting' } : { to: '/dashboard', label: 'Open Dashboard' }}
        lines={6}
      >
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
  const asked = [
    [calls.rank, rank],
    [calls.previousRank, previousRank],
    [calls.category, category],
    [calls.previousCategory, previousCategory],
    [calls.trend, trend],
  ] as const;
  const state = cardState(asked.filter(([call]) => call !== null).map(([, result]) => result));
  const model = waveResults(
    {
      wave,
      previousWave,
      rank: rank.currentData ?? null,
      previousRank: previousRank.currentData ?? null,
      category: category.currentData ?? null,
      previousCategory: previousCategory.currentData ?? null,
      trend: trend.currentData ?? null,
      trendWaves: figures.trendWaves,
      categories: filters?.currentData?.categories ?? [],
    },
    3,
  );
  const source =
    scheme ??
    filters?.currentData?.scheme?.value ??
    filters?.currentData?.schemes.find((entry) => entry.isDefault)?.value ??
    filters?.currentData?.schemes[0]?.value;
  // The report the link opens: the stores' (rank), else the sections' (category), by the server's own slug.
  const linked = listed.rank ?? listed.category;
  const prevName = previousWave?.name ?? null;
  const score = model.score.score;
  const missing: string[] = [];
  if (!listed.rank)
    missing.push(
      listed.trend
        ? `This data source lists no rank report, so changes by ${locationLabel} cannot be shown.`
        : `This data source lists no rank or trend report, so its score and changes by ${locationLabel} cannot be shown.`,
    );
  if (!listed.category) missing.push('This data source lists no category report, so sections cannot be shown.');
  return (
    <TodayCard
      {...common}
      state={state}
      link={source && linked ? { to: resultsLink(source, linked.slug, wave.id), label: `Open the ${wave.name} report` } : null}
      lines={6}
    >
      {heading}
      {score !== null ? (
        <p className="mb-3 d-flex flex-wrap align-items-baseline gap-2">
          <span className="today-figure-value">{formatFraction(score)}%</span>
          {previousWave ? (
            <DeltaBadge delta={kpiDelta(score, model.previousScore.score, prevName, waveLabel)} />
          ) : (
            <span className="small text-body-secondary">No previous {waveLabel} to compare with</span>
          )}
        </p>
      ) : (
        (listed.rank || listed.trend) && <p className="mb-3 text-body-secondary">No results for this {waveLabel} yet.</p>
      )}
      {missing.map((line) => (
        <p key={line} className="mb-2 small text-body-secondary">
          {line}
        </p>
      ))}
      {previousWave && (listed.rank || listed.category) && (
        <div className="today-movers">
          {listed.rank && (
            <>
              <MoverList
                title="Most improved"
                movers={model.changes.improved}
                previousWaveName={prevName}
                waveLabel={waveLabel}
                empty={`No ${locationLabel} improved.`}
              />
              <MoverList
                title="Most declined"
                movers={model.changes.declined}
                previousWaveName={prevName}
                waveLabel={waveLabel}
                empty={`No ${locationLabel} declined.`}
              />
            </>
          )}
          {listed.category && (
            <MoverList
              title="Sections that moved most"
              movers={model.changes.sections}
              previousWaveName={prevName}
              waveLabel={waveLabel}
              empty="No section moved."
            />
          )}
        </div>
      )}
    </TodayCard>
  );
}
