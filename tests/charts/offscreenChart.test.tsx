import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSpec } from '@/components/charts/chartConfig';
import type { FromChartWorker, ToChartWorker } from '@/components/charts/chartWorkerCore';

// The page's side of the chart worker (OffscreenChart.tsx) under jsdom: a stand-in Worker records
// the messages, a stand-in ResizeObserver reports the canvas's size, and canvases can be handed over.

class FakeWorker {
  static last: FakeWorker | null = null;
  messages: ToChartWorker[] = [];
  transfers: unknown[][] = [];
  onmessage: ((event: { data: FromChartWorker }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public url: URL | string) {
    FakeWorker.last = this;
  }
  postMessage(message: ToChartWorker, transfer: unknown[] = []) {
    this.messages.push(message);
    this.transfers.push(transfer);
  }
  answer(message: FromChartWorker) {
    act(() => this.onmessage?.({ data: message }));
  }
}

let resize: ((entries: { contentRect: { width: number; height: number } }[]) => void) | null = null;
class FakeResizeObserver {
  constructor(callback: typeof resize) {
    resize = callback;
  }
  observe() {}
  disconnect() {}
}

const handed: HTMLCanvasElement[] = [];

beforeEach(() => {
  vi.resetModules();
  FakeWorker.last = null;
  handed.length = 0;
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value(this: HTMLCanvasElement) {
      handed.push(this);
      return { handedFrom: this };
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown }).transferControlToOffscreen;
});

const SPEC: ChartSpec = { kind: 'line', labels: ['Sep', 'Oct'], series: [{ label: 'Score (%)', values: [81, 84] }], categoryTitle: 'Month' };

async function renderChart(props: { spec?: ChartSpec; onSelect?: (index: number) => void; onDrawn?: () => void; onFail?: () => void } = {}) {
  const { default: OffscreenChart } = await import('@/components/charts/OffscreenChart');
  const onFail = props.onFail ?? vi.fn();
  const view = render(
    <OffscreenChart spec={props.spec ?? SPEC} onSelect={props.onSelect} onDrawn={props.onDrawn} onFail={onFail} placeholder={<p>Drawing…</p>} />,
  );
  const worker = FakeWorker.last as FakeWorker;
  return { view, worker, onFail, OffscreenChart };
}

