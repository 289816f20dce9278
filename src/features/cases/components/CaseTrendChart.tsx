import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { chartConfig, type TrendPoint } from '@/components/charts/chartConfig';

// chart.js on the main thread, where a browser has no OffscreenCanvas (the chart worker draws
// elsewhere: CaseTrend). This module is a lazy chunk of the case dashboard.
ChartJS.register(LineController, CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);

export type { TrendPoint } from '@/components/charts/chartConfig';

/** The '30 Day Trend' line chart: Open and Resolved per day, axes Cases and Date. */
export default function CaseTrendChart({ data, height }: { data: readonly TrendPoint[]; height: number }) {
  const { data: chartData, options } = chartConfig({ kind: 'trend', data }) as ChartConfiguration<'line', (number | null)[], string>;
  return (
    <div style={{ position: 'relative', height }}>
      <Line aria-hidden="true" data={chartData} options={options} />
    </div>
  );
}
