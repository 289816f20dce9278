import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { chartWorkerHandler, type FromChartWorker, type ToChartWorker } from './chartWorkerCore';

// The chart worker: chart.js creates, lays out and draws the page's charts here, on canvases the
// page handed over (OffscreenCanvas), so none of that work blocks the page (OffscreenChart.tsx).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

// The worker's scope (the project's types are the page's: DOM, not WebWorker).
const scope = self as unknown as { postMessage(message: FromChartWorker): void; onmessage: ((event: MessageEvent<ToChartWorker>) => void) | null };
const handle = chartWorkerHandler(
  // chart.js draws on an OffscreenCanvas (its docs: "Using from a web worker"); its types name only the page's canvases.
  (canvas, config) => new Chart(canvas as unknown as HTMLCanvasElement, config),
  (message: FromChartWorker) => scope.postMessage(message),
);
scope.onmessage = (event: MessageEvent<ToChartWorker>) => void handle(event.data);
