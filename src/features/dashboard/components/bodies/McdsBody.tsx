import { dashboardSearch } from '../../dashboardUrl';
import { LeagueTable } from '../widgets/LeagueTable';
import { ScoreDial } from '../widgets/ScoreDial';
import { TrendWidget } from '../widgets/TrendWidget';
import { BodyFrame } from './BodyFrame';
import { unreadableBlock, type BodyProps } from './bodyTypes';

/** The multi-company body: a dial and a trend line per member scheme, and a league with a Scheme column. */
export default function McdsBody({ data, reportingAvailable }: BodyProps) {
  const content = data.content ?? {};
  const schemes = content.schemes ?? [];
  return (
    <BodyFrame data={data} reportingAvailable={reportingAvailable} label="mcds">
      {schemes.map((scheme) => (
        <div key={scheme.id} className="col-12 col-md-6 col-xl-4">
          <ScoreDial
            title={scheme.name}
            value={scheme.score.value}
            previous={scheme.score.previous}
            visits={scheme.score.visits}
            to={`/dashboard${dashboardSearch({ kind: 'scheme', id: scheme.id }, data.wave?.id ?? null)}`}
          />
        </div>
      ))}
      <div className="col-12">
        <TrendWidget
          title="Trend by scheme"
          lines={schemes.map((scheme) => ({ label: scheme.name, points: scheme.trend }))}
          metric="score"
          unreadable={unreadableBlock(content, 'schemes')}
        />
      </div>
      <div className="col-12">
        <LeagueTable rows={content.league ?? []} metric="Score" withScheme unreadable={unreadableBlock(content, 'league')} />
      </div>
    </BodyFrame>
  );
}
