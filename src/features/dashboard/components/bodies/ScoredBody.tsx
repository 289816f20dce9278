import { LatestResults } from '../widgets/LatestResults';
import { LeagueTable } from '../widgets/LeagueTable';
import { NpsPanel } from '../widgets/NpsPanel';
import { ScoreDial } from '../widgets/ScoreDial';
import { SectionSummary } from '../widgets/SectionSummary';
import { TrendWidget } from '../widgets/TrendWidget';
import { WhatChanged } from '../WhatChanged';
import { BodyFrame } from './BodyFrame';
import { unreadableBlock, type BodyProps } from './bodyTypes';

/**
 * The mystery shopping, audit and crew satisfaction bodies: dial, sections, trend and league; the
 * shop and audit add the latest results, and the NPS panel when the scheme has NPS (crew
 * satisfaction answers are anonymous: no latest results).
 */
export function ScoredBody({ data, reportingAvailable, variant }: BodyProps & { variant: 'mystery-shopping' | 'audit' | 'crew-satisfaction' }) {
  const content = data.content ?? {};
  const bad = (block: Parameters<typeof unreadableBlock>[1]) => unreadableBlock(content, block);
  const hasNps = variant !== 'crew-satisfaction' && !!(data.scheme ?? data.schemeGroup)?.has_nps;
  return (
    <BodyFrame data={data} reportingAvailable={reportingAvailable} label={variant}>
      <div className={hasNps ? 'col-12 col-md-5 col-xl-4' : 'col-12 col-md-6 col-xl-4'}>
        <ScoreDial
          value={content.score?.value}
          previous={content.score?.previous}
          visits={content.score?.visits ?? 0}
          countLabel={variant === 'crew-satisfaction' ? 'responses' : 'visits'}
          unreadable={bad('score')}
        />
      </div>
      {hasNps && (
        <div className="col-12 col-md-7 col-xl-8">
          <NpsPanel nps={content.nps} unreadable={bad('nps')} />
        </div>
      )}
      <div className={hasNps ? 'col-12' : 'col-12 col-md-6 col-xl-8'}>
        <TrendWidget title="Trend" lines={[{ label: 'Score', points: content.trend ?? [] }]} metric="score" unreadable={bad('trend')} />
      </div>
      <div className="col-12">
        <SectionSummary sections={content.sections ?? []} unreadable={bad('sections')} />
      </div>
      <div className={variant === 'crew-satisfaction' ? 'col-12' : 'col-12 col-xl-7'}>
        <LeagueTable rows={content.league ?? []} metric="Score" unreadable={bad('league')} />
      </div>
      <div className={variant === 'crew-satisfaction' ? 'col-12' : 'col-12 col-xl-5'}>
        <WhatChanged league={bad('league') ? [] : (content.league ?? [])} sections={bad('sections') ? [] : (content.sections ?? [])} />
      </div>
      {variant !== 'crew-satisfaction' && (
        <div className="col-12 col-xl-5">
          <LatestResults jobs={content.latest ?? []} unreadable={bad('latest')} />
        </div>
      )}
    </BodyFrame>
  );
}