describe('a chart drawn by the chart worker (OffscreenChart)', () => {
  it('hands its canvas to the worker with the spec once its box has a size, and shows the placeholder until drawn', async () => {
    const onDrawn = vi.fn();
    const { view, worker } = await renderChart({ onDrawn });
    expect(String(worker.url)).toMatch(/chart\.worker/);
    expect(handed).toHaveLength(1);
    expect(worker.messages).toEqual([]);
    act(() => resize?.([{ contentRect: { width: 640, height: 260 } }]));
    expect(worker.messages[0]).toMatchObject({ type: 'draw', spec: SPEC, width: 640, height: 260, ratio: 1 });
    // The canvas is transferred, not copied.
    expect(worker.transfers[0]).toEqual([{ handedFrom: handed[0] }]);
    expect(screen.getByText('Drawing…')).toBeInTheDocument();
    const id = worker.messages[0]?.id as number;
    worker.answer({ type: 'drawn', id });
    expect(screen.queryByText('Drawing…')).toBeNull();
    expect(onDrawn).toHaveBeenLastCalledWith(expect.any(Function));
    // Later sizes resize the chart; the canvas is aria-hidden (the card's summary and table carry the figures).
    act(() => resize?.([{ contentRect: { width: 320, height: 260 } }]));
    expect(worker.messages[1]).toEqual({ type: 'resize', id, width: 320, height: 260 });
    expect(view.container.querySelector('canvas')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('sends a new spec to the same chart, forwards clicks and leaves, and selects what the worker says was clicked', async () => {
    const onSelect = vi.fn();
    const { view, worker, OffscreenChart } = await renderChart({ onSelect });
    act(() => resize?.([{ contentRect: { width: 640, height: 260 } }]));
    const id = worker.messages[0]?.id as number;
    view.rerender(<OffscreenChart spec={{ ...SPEC, highlight: 1 }} onSelect={onSelect} onFail={vi.fn()} placeholder={null} />);
    expect(worker.messages[1]).toEqual({ type: 'draw', id, spec: { ...SPEC, highlight: 1 } });
    // The same spec again (a new object of the same figures) sends nothing.
    view.rerender(<OffscreenChart spec={{ ...SPEC, highlight: 1 }} onSelect={onSelect} onFail={vi.fn()} placeholder={null} />);
    expect(worker.messages).toHaveLength(2);
    const canvas = view.container.querySelector('canvas') as HTMLCanvasElement;
    fireEvent.click(canvas);
    fireEvent.pointerLeave(canvas);
    expect(worker.messages.slice(2).map((message) => message.type === 'pointer' && message.event)).toEqual(['click', 'mouseout']);
    worker.answer({ type: 'hover', id, over: true });
    expect(canvas.style.cursor).toBe('pointer');
    worker.answer({ type: 'select', id, index: 1 });
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('asks the worker for the PNG, and destroys the chart when it leaves the page', async () => {
    const onDrawn = vi.fn();
    const { view, worker } = await renderChart({ onDrawn });
    act(() => resize?.([{ contentRect: { width: 640, height: 260 } }]));
    const id = worker.messages[0]?.id as number;
    worker.answer({ type: 'drawn', id });
    const toPng = onDrawn.mock.lastCall?.[0] as () => Promise<Blob | null>;
    const png = toPng();
    const request = worker.messages.at(-1);
    expect(request).toMatchObject({ type: 'png', id });
    const blob = new Blob(['png'], { type: 'image/png' });
    worker.answer({ type: 'png', id, request: (request as { request: number }).request, blob });
    await expect(png).resolves.toBe(blob);
    view.unmount();
    expect(worker.messages.at(-1)).toEqual({ type: 'destroy', id });
    expect(onDrawn).toHaveBeenLastCalledWith(null);
  });

  it('gives the chart back to the main thread when the worker fails to start or to draw', async () => {
    const onFail = vi.fn();
    const { worker } = await renderChart({ onFail });
    act(() => worker.onerror?.());
    expect(onFail).toHaveBeenCalledTimes(1);
    // A chart after the failure does not try the worker again.
    const later = vi.fn();
    await renderChart({ onFail: later });
    expect(later).toHaveBeenCalledTimes(1);
  });
});

/** A trend chart card (the module loaded after the stand-in Worker is in place). */
async function renderChartCard() {
  const { ChartCard } = await import('@/components/charts/ChartCard');
  render(
    <MemoryRouter>
      <ChartCard
        title="Trend"
        kind="line"
        labels={['Sep', 'Oct']}
        series={[{ label: 'Score (%)', values: [81, 84] }]}
        summary="Oct: 84%"
        categoryTitle="Month"
        fileParts={['x']}
        emptyText="None"
      />
    </MemoryRouter>,
  );
}

describe('the chart card with a chart worker', () => {
  it('draws through the worker, and with the chart module on the main thread once the worker has failed', async () => {
    await renderChartCard();
    await waitFor(() => expect(FakeWorker.last).not.toBeNull());
    expect(screen.queryByTestId('chart')).toBeNull();
    act(() => FakeWorker.last?.onerror?.());
    // The main-thread chart module (the suite's stub of it) draws instead.
    expect(await screen.findByTestId('chart')).toHaveAttribute('data-values', '81,84');
  });
});

describe("the chart card's Download PNG", () => {
  it('saves one picture for two clicks before the card has re-rendered', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:png') as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderChartCard();
    await waitFor(() => expect(FakeWorker.last).not.toBeNull());
    const worker = FakeWorker.last as FakeWorker;
    act(() => resize?.([{ contentRect: { width: 640, height: 260 } }]));
    await waitFor(() => expect(worker.messages[0]).toBeDefined());
    const id = worker.messages[0]?.id as number;
    worker.answer({ type: 'drawn', id });
    const button = await screen.findByRole('button', { name: 'Download PNG' });
    await waitFor(() => expect(button).toBeEnabled());
    // Both clicks land in one act: React has not re-rendered between them.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const asked = worker.messages.filter((message) => message.type === 'png');
    expect(asked).toHaveLength(1);
    worker.answer({ type: 'png', id, request: (asked[0] as { request: number }).request, blob: new Blob(['png'], { type: 'image/png' }) });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // Once saved, the next click saves again.
    act(() => fireEvent.click(button));
    await waitFor(() => expect(worker.messages.filter((message) => message.type === 'png')).toHaveLength(2));
  });
});
