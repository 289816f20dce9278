import { ChartCard } from '@/components/charts/ChartCard';
import { formatFraction } from '@/lib/delta';
import { npsDashboardLink, reportingLink } from '@/lib/reportingUrl';
import { UNREADABLE_DATA_MESSAGE } from '@/api/schema';
import type { DashboardTrendPoint } from '../../types';
import { useWidgetContext } from './widgetContext';

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

interface Props {
  title: string;
  /** One or more lines (mcds: one per member scheme); points oldest first, the selected wave last. */
  lines: ReadonlyArray<{ label: string; points: readonly DashboardTrendPoint[] }>;
  metric: 'score' | 'nps';
  /** The server sent the trend in a form the portal could not read. */
  unreadable?: boolean;
}

/** The trend by wave: the selected wave (marked) and up to 12 older ones; the axis carries the company's wave label. */
export function TrendWidget({ title, lines, metric, unreadable = false }: Props) {
  const context = useWidgetContext();
  const first = lines[0]?.points ?? [];
  const labels = first.map((point) => point.wave_name);
  const valueTitle = metric === 'nps' ? 'NPS' : 'Score (%)';
  const links = first.map((point) => {
    if (point.wave_id === null) return null;
    if (metric === 'nps')
      return context.npsLinks && context.npsSchemeIds.length ? npsDashboardLink({ scheme_ids: context.npsSchemeIds, visit_nums: point.wave_id }) : null;
    const rank = context.drillSlugs.rank;
    return context.drill && context.reportingScheme && rank ? reportingLink(context.reportingScheme, rank, { level: 'loc', visitnum: point.wave_id }) : null;
  });
  const selected = first.findIndex((point) => point.wave_id !== null && point.wave_id === context.waveId);
  const main = first[selected >= 0 ? selected : first.length - 1];
  const mainValue = main ? main[metric] : null;
  return (
    <ChartCard
      title={title}
      kind="line"
      labels={labels}
      series={lines.map((line) => ({ label: lines.length > 1 ? line.label : valueTitle, values: line.points.map((point) => percent(point[metric])) }))}
      categoryTitle={context.waveLabel}
      valueTitle={valueTitle}
      yMin={metric === 'nps' ? -100 : 0}
      yMax={100}
      highlight={selected >= 0 ? selected : null}
      links={links}
      summary={
        main && mainValue !== null
          ? `${main.wave_name}: ${formatFraction(mainValue)}${metric === 'nps' ? '' : '%'}, over ${labels.length} ${context.waveLabel.toLowerCase()}${labels.length === 1 ? '' : 's'}.`
          : `${labels.length} ${context.waveLabel.toLowerCase()}${labels.length === 1 ? '' : 's'} shown.`
      }
      fileParts={[context.dashboardName, context.waveName]}
      emptyText={unreadable ? UNREADABLE_DATA_MESSAGE : context.emptyText}
    />
  );
}
