import type { ChartConfiguration } from 'chart.js';
import { chartConfig, type ChartSpec } from './chartConfig';

/**
 * The chart worker's side of its messages (chart.worker.ts wires it to chart.js and the worker's
 * scope; tests drive it with a stand-in chart). Each chart is a canvas of the page whose drawing was
 * handed to the worker (`transferControlToOffscreen`), so creating, laying out and drawing a chart,
 * chart.js's longest work on a page, runs off the page's main thread.
 */
export type ToChartWorker =
  /** Draws `spec` on the chart `id`: the first message of a chart carries its canvas and its size. */
  | { type: 'draw'; id: number; spec: ChartSpec; canvas?: OffscreenCanvas; width?: number; height?: number; ratio?: number }
  /** The canvas's box changed size (CSS pixels). */
  | { type: 'resize'; id: number; width: number; height: number }
  /** A pointer event on the canvas, at CSS pixels from its top left corner. */
  | { type: 'pointer'; id: number; event: 'mousemove' | 'mouseout' | 'click'; x: number; y: number }
  /** The chart as a PNG on a white background. */
  | { type: 'png'; id: number; request: number }
  | { type: 'destroy'; id: number };

export type FromChartWorker =
  | { type: 'drawn'; id: number }
  /** Whether the pointer is over a bar or point (the page shows a pointer cursor where a click selects). */
  | { type: 'hover'; id: number; over: boolean }
  /** A click on the bar or point of this category. */
  | { type: 'select'; id: number; index: number }
  | { type: 'png'; id: number; request: number; blob: Blob | null }
  | { type: 'failed'; id: number; message: string };

/** What the worker uses of a chart.js chart. */
export interface WorkerChart {
  data: unknown;
  options: unknown;
  update(mode?: 'none'): void;
  resize(width: number, height: number): void;
  destroy(): void;
}

type ChartEventLike = { type: string; x: number; y: number; native: { type: string } };
type Elements = ReadonlyArray<{ index: number }>;

export type ChartMaker = (canvas: OffscreenCanvas, config: ChartConfiguration<'bar' | 'line', (number | null)[], string>) => WorkerChart;

/** The message handler of a chart worker that makes its charts with `make` and answers with `post`. */
export function chartWorkerHandler(make: ChartMaker, post: (message: FromChartWorker) => void) {
  const charts = new Map<number, { chart: WorkerChart | null; canvas: OffscreenCanvas; ratio: number; over: boolean }>();

  /** The chart's configuration as the worker draws it: sized by the page's messages, answering clicks and hovers. */
  const configOf = (id: number, spec: ChartSpec, ratio: number) => {
    const config = chartConfig(spec);
    config.options = {
      ...config.options,
      // The worker has no box to watch: the page sends the canvas's size (`resize`).
      responsive: false,
      devicePixelRatio: ratio,
      onHover: (_event: unknown, elements: Elements) => {
        const entry = charts.get(id);
        const over = elements.length > 0;
        if (entry && entry.over !== over) {
          entry.over = over;
          post({ type: 'hover', id, over });
        }
      },
      onClick: (_event: unknown, elements: Elements) => {
        if (elements[0]) post({ type: 'select', id, index: elements[0].index });
      },
    };
    return config;
  };

  const run = (id: number, work: () => void) => {
    try {
      work();
    } catch (error) {
      post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
    }
  };

  return async function onMessage(message: ToChartWorker): Promise<void> {
    const { id } = message;
    if (message.type === 'draw') {
      run(id, () => {
        let entry = charts.get(id);
        if (!entry) {
          if (!message.canvas) throw new Error(`Chart ${id} has no canvas`);
          entry = { chart: null, canvas: message.canvas, ratio: message.ratio ?? 1, over: false };
          charts.set(id, entry);
          entry.canvas.width = message.width ?? entry.canvas.width;
          entry.canvas.height = message.height ?? entry.canvas.height;
        }
        const config = configOf(id, message.spec, entry.ratio);
        if (entry.chart) {
          entry.chart.data = config.data;
          entry.chart.options = config.options;
          entry.chart.update('none');
        } else entry.chart = make(entry.canvas, config);
        post({ type: 'drawn', id });
      });
      return;
    }
    const entry = charts.get(id);
    if (message.type === 'destroy') {
      entry?.chart?.destroy();
      charts.delete(id);
      return;
    }
    if (!entry?.chart) {
      if (message.type === 'png') post({ type: 'png', id, request: message.request, blob: null });
      return;
    }
    const chart = entry.chart;
    if (message.type === 'resize') run(id, () => chart.resize(message.width, message.height));
    else if (message.type === 'pointer') {
      // chart.js's own event handling (hover styles, the tooltip, the legend, onHover and onClick),
      // with the event the page saw: what the chart does on the main thread when it listens itself.
      const event: ChartEventLike = { type: message.event, x: message.x, y: message.y, native: { type: message.event } };
      run(id, () => (chart as unknown as { _eventHandler(event: ChartEventLike): void })._eventHandler(event));
    } else if (message.type === 'png') {
      let blob: Blob | null = null;
      try {
        const copy = new OffscreenCanvas(entry.canvas.width, entry.canvas.height);
        const context = copy.getContext('2d');
        if (context) {
          context.fillStyle = '#ffffff';
          context.fillRect(0, 0, copy.width, copy.height);
          context.drawImage(entry.canvas, 0, 0);
          blob = await copy.convertToBlob({ type: 'image/png' });
        }
      } catch {
        blob = null;
      }
      post({ type: 'png', id, request: message.request, blob });
    }
  };
}
