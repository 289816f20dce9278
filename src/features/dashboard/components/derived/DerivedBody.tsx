import { memo, useDeferredValue } from 'react';
import { locationResults, reportColumns, sectionResults, trendPoints, waveScore, type ReportAnswer } from '@/lib/waveResults';
import { LOADING, READY, REPORTS_UNLISTED, reportState, settled, type FigureState } from '../../figureStates';
import type { DashboardLeagueRow, DashboardTrendPoint } from '../../types';
import { figuresToDraw } from '../../derivedFigures';
import { whatChangedModel } from '../../whatChanged';
import { BodyFrame } from '../bodies/BodyFrame';
import type { BodyProps } from '../bodies/bodyTypes';
import { LeagueTable } from '../widgets/LeagueTable';
import { NpsPanel } from '../widgets/NpsPanel';
import { ScoreDial } from '../widgets/ScoreDial';
import { SectionSummary } from '../widgets/SectionSummary';
import { TrendWidget } from '../widgets/TrendWidget';
import { WhatChangedCard } from '../WhatChanged';
import { FigureCard, FigureGhost } from './FigureCard';
import { useDerivedFigures, type DerivedFigures } from './useDerivedFigures';

/** The NPS card's stand-in figures while its answer loads (FigureGhost): text of a usual length. */
const NPS_STAND_IN = { value: 0.5, previous: null, responses: 50, detractor_count: 10, passive_count: 15, promoter_count: 25 };
/** The trend chart card's header buttons (components/charts/ChartCard.tsx). */
const TREND_ACTIONS = ['View as table', 'Download PNG'] as const;

/** The count column's heading in words ('visits', 'responses'), for the dial. */
const countWord = (answer: ReportAnswer | undefined) =>
  reportColumns(answer ?? { results: [], data_labels: {} })
    .count?.label.trim()
    .toLowerCase() || 'visits';

/** The dial's state: the trend report's row of the wave, else the rank report's locations. */
function dialState(figures: DerivedFigures, fromTrend: boolean): FigureState {
  const { filters, listed, calls, trend, rank } = figures;
  const trendState = reportState('trend', filters, !!listed.trend, trend, !!calls.trend);
  const rankState = reportState('rank', filters, !!listed.rank, rank, !!calls.rank);
  if (trendState.status === 'ready' && fromTrend) return READY;
  if (trendState.status === 'loading') return LOADING;
  if (trendState.status === 'failed' && trendState.message === REPORTS_UNLISTED) return trendState;
  if (rankState.status === 'ready' || rankState.status === 'loading') return rankState;
  // The trend answered without this wave and the rank report cannot say: no results.
  if (trendState.status === 'ready') return READY;
  if (rankState.status === 'failed') return rankState;
  if (trendState.status === 'failed') return trendState;
  return { status: 'missing', message: 'This data source lists neither a trend nor a rank report.' };
}

/** Waits for the previous wave's answer too (a change shown later would move the card), unless it failed. */
const withPrevious = (state: FigureState, previous: Parameters<typeof settled>[0], asked: boolean): FigureState =>
  state.status === 'ready' && !settled(previous, asked) ? LOADING : state;

/**
 * The scheme dashboard's body composed from documented calls (issue 29 item 1), for a dashboard
 * answer without a body the portal knows: the wave's score and its change (ScoreDial), NPS
 * (NpsPanel, when the scheme has NPS), the trend over the scheme's waves (TrendWidget), the
 * sections with their change (SectionSummary), the locations ranked (LeagueTable) and what changed.
 * Each card loads, fails and empties on its own; a card the user's permissions cannot fill is left
 * out, and with none left the body says which permission the figures need.
 */
export default function DerivedBody({ data, reportingAvailable }: BodyProps) {
  // The cards render from a deferred copy of the answers: each answer's arrival re-renders this
  // component at once (cheaply: the content bails out) and the cards in a transition, which React
  // splits into short tasks (issue 30: the dashboard's first-visit TBT). The first render too: the
  // body mounts once the dashboard's answer has named it, often with its reports already in, and
  // mounting every card with its figures was one task of 250 ms on a phone (4x CPU). It mounts with
  // the cards as they look while they load (each a skeleton of its final size), and the figures
  // follow in the transition. A deferred copy of another dashboard or wave's figures (a pick, until
  // the transition has run) is never shown: the cards load instead of showing the last pick's
  // figures under the new title.
  const figures = useDerivedFigures(data);
  const shown = figuresToDraw(figures, useDeferredValue<DerivedFigures | null>(figures, null));
  return <DerivedContent figures={shown.figures} pending={shown.pending} data={data} reportingAvailable={reportingAvailable} />;
}

