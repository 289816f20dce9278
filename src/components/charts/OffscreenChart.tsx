import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChartSpec } from './chartConfig';
import type { ChartDrawn } from './chartPng';
import type { FromChartWorker, ToChartWorker } from './chartWorkerCore';
import offscreenChartStyles from './offscreenChart.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(offscreenChartStyles);

/**
 * A chart drawn by the chart worker (chart.worker.ts): the page keeps a canvas and hands its drawing
 * to the worker, which loads chart.js and creates, lays out and draws the chart there. chart.js's
 * work, the longest task of a page with a chart on a phone (300–440 ms at 4× CPU), leaves the
 * page's main thread; the page only forwards the canvas's size and pointer events. Only loaded where
 * the browser can (`canDrawOffMainThread`); otherwise, or when the worker fails, the chart modules
 * draw on the main thread (`onFail`).
 */

let worker: Worker | null = null;
let workerFailed = false;
const listeners = new Map<number, (message: FromChartWorker) => void>();
let nextId = 1;
let nextRequest = 1;

/** The one chart worker of the page, started on first use (its script loads chart.js). */
export function startChartWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  try {
    worker = new Worker(new URL('./chart.worker.ts', import.meta.url), { type: 'module', name: 'charts' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<FromChartWorker>) => listeners.get(event.data.id)?.(event.data);
  // The worker's script did not load (network cut, a new release): every chart draws on the main thread.
  worker.onerror = () => {
    workerFailed = true;
    worker = null;
    for (const [id, listener] of [...listeners]) listener({ type: 'failed', id, message: 'The chart worker did not start' });
  };
  return worker;
}

function post(message: ToChartWorker, transfer: Transferable[] = []) {
  worker?.postMessage(message, transfer);
}

/** The chart's PNG on a white background, from the worker. */
function requestPng(id: number): Promise<Blob | null> {
  const request = nextRequest++;
  const listener = listeners.get(id);
  if (!listener || !worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    listeners.set(id, (message) => {
      if (message.type === 'png' && message.request === request) {
        listeners.set(id, listener);
        resolve(message.blob);
      } else listener(message);
    });
    post({ type: 'png', id, request });
  });
}

export interface OffscreenChartProps {
  spec: ChartSpec;
  /** A click on a bar or point (a drill link); absent: nothing looks clickable. */
  onSelect?: (index: number) => void;
  /** Receives the chart's PNG maker once drawn (for the download). */
  onDrawn?: ChartDrawn;
  /** The worker could not draw this chart: the caller draws it on the main thread. */
  onFail: () => void;
  /** Shown in the chart's box until the worker has drawn it. */
  placeholder: ReactNode;
  /** The box's height in CSS pixels (default: its parent's). */
  height?: number;
}

/** The chart in its box: a canvas the worker draws on, the placeholder under it until drawn. */
export default function OffscreenChart({ spec, onSelect, onDrawn, onFail, placeholder, height }: OffscreenChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  // What the handlers read: the latest props, without recreating the canvas.
  const latest = useRef({ spec, onSelect, onDrawn, onFail });
  const chart = useRef<{ id: number; sent: boolean } | null>(null);
  const specKey = JSON.stringify(spec);
  useEffect(() => {
    latest.current = { spec, onSelect, onDrawn, onFail };
  });

  useEffect(() => {
    const element = host.current;
    if (!element || !startChartWorker()) {
      latest.current.onFail();
      return;
    }
    // Made here, not rendered: a canvas's drawing can be handed over once, and a remount needs a new one.
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.className = 'chart-offscreen-canvas';
    element.append(canvas);
    const id = nextId++;
    const own = { id, sent: false };
    chart.current = own;
    let offscreen: OffscreenCanvas | null = canvas.transferControlToOffscreen();
    listeners.set(id, (message) => {
      if (message.type === 'drawn') {
        setDrawn(true);
        latest.current.onDrawn?.(() => requestPng(id));
      } else if (message.type === 'hover') {
        if (latest.current.onSelect) canvas.style.cursor = message.over ? 'pointer' : 'default';
      } else if (message.type === 'select') latest.current.onSelect?.(message.index);
      else if (message.type === 'failed') latest.current.onFail();
    });
    // The first size draws the chart (with the latest spec); later ones resize it.
    const observer = new ResizeObserver((entries) => {
      const size = entries[0]?.contentRect;
      if (!size || size.width === 0 || size.height === 0) return;
      const { width, height } = size;
      if (offscreen) {
        post({ type: 'draw', id, spec: latest.current.spec, canvas: offscreen, width, height, ratio: window.devicePixelRatio || 1 }, [offscreen]);
        offscreen = null;
        own.sent = true;
      } else post({ type: 'resize', id, width, height });
    });
    observer.observe(canvas);
    // chart.js's events, forwarded: hover (the tooltip, at most one a frame), leave and click.
    let frame = 0;
    let at = { x: 0, y: 0 };
    const move = (event: PointerEvent) => {
      at = { x: event.offsetX, y: event.offsetY };
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          post({ type: 'pointer', id, event: 'mousemove', ...at });
        });
      }
    };
    const leave = () => post({ type: 'pointer', id, event: 'mouseout', x: -1, y: -1 });
    const click = (event: MouseEvent) => post({ type: 'pointer', id, event: 'click', x: event.offsetX, y: event.offsetY });
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerleave', leave);
    canvas.addEventListener('click', click);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      listeners.delete(id);
      post({ type: 'destroy', id });
      canvas.remove();
      chart.current = null;
      latest.current.onDrawn?.(null);
    };
  }, []);

  // A new spec (another wave selected, new figures): the worker draws it on the same chart.
  useEffect(() => {
    const own = chart.current;
    if (own?.sent) post({ type: 'draw', id: own.id, spec: JSON.parse(specKey) as ChartSpec });
  }, [specKey]);

  return (
    <div className="chart-offscreen" style={height ? { height } : undefined}>
      {!drawn && placeholder}
      {/* The canvas's host: React renders nothing in it (the effect adds the canvas). */}
      <div ref={host} className="chart-offscreen-host" />
    </div>
  );
}
