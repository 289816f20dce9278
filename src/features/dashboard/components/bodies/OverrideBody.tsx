import type { ReactNode } from 'react';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardContent, DashboardWidgetKind } from '../../types';
import { LatestResults } from '../widgets/LatestResults';
import { LeagueTable } from '../widgets/LeagueTable';
import { NpsPanel } from '../widgets/NpsPanel';
import { SchemeTable } from '../widgets/SchemeTable';
import { ScoreDial } from '../widgets/ScoreDial';
import { SectionSummary } from '../widgets/SectionSummary';
import { TrendWidget } from '../widgets/TrendWidget';
import { BodyFrame } from './BodyFrame';
import { unreadableBlock, type BodyProps } from './bodyTypes';

const WIDGETS: Record<DashboardWidgetKind, (content: DashboardContent) => ReactNode> = {
  score: (content) => (
    <ScoreDial
      value={content.score?.value}
      previous={content.score?.previous}
      visits={content.score?.visits ?? 0}
      unreadable={unreadableBlock(content, 'score')}
    />
  ),
  sections: (content) => <SectionSummary sections={content.sections ?? []} unreadable={unreadableBlock(content, 'sections')} />,
  trend: (content) => (
    <TrendWidget title="Trend" lines={[{ label: 'Score', points: content.trend ?? [] }]} metric="score" unreadable={unreadableBlock(content, 'trend')} />
  ),
  'nps-trend': (content) => (
    <TrendWidget title="NPS trend" lines={[{ label: 'NPS', points: content.trend ?? [] }]} metric="nps" unreadable={unreadableBlock(content, 'trend')} />
  ),
  league: (content) => <LeagueTable rows={content.league ?? []} metric="Score" unreadable={unreadableBlock(content, 'league')} />,
  latest: (content) => <LatestResults jobs={content.latest ?? []} unreadable={unreadableBlock(content, 'latest')} />,
  nps: (content) => <NpsPanel nps={content.nps} unreadable={unreadableBlock(content, 'nps')} />,
  schemes: (content) => <SchemeTable schemes={content.schemes ?? []} unreadable={unreadableBlock(content, 'schemes')} />,
};

const isWidget = (kind: string): kind is DashboardWidgetKind => Object.prototype.hasOwnProperty.call(WIDGETS, kind);

/** The override body: the API's `widgets` list, in order, skipping kinds it does not know. */
export default function OverrideBody({ data, reportingAvailable }: BodyProps) {
  const content = data.content ?? {};
  const kinds = (content.widgets ?? []).filter(isWidget);
  return (
    <BodyFrame data={data} reportingAvailable={reportingAvailable} label="override">
      {unreadableBlock(content, 'widgets') && (
        <div className="col-12">
          <p className="text-body-secondary mb-0">{UNREADABLE_DATA_MESSAGE}</p>
        </div>
      )}
      {kinds.map((kind, index) => (
        <div key={`${kind}-${index}`} className={kind === 'score' ? 'col-12 col-md-6 col-xl-4' : kind === 'nps' ? 'col-12 col-md-6 col-xl-8' : 'col-12'}>
          {WIDGETS[kind](content)}
        </div>
      ))}
    </BodyFrame>
  );
}
