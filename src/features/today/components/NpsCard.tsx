import { Smile } from 'lucide-react';
import { Link } from 'react-router';
import { NPS_BAND_WORD, npsBand } from '@/lib/nps';
import { npsDashboardLink } from '@/lib/reportingUrl';
import { useGetNpsMetricsQuery } from '@/api/npsMetricsEndpoints';
import { npsMetricsParams } from '@/lib/figureReports';
import { detractorsLink } from '../todayUrl';
import type { TodayWave } from '../types';
import { cardState } from './cardState';
import { TodayCard } from './TodayCard';

/**
 * NPS ('view - nps dashboard'): the score of the current wave (lib/currentWave; all waves when no
 * wave is known), its band colour (named in words too), the detractor count and a link to their responses.
 */
export function NpsCard({ wave, schemeIds, waveLabel, waiting }: { wave: TodayWave | null; schemeIds: number[]; waveLabel: string; waiting: boolean }) {
  // The same parameters as the dashboards' NPS card (one cache entry for the same scheme and wave).
  const metrics = useGetNpsMetricsQuery(npsMetricsParams(schemeIds, wave?.id), { skip: waiting, refetchOnMountOrArgChange: true });
  const state = waiting ? ({ status: 'loading' } as const) : cardState([metrics]);
  const data = metrics.data;
  const band = data ? npsBand(data.score, data.responses) : 'grey';
  const overview = npsDashboardLink({ scheme_ids: schemeIds, visit_nums: wave?.id });
  return (
    <TodayCard
      id="nps"
      title="NPS"
      icon={Smile}
      state={state}
      failure="The NPS could not be loaded."
      link={{ to: overview, label: 'Open NPS Dashboard' }}
      lines={3}
    >
      {data && (
        <>
          <p className="mb-1 small text-body-secondary">{wave ? wave.name : `All ${waveLabel}s`}</p>
          <p className="mb-2 d-flex flex-wrap align-items-center gap-2">
            <span className={`today-nps-score nps-band-${band}`}>{data.responses > 0 ? (data.score * 100).toFixed(1) : '–'}</span>
            <span className="small">
              {data.responses > 0 ? `${NPS_BAND_WORD[band]}, from ${data.responses} ${data.responses === 1 ? 'response' : 'responses'}` : '0 Responses'}
            </span>
          </p>
          <p className="mb-0">
            <Link to={detractorsLink(schemeIds, wave?.id ?? null)}>
              {data.detractor_count === 1 ? '1 detractor' : `${data.detractor_count} detractors`}: read their responses
            </Link>
          </p>
        </>
      )}
    </TodayCard>
  );
}
