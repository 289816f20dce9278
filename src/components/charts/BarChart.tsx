import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import type { ChartConfiguration } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { chartConfig } from './chartConfig';
import type { ChartModuleProps } from './chartTypes';
import { useChartCanvas } from './useChartCanvas';

// chart.js on the main thread: where a browser has no OffscreenCanvas (the chart worker draws
// elsewhere, ChartCard). Each module registers only what it draws.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A bar chart for the chart card, drawn on the main thread. */
export default function BarChart({ onSelect, onDrawn, ...spec }: ChartModuleProps) {
  const { ref, ready, pointer } = useChartCanvas<'bar'>(onDrawn, onSelect);
  if (!ready) return <div className="chart-card-skeleton" />;
  const { data, options } = chartConfig({ kind: 'bar', ...spec }) as ChartConfiguration<'bar', (number | null)[], string>;
  return <Bar ref={ref} aria-hidden="true" data={data} options={{ ...options, ...pointer }} />;
}
