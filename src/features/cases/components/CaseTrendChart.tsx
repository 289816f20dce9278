import { CategoryScale, Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { tickText } from '@/components/charts/chartTurns';

// chart.js is imported here only: this module is a lazy chunk that loads with the case dashboard.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Legend, Tooltip);

export interface TrendPoint {
  label: string;
  opened: number;
  resolved: number;
}

/** The '30 Day Trend' line chart: Open and Resolved per day, axes Cases and Date. */
export default function CaseTrendChart({ data }: { data: TrendPoint[] }) {
  return (
    <div style={{ position: 'relative', height: 280 }}>
      <Line
        aria-hidden="true"
        data={{
          labels: data.map((point) => point.label),
          datasets: [
            { label: 'Open', data: data.map((point) => point.opened), borderColor: '#dc3545', backgroundColor: '#dc3545', tension: 0.25 },
            { label: 'Resolved', data: data.map((point) => point.resolved), borderColor: '#198754', backgroundColor: '#198754', tension: 0.25 },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom' } },
          scales: {
            y: { beginAtZero: true, title: { display: true, text: 'Cases' }, ticks: { precision: 0, callback: tickText } },
            x: { title: { display: true, text: 'Date' } },
          },
        }}
      />
    </div>
  );
}