const DerivedContent = memo(function DerivedContent({ figures, pending, data, reportingAvailable }: BodyProps & { figures: DerivedFigures; pending: boolean }) {
  const { scope, may, filters, calls, rank, previousRank, category, previousCategory, trend, nps } = figures;
  const wave = scope.wave;

  if (!may.reports && !may.nps) {
    const needs = scope.hasNps ? "'view - reporting' or 'view - nps dashboard'" : "'view - reporting'";
    return (
      <p className="alert alert-secondary mb-0" role="status" data-body="derived">
        This dashboard&apos;s figures come from {scope.hasNps ? 'Reporting and the NPS dashboard' : 'Reporting'}: they need the {needs} permission, which your
        role does not include.
      </p>
    );
  }

  // While pending, every card is drawn as it loads: none of the answers is read.
  const points = !pending && trend.currentData ? trendPoints(trend.currentData, scope.trendWaves) : null;
  const score = waveScore(wave, points, pending ? null : (rank.currentData ?? null));
  const previousScore = scope.previousWave && !pending ? waveScore(scope.previousWave, points, previousRank.currentData ?? null) : null;
  const previousRankAnswer = calls.previousRank ? (previousRank.currentData ?? null) : null;
  const locations = !pending && rank.currentData ? locationResults(rank.currentData, previousRankAnswer) : [];
  const categories = filters.currentData?.categories ?? [];
  const sections =
    !pending && category.currentData
      ? sectionResults(category.currentData, calls.previousCategory ? (previousCategory.currentData ?? null) : null, categories)
      : [];
  const league: DashboardLeagueRow[] = locations.map((location) => ({
    id: location.id,
    name: location.name,
    value: location.value,
    previous: location.previous,
    ...(location.visits !== null ? { responses: location.visits } : {}),
  }));
  const trendRows: DashboardTrendPoint[] = (points ?? []).map((point) => ({
    wave_id: point.waveId,
    wave_name: point.name,
    score: point.score,
    nps: null,
    responses: point.count ?? 0,
  }));

  const asLoaded = (state: FigureState): FigureState => (pending ? LOADING : state);
  const leagueState = asLoaded(withPrevious(reportState('rank', filters, !!figures.listed.rank, rank, !!calls.rank), previousRank, !!calls.previousRank));
  const sectionState = asLoaded(
    withPrevious(reportState('category', filters, !!figures.listed.category, category, !!calls.category), previousCategory, !!calls.previousCategory),
  );
  const trendState = asLoaded(reportState('trend', filters, !!figures.listed.trend, trend, !!calls.trend));
  const changedState: FigureState =
    leagueState.status !== 'ready'
      ? leagueState
      : previousRank.isError
        ? {
            status: 'failed',
            message: 'The previous results could not be loaded.',
            error: previousRank.error,
            retry: () => void previousRank.refetch(),
            retrying: previousRank.isFetching,
          }
        : sectionState.status === 'loading'
          ? LOADING
          : READY;
  const npsState: FigureState = pending
    ? LOADING
    : nps.isError
      ? { status: 'failed', message: 'The NPS could not be loaded.', error: nps.error, retry: () => void nps.refetch(), retrying: nps.isFetching }
      : nps.currentData === undefined
        ? LOADING
        : READY;
  const metrics = nps.currentData;

  const dial = (
    <FigureCard title="Wave score" state={asLoaded(dialState(figures, score.from === 'trend'))} skeleton="figure-skeleton-dial">
      <ScoreDial
        value={score.score}
        previous={previousScore?.score}
        visits={score.count ?? 0}
        countLabel={countWord(score.from === 'trend' ? trend.currentData : rank.currentData)}
      />
    </FigureCard>
  );
  const npsCard =
    npsState.status === 'loading' ? (
      <FigureGhost title="NPS">
        <NpsPanel showChange={false} nps={NPS_STAND_IN} />
      </FigureGhost>
    ) : (
      <FigureCard title="NPS" state={npsState}>
        <NpsPanel
          showChange={false}
          nps={
            metrics && {
              value: metrics.score,
              previous: null,
              responses: metrics.responses,
              detractor_count: metrics.detractor_count,
              passive_count: metrics.passive_count,
              promoter_count: metrics.promoter_count,
            }
          }
        />
      </FigureCard>
    );
  const npsFirst = scope.surveyLike;

  return (
    <BodyFrame
      data={data}
      reportingAvailable={reportingAvailable}
      label="derived"
      drillSlugs={{ rank: figures.listed.rank?.slug ?? null, category: figures.listed.category?.slug ?? null }}
    >
      {may.nps && npsFirst && <div className={may.reports ? 'col-12 col-md-7 col-xl-8' : 'col-12'}>{npsCard}</div>}
      {may.reports && <div className={may.nps ? 'col-12 col-md-5 col-xl-4' : 'col-12 col-md-6 col-xl-4'}>{dial}</div>}
      {may.nps && !npsFirst && <div className={may.reports ? 'col-12 col-md-7 col-xl-8' : 'col-12'}>{npsCard}</div>}
      {may.reports && (
        <>
          <div className={may.nps ? 'col-12' : 'col-12 col-md-6 col-xl-8'}>
            <FigureCard title="Trend" state={trendState} skeleton="figure-skeleton-trend" headerActions={TREND_ACTIONS}>
              <TrendWidget title="Trend" lines={[{ label: 'Score', points: trendRows }]} metric="score" />
            </FigureCard>
          </div>
          <div className="col-12">
            <FigureCard title="Section scores" state={sectionState} skeleton="skeleton-chart">
              <SectionSummary
                sections={sections.map((section) => ({ id: section.id, name: section.name, value: section.value, previous: section.previous }))}
              />
            </FigureCard>
          </div>
          <div className="col-12 col-xl-7">
            <FigureCard title="League table" state={leagueState} skeleton="skeleton-rank">
              <LeagueTable rows={league} metric="Score" />
            </FigureCard>
          </div>
          <div className="col-12 col-xl-5">
            <FigureCard title="What changed" state={changedState} skeleton="skeleton-rank">
              <WhatChangedCard model={whatChangedModel(locations, sections)} hasSections={sections.length > 0} />
            </FigureCard>
          </div>
        </>
      )}
    </BodyFrame>
  );
});
