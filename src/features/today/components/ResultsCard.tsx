import { skipToken } from '@reduxjs/toolkit/query';
import { memo, useDeferredValue, useMemo } from 'react';
import { TrendingUp } from 'lucide-react';
import { useRunReportQuery } from '@/api/reportingEndpoints';
import { DeltaBadge } from '@/components/DeltaBadge';
import { MoverList } from '@/components/MoverList';
import { SkeletonBlock, SkeletonRegion } from '@/components/Skeleton';
import { formatFraction, kpiDelta } from '@/lib/delta';
import { figureReportsOf, figureRequests } from '@/lib/figureReports';
import type { NamedRef } from '@/lib/reportingTypes';
import { waveResults, type ReportAnswer } from '@/lib/waveResults';
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
  const filtersData = filters?.currentData;
  const listed = useMemo(() => figureReportsOf(filtersData?.reports ?? []), [filtersData]);
  const calls = figureRequests({ scheme, wave, previousWave, trendWaves: figures.trendWaves }, canReport && filtersData ? listed : {});
  const rank = useRunReportQuery(calls.rank ?? skipToken, fresh);
  const previousRank = useRunReportQuery(calls.previousRank ?? skipToken, fresh);
  const category = useRunReportQuery(calls.category ?? skipToken, fresh);
  const previousCategory = useRunReportQuery(calls.previousCategory ?? skipToken, fresh);
  const trend = useRunReportQuery(calls.trend ?? skipToken, fresh);
  // What the figures are read from, one object while it is unchanged: the figures render from a
  // deferred copy of it (ResultsFigures), and only once every answer is in.
  const content = useMemo(
    (): ResultsContent | null =>
      wave && {
        wave,
        previousWave,
        trendWaves: figures.trendWaves,
        categories: filtersData?.categories ?? NO_CATEGORIES,
        listed,
        rank: rank.currentData ?? null,
        previousRank: previousRank.currentData ?? null,
        category: category.currentData ?? null,
        previousCategory: previousCategory.currentData ?? null,
        trend: trend.currentData ?? null,
        source: scheme ?? filtersData?.scheme?.value ?? filtersData?.schemes.find((entry) => entry.isDefault)?.value ?? filtersData?.schemes[0]?.value,
        waveLabel,
        locationLabel,
      },
    [
      wave,
      previousWave,
      figures.trendWaves,
      filtersData,
      listed,
      rank.currentData,
      previousRank.currentData,
      category.currentData,
      previousCategory.currentData,
      trend.currentData,
      scheme,
      waveLabel,
      locationLabel,
    ],
  );

  if (dashboard && dashboard.state.status !== 'ready') return <TodayCard {...COMMON} state={dashboard.state} link={null} lines={6} />;
  if (canReport && filters && (filters.isError || !filters.currentData)) return <TodayCard {...COMMON} state={cardState([filters])} link={null} lines={6} />;
  if (current.status === 'pending') return <TodayCard {...COMMON} state={LOADING} link={null} lines={6} />;
  if (!wave || !content) {
    return (
      <TodayCard
        {...COMMON}
        state={{ status: 'ready' }}
        link={canReport ? { to: '/reporting', label: 'Open Reporting' } : { to: '/dashboard', label: 'Open Dashboard' }}
        lines={6}
      >
        <p className="mb-0 text-body-secondary">No {waveLabel} has results yet.</p>
      </TodayCard>
    );
  }
  if (!canReport) {
    return (
      <TodayCard {...COMMON} state={{ status: 'ready' }} link={{ to: `/dashboard?wave=${wave.id}`, label: `Open the ${wave.name} dashboard` }} lines={6}>
        <WaveHeading name={wave.name} isNew={newWave} />
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
  // The report the link opens: the stores' (rank), else the sections' (category), by the server's own slug.
  const linked = listed.rank ?? listed.category;
  return (
    <TodayCard
      {...COMMON}
      state={state}
      link={content.source && linked ? { to: resultsLink(content.source, linked.slug, wave.id), label: `Open the ${wave.name} report` } : null}
      lines={6}
    >
      <WaveHeading name={wave.name} isNew={newWave} />
      <ResultsFigures content={content} />
    </TodayCard>
  );
}

interface ResultsContent {
  wave: { id: number; name: string };
  previousWave: TodayCurrentWave['previousWave'];
  trendWaves: TodayCurrentWave['trendWaves'];
  categories: NamedRef[];
  listed: ReturnType<typeof figureReportsOf>;
  rank: ReportAnswer | null;
  previousRank: ReportAnswer | null;
  category: ReportAnswer | null;
  previousCategory: ReportAnswer | null;
  trend: ReportAnswer | null;
  /** The data source the report link opens. */
  source: string | undefined;
  waveLabel: string;
  locationLabel: string;
}

const COMMON = { id: 'results', title: 'Results', icon: TrendingUp, failure: 'The results could not be loaded.' };
const LOADING = { status: 'loading' } as const;
const NO_CATEGORIES: ResultsContent['categories'] = [];

function WaveHeading({ name, isNew }: { name: string; isNew: boolean }) {
  return (
    <p className="mb-2 d-flex flex-wrap align-items-center gap-2">
      <span className="fw-semibold">{name}</span>
      {isNew && <NewChip />}
    </p>
  );
}

/**
 * The figures (score, change, movers), rendered from a deferred copy of what they are read from:
 * once every answer is in, the card commits at once with these lines as a skeleton, and React reads
 * the reports and renders the figures in a transition, in short slices. Nothing here reads the
 * store, so a store update during that render does not turn it into one long blocking render
 * (issue 30: Today's first-visit TBT). A later answer keeps the figures shown until the new ones are ready.
 */
const ResultsFigures = memo(function ResultsFigures({ content }: { content: ResultsContent }) {
  const shown = useDeferredValue<ResultsContent | null>(content, null);
  if (!shown) {
    return (
      <SkeletonRegion label="Loading results…">
        {Array.from({ length: 5 }, (_, index) => (
          <SkeletonBlock key={index} className="today-skeleton-line mb-2" />
        ))}
      </SkeletonRegion>
    );
  }
  return <ResultsView content={shown} />;
});

const ResultsView = memo(function ResultsView({ content }: { content: ResultsContent }) {
  const { wave, previousWave, listed, waveLabel, locationLabel } = content;
  const model = waveResults(
    {
      wave,
      previousWave,
      rank: content.rank,
      previousRank: content.previousRank,
      category: content.category,
      previousCategory: content.previousCategory,
      trend: content.trend,
      trendWaves: content.trendWaves,
      categories: content.categories,
    },
    3,
  );
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
    <>
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
    </>
  );
});
