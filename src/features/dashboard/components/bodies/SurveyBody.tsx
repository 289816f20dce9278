import { LatestResults } from '../widgets/LatestResults';
import { LeagueTable } from '../widgets/LeagueTable';
import { NpsPanel } from '../widgets/NpsPanel';
import { SchemeTable } from '../widgets/SchemeTable';
import { ScoreDial } from '../widgets/ScoreDial';
import { TrendWidget } from '../widgets/TrendWidget';
import { BodyFrame } from './BodyFrame';
import { unreadableBlock, type BodyProps } from './bodyTypes';

/** The survey body: the NPS panel first, the dial (if scored), the NPS trend, the league by NPS, the latest responses; multi-scheme adds the per-scheme table. */
export function SurveyLikeBody({ data, reportingAvailable, multiScheme }: BodyProps & { multiScheme: boolean }) {
  const content = data.content ?? {};
  const bad = (block: Parameters<typeof unreadableBlock>[1]) => unreadableBlock(content, block);
  const scored = typeof content.score?.value === 'number';
  return (
    <BodyFrame data={data} reportingAvailable={reportingAvailable} label={multiScheme ? 'multi-scheme' : 'survey'}>
      <div className={scored ? 'col-12 col-md-7 col-xl-8' : 'col-12'}>
        <NpsPanel nps={content.nps} unreadable={bad('nps')} />
      </div>
      {scored && (
        <div className="col-12 col-md-5 col-xl-4">
          <ScoreDial
            value={content.score?.value}
            previous={content.score?.previous}
            visits={content.score?.visits ?? 0}
            countLabel="responses"
            unreadable={bad('score')}
          />
        </div>
      )}
      {multiScheme && (
        <div className="col-12">
          <SchemeTable schemes={content.schemes ?? []} unreadable={bad('schemes')} />
        </div>
      )}
      <div className="col-12">
        <TrendWidget title="NPS trend" lines={[{ label: 'NPS', points: content.trend ?? [] }]} metric="nps" unreadable={bad('trend')} />
      </div>
      <div className="col-12 col-xl-7">
        <LeagueTable rows={content.league ?? []} metric="NPS" unreadable={bad('league')} />
      </div>
      <div className="col-12 col-xl-5">
        <LatestResults jobs={content.latest ?? []} title="Latest responses" unreadable={bad('latest')} />
      </div>
    </BodyFrame>
  );
}

/** The survey body (scheme type 4). */
export default function SurveyBody(props: BodyProps) {
  return <SurveyLikeBody {...props} multiScheme={false} />;
}
