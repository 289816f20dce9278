import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { seriesDatasets, type ChartModuleProps } from './chartTypes';
import { tickText } from './chartTurns';
import { useChartCanvas } from './useChartCanvas';

// chart.js is imported only by the chart modules, lazy chunks of the chart card; each registers only what it draws.
ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

/** A line chart for the chart card; no smoothing below zero (monotone interpolation), gaps for missing values. */
export default function LineChart({ labels, series, categoryTitle, valueTitle, yMin, yMax, highlight, onSelect, onCanvas }: ChartModuleProps) {
  const { ref, ready, pointer } = useChartCanvas<'line'>(onCanvas, onSelect);
  if (!ready) return <div className="chart-card-skeleton" />;
  return (
    <Line
      ref={ref}
      aria-hidden="true"
      data={{
        labels: [...labels],
        datasets: seriesDatasets(series, (color) => ({
          borderColor: color,
          backgroundColor: color,
          cubicInterpolationMode: 'monotone' as const,
          spanGaps: false,
          pointRadius: labels.map((_, at) => (highlight === at ? 7 : 3)),
          pointStyle: labels.map((_, at) => (highlight === at ? ('rectRot' as const) : ('circle' as const))),
        })),
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: {
          x: { title: { display: true, text: categoryTitle } },
          y: { min: yMin, max: yMax, title: { display: !!valueTitle, text: valueTitle ?? '' }, ticks: { callback: tickText } },
        },
        ...pointer,
      }}
    />
  );
}
