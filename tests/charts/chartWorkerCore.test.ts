import { describe, expect, it } from 'vitest';
import type { ChartSpec } from '@/components/charts/chartConfig';
import { chartWorkerHandler, type FromChartWorker, type WorkerChart } from '@/components/charts/chartWorkerCore';

type Options = {
  responsive?: boolean;
  devicePixelRatio?: number;
  onHover?: (event: unknown, elements: { index: number }[]) => void;
  onClick?: (event: unknown, elements: { index: number }[]) => void;
};

/** A chart.js chart as the worker uses it: records what it was asked to do. */
class FakeChart implements WorkerChart {
  updates: unknown[] = [];
  sizes: [number, number][] = [];
  events: unknown[] = [];
  destroyed = false;
  constructor(
    public canvas: { width: number; height: number },
    public data: unknown,
    public options: Options,
  ) {}
  update(mode?: 'none') {
    this.updates.push(mode);
  }
  resize(width: number, height: number) {
    this.sizes.push([width, height]);
  }
  destroy() {
    this.destroyed = true;
  }
  _eventHandler(event: unknown) {
    this.events.push(event);
  }
}

const BAR: ChartSpec = {
  kind: 'bar',
  labels: ['North', 'South'],
  series: [{ label: 'Score (%)', values: [80, null] }],
  categoryTitle: 'Region',
  valueTitle: 'Score (%)',
};

function setup() {
  const made: FakeChart[] = [];
  const posted: FromChartWorker[] = [];
  const handle = chartWorkerHandler(
    (canvas, config) => {
      const chart = new FakeChart(canvas, config.data, config.options as Options);
      made.push(chart);
      return chart;
    },
    (message) => posted.push(message),
  );
  const canvas = { width: 300, height: 150 } as unknown as OffscreenCanvas;
  return { made, posted, handle, canvas };
}

describe('the chart worker', () => {
  it('makes a chart on the canvas it was handed, at the page’s size and pixel ratio, and says when it is drawn', async () => {
    const { made, posted, handle, canvas } = setup();
    await handle({ type: 'draw', id: 1, spec: BAR, canvas, width: 640, height: 260, ratio: 2 });
    expect(made).toHaveLength(1);
    expect(made[0]?.canvas).toMatchObject({ width: 640, height: 260 });
    expect(made[0]?.options).toMatchObject({ responsive: false, devicePixelRatio: 2, animation: false, maintainAspectRatio: false });
    // The spec's figures, missing values as gaps.
    expect(made[0]?.data).toMatchObject({ labels: ['North', 'South'], datasets: [{ label: 'Score (%)', data: [80, null] }] });
    expect(posted).toEqual([{ type: 'drawn', id: 1 }]);
  });

  it('draws a new spec on the same chart, resizes it and forwards pointer events to chart.js', async () => {
    const { made, posted, handle, canvas } = setup();
    await handle({ type: 'draw', id: 1, spec: BAR, canvas, width: 640, height: 260, ratio: 1 });
    await handle({ type: 'draw', id: 1, spec: { ...BAR, labels: ['East', 'West'] } });
    expect(made).toHaveLength(1);
    expect(made[0]?.data).toMatchObject({ labels: ['East', 'West'] });
    expect(made[0]?.updates).toEqual(['none']);
    await handle({ type: 'resize', id: 1, width: 320, height: 260 });
    expect(made[0]?.sizes).toEqual([[320, 260]]);
    await handle({ type: 'pointer', id: 1, event: 'click', x: 12, y: 34 });
    expect(made[0]?.events).toEqual([{ type: 'click', x: 12, y: 34, native: { type: 'click' } }]);
    expect(posted.filter((message) => message.type === 'drawn')).toHaveLength(2);
  });

  it('tells the page what a click selects and when the pointer enters or leaves a bar (once per change)', async () => {
    const { made, posted, handle, canvas } = setup();
    await handle({ type: 'draw', id: 7, spec: BAR, canvas, width: 640, height: 260, ratio: 1 });
    const options = made[0]?.options as Options;
    options.onHover?.(null, [{ index: 1 }]);
    options.onHover?.(null, [{ index: 0 }]);
    options.onHover?.(null, []);
    options.onClick?.(null, [{ index: 1 }]);
    options.onClick?.(null, []);
    expect(posted.slice(1)).toEqual([
      { type: 'hover', id: 7, over: true },
      { type: 'hover', id: 7, over: false },
      { type: 'select', id: 7, index: 1 },
    ]);
  });

  it('destroys a chart and answers later messages for it without one', async () => {
    const { made, posted, handle, canvas } = setup();
    await handle({ type: 'draw', id: 1, spec: BAR, canvas, width: 640, height: 260, ratio: 1 });
    await handle({ type: 'destroy', id: 1 });
    expect(made[0]?.destroyed).toBe(true);
    await handle({ type: 'resize', id: 1, width: 10, height: 10 });
    await handle({ type: 'png', id: 1, request: 3 });
    expect(made[0]?.sizes).toEqual([]);
    expect(posted.at(-1)).toEqual({ type: 'png', id: 1, request: 3, blob: null });
  });

  it('reports a chart it cannot draw instead of throwing: no canvas, or chart.js failing', async () => {
    const posted: FromChartWorker[] = [];
    const handle = chartWorkerHandler(
      () => {
        throw new Error('no context');
      },
      (message) => posted.push(message),
    );
    await handle({ type: 'draw', id: 2, spec: BAR });
    await handle({ type: 'draw', id: 3, spec: BAR, canvas: { width: 1, height: 1 } as unknown as OffscreenCanvas, width: 5, height: 5, ratio: 1 });
    expect(posted).toEqual([
      { type: 'failed', id: 2, message: 'Chart 2 has no canvas' },
      { type: 'failed', id: 3, message: 'no context' },
    ]);
  });

  it('draws the case trend with its own options (Open and Resolved, counts from zero)', async () => {
    const { made, handle, canvas } = setup();
    const data = [
      { label: '1 Nov', opened: 3, resolved: 1 },
      { label: '2 Nov', opened: 0, resolved: 2 },
    ];
    await handle({ type: 'draw', id: 4, spec: { kind: 'trend', data }, canvas, width: 640, height: 280, ratio: 1 });
    expect(made[0]?.data).toMatchObject({
      labels: ['1 Nov', '2 Nov'],
      datasets: [
        { label: 'Open', data: [3, 0] },
        { label: 'Resolved', data: [1, 2] },
      ],
    });
    expect(made[0]?.options).toMatchObject({ scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } });
  });
});
