import type { ChartDrawn } from './chartPng';

/** What a chart module draws (the chart card's lazily loaded chart.js modules take the same props). */
export interface ChartSeries {
  label: string;
  /** One value a label; null: no data (a gap, never a zero). */
  values: readonly (number | null)[];
  /** A CSS colour; the card's table and legend name every series in text as well. */
  color?: string;
}

export interface ChartModuleProps {
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The x axis title (the category, or the company's wave label). */
  categoryTitle: string;
  /** The y axis title. */
  valueTitle?: string;
  yMin?: number;
  yMax?: number;
  /** The point or bar drawn as selected (the selected wave). */
  highlight?: number | null;
  /** Bars laid out horizontally (long category names). */
  horizontal?: boolean;
  /** A click on a point or bar (drill link); absent: nothing looks clickable. */
  onSelect?: (index: number) => void;
  /** Receives the chart's PNG maker once drawn (for the download). */
  onDrawn?: ChartDrawn;
}

export const CHART_COLORS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#d63384', '#20c997'] as const;
