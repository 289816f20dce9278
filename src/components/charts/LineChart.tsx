import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { chartConfig } from './chartConfig';
import type { ChartModuleProps } from './chartTypes';
import { useChartCanvas } from './useChartCanvas';

// chart.js on the main thread: where a browser has no OffscreenCanvas (the chart worker draws
// elsewhere, ChartCard). Each module registers only what it draws.
ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A line chart for the chart card, drawn on the main thread. */
export default function LineChart({ onSelect, onDrawn, ...spec }: ChartModuleProps) {
  const { ref, ready, pointer } = useChartCanvas<'line'>(onDrawn, onSelect);
  if (!ready) return <div className="chart-card-skeleton" />;
  const { data, options } = chartConfig({ kind: 'line', ...spec }) as ChartConfiguration<'line', (number | null)[], string>;
  return <Line ref={ref} aria-hidden="true" data={data} options={{ ...options, ...pointer }} />;
}
