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
  /** Receives the canvas once drawn (for the PNG download). */
  onCanvas?: (canvas: HTMLCanvasElement | null) => void;
}

export const CHART_COLORS = ['#0d6efd', '#198754', '#fd7e14', '#6f42c1', '#d63384', '#20c997'] as const;

/** The chart.js datasets of the series: each one's label and values, styled by `style` with its colour (its own, else the palette's). */
export function seriesDatasets<Style extends object>(series: readonly ChartSeries[], style: (color: string) => Style) {
  return series.map((item, index) => ({
    label: item.label,
    data: [...item.values],
    ...style(item.color ?? CHART_COLORS[index % CHART_COLORS.length] ?? CHART_COLORS[0]),
  }));
}
