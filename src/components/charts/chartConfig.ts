import type { ChartConfiguration } from 'chart.js';
import { CHART_COLORS, type ChartModuleProps, type ChartSeries } from './chartTypes';

/**
 * What a chart draws, as plain data (no functions): it crosses to the chart worker as a message
 * (chart.worker.ts), and the main-thread chart modules draw the same from it where a browser has no
 * OffscreenCanvas. One source of every chart's options, whichever thread draws it.
 */
export type ChartSpec = ({ kind: 'bar' | 'line' } & Omit<ChartModuleProps, 'onSelect' | 'onDrawn'>) | { kind: 'trend'; data: readonly TrendPoint[] };

/** A day of the case dashboard's '30 Day Trend'. */
export interface TrendPoint {
  label: string;
  opened: number;
  resolved: number;
}

/**
 * A value axis tick as text. chart.js's default formats ticks with Intl.NumberFormat, whose first
 * construction on a page loads locale data on the main thread; the portal's axes (scores, counts,
 * percentages) need no grouping beyond what this gives.
 */
export function tickText(value: number | string): string {
  if (typeof value !== 'number') return value;
  const rounded = Math.round(value * 100) / 100;
  return Math.abs(rounded) >= 1000 ? rounded.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(rounded);
}

/** The chart.js datasets of the series: each one's label and values, styled by `style` with its colour (its own, else the palette's). */
export function seriesDatasets<Style extends object>(series: readonly ChartSeries[], style: (color: string) => Style) {
  return series.map((item, index) => ({
    label: item.label,
    data: [...item.values],
    ...style(item.color ?? CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0]),
  }));
}

// Every chart: sized by its box, drawn at once (no animation).
const BASE = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** The chart.js configuration of a chart: type, data and options (the tick callback included). */
export function chartConfig(spec: ChartSpec): ChartConfiguration<'bar' | 'line', (number | null)[], string> {
  if (spec.kind === 'trend') {
    const line = (label: string, color: string, value: (point: TrendPoint) => number) => ({
      label,
      data: spec.data.map(value),
      borderColor: color,
      backgroundColor: color,
      tension: 0.25,
    });
    return {
      type: 'line',
      data: {
        labels: spec.data.map((point) => point.label),
        datasets: [line('Open', '#dc3545', (point) => point.opened), line('Resolved', '#198754', (point) => point.resolved)],
      },
      options: {
        ...BASE,
        plugins: { legend: { position: 'bottom' } },
        scales: {
          y: { beginAtZero: true, title: { display: true, text: 'Cases' }, ticks: { precision: 0, callback: tickText } },
          x: { title: { display: true, text: 'Date' } },
        },
      },
    };
  }
  const { labels, series, categoryTitle, valueTitle, yMin, yMax, highlight = null } = spec;
  const valueAxis = { min: yMin, max: yMax, title: { display: !!valueTitle, text: valueTitle ?? '' }, ticks: { callback: tickText } };
  const categoryAxis = { title: { display: true, text: categoryTitle } };
  if (spec.kind === 'bar') {
    return {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: seriesDatasets(series, (color) => ({ backgroundColor: labels.map((_, at) => (highlight === at ? '#084298' : color)) })),
      },
      options: {
        ...BASE,
        indexAxis: spec.horizontal ? 'y' : 'x',
        plugins: { legend: { display: false } },
        scales: spec.horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      },
    };
  }
  // A line: no smoothing below zero (monotone interpolation), gaps for missing values, the selected point larger.
  return {
    type: 'line',
    data: {
      labels: [...labels],
      datasets: seriesDatasets(series, (color) => ({
        borderColor: color,
        backgroundColor: color,
        cubicInterpolationMode: 'monotone' as const,
        spanGaps: false,
        pointRadius: labels.map((_, at) => (highlight === at ? 7 : 3)),
        pointStyle: labels.map((_, at) => (highlight === at ? ('rectRot' as const) : ('circle' as const))),
      })),
    },
    options: {
      ...BASE,
      plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      scales: { x: categoryAxis, y: valueAxis },
    },
  };
}
