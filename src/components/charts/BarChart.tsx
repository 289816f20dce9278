import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { seriesDatasets, type ChartModuleProps } from './chartTypes';
import { tickText } from './chartTurns';
import { useChartCanvas } from './useChartCanvas';

// chart.js is imported only by the chart modules, lazy chunks of the chart card; each registers only what it draws.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A bar chart for the chart card. */
export default function BarChart({ labels, series, categoryTitle, valueTitle, yMin, yMax, highlight, horizontal, onSelect, onCanvas }: ChartModuleProps) {
  const { ref, ready, pointer } = useChartCanvas<'bar'>(onCanvas, onSelect);
  if (!ready) return <div className="chart-card-skeleton" />;
  const valueAxis = { min: yMin, max: yMax, title: { display: !!valueTitle, text: valueTitle ?? '' }, ticks: { callback: tickText } };
  const categoryAxis = { title: { display: true, text: categoryTitle } };
  return (
    <Bar
      ref={ref}
      aria-hidden="true"
      data={{
        labels: [...labels],
        datasets: seriesDatasets(series, (color) => ({ backgroundColor: labels.map((_, at) => (highlight === at ? '#084298' : color)) })),
      }}
      options={{
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false } },
        scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
        ...pointer,
      }}
    />
  );
}
