import { Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOneAtATime } from '@/components/useOneAtATime';
import { chartPngName } from '@/lib/fileStamp';
import { preloadableLazy } from '@/lib/preloadableLazy';
import { useNearScreen } from '../useNearScreen';
import { usePainted } from '../usePainted';
import type { ChartDrawn } from './chartPng';
import type { ChartSeries } from './chartTypes';
import { canDrawOffMainThread, OffscreenChart } from './offscreen';
import chartsStyles from './charts.scss?inline';
import { adoptStyles } from '@/lib/adoptStyles';

adoptStyles(chartsStyles);

export type { ChartSeries } from './chartTypes';

// The chart worker (OffscreenChart) and, where a browser cannot hand a canvas to a worker, the
// chart modules are the only importers of chart.js: they load with the first card that draws, once
// that card is near the screen and the frame showing it has painted (usePainted).
const charts = {
  bar: preloadableLazy(() => import('./BarChart')),
  line: preloadableLazy(() => import('./LineChart')),
};

export interface ChartCardProps {
  title: string;
  kind: 'bar' | 'line';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The one-line text summary beside the (aria-hidden) canvas. */
  summary: string;
  /** The category column of the table and the x axis title. */
  categoryTitle: string;
  /** The y axis title. */
  valueTitle?: string;
  /** A value as text (table and summary); default 1 decimal, 'n/a' for missing values. */
  format?: (value: number) => string;
  /** A drill link per label (null: none); rows of the table view carry the same links. */
  links?: readonly (string | null)[] | null;
  /** The label drawn as selected (marked in the table too). */
  highlight?: number | null;
  horizontal?: boolean;
  yMin?: number;
  yMax?: number;
  /** The PNG's name around the card's title: [dashboard, wave] gives `{dashboard}-{title}-{wave}-{YYYYMMDDHHMMSS}.png`. */
  fileParts: readonly (string | null | undefined)[];
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: string;
  /** Extra content under the chart or table (a legend). */
  footer?: ReactNode;
  className?: string;
}

const defaultFormat = (value: number) => value.toFixed(1);

/**
 * The one chart card (house style "Charts"): a title, a 'View as table'/'View as chart' toggle
 * showing a captioned table, 'Download PNG' (white background) and, beside the aria-hidden canvas,
 * a one-line text summary. Empty data shows `emptyText`, never an empty chart.
 */
export function ChartCard({
  title,
  kind,
  labels,
  series,
  summary,
  categoryTitle,
  valueTitle,
  format = defaultFormat,
  links,
  highlight = null,
  horizontal,
  yMin,
  yMax,
  fileParts,
  emptyText,
  footer,
  className = '',
}: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const png = useRef<(() => Promise<Blob | null>) | null>(null);
  const [drawn, setDrawn] = useState(false);
  // The worker draws the chart where the browser can; if it cannot (or its script fails), the chart modules do.
  const [offMainThread, setOffMainThread] = useState(canDrawOffMainThread);
  // The chart is drawn when its card comes near the screen (its figures are in the summary above it and the table view),
  // once the frame that shows the card has painted.
  const [place, setPlace] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(place);
  const painted = usePainted(near);
  const navigate = useNavigate();
  const titleId = useId();
  const onDrawn = useCallback<ChartDrawn>((toPng) => {
    png.current = toPng;
    setDrawn(!!toPng);
  }, []);
  const onFail = useCallback(() => setOffMainThread(false), []);
  const empty = labels.length === 0 || series.every((item) => item.values.every((value) => value === null || !Number.isFinite(value)));
  const Chart = charts[kind];
  const show = (value: number | null | undefined) => (value === null || value === undefined || !Number.isFinite(value) ? 'n/a' : format(value));
  const onSelect = links?.some(Boolean)
    ? (index: number) => {
        const to = links[index];
        if (to) void navigate(to);
      }
    : undefined;

  // One file per click: a double click saves the picture once.
  const download = useOneAtATime(async () => {
    const blob = await png.current?.();
    // The file helper loads on the first download only: a chart's first paint does not need it.
    if (blob) (await import('@/api/download')).saveBlob(blob, chartPngName([...fileParts.slice(0, 1), title, ...fileParts.slice(1)], new Date()));
  });

  return (
    <section className={`card chart-card h-100 ${className}`.trim()} aria-labelledby={titleId}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={titleId} className="h6 mb-0 me-auto">
          {title}
        </h2>
        {!empty && (
          <>
            <button type="button" className="btn btn-outline-dark btn-sm" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
              {asTable ? 'View as chart' : 'View as table'}
            </button>
            {!asTable && (
              <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => void download()} disabled={!drawn}>
                Download PNG
              </button>
            )}
          </>
        )}
      </div>
      <div className="card-body">
        {empty ? (
          <p className="text-body-secondary mb-0">{emptyText}</p>
        ) : asTable ? (
          <div className="table-responsive">
            <table className="table table-sm mb-0 chart-card-table">
              <caption className="caption-top">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryTitle}</th>
                  {series.map((item) => (
                    <th key={item.label} scope="col" className="text-end">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, index) => {
                  const to = links?.[index] ?? null;
                  return (
                    <tr
                      key={`${label}-${index}`}
                      className={highlight === index ? 'table-active' : undefined}
                      aria-current={highlight === index ? 'true' : undefined}
                    >
                      <th scope="row" className="fw-normal text-break">
                        {to ? <Link to={to}>{label}</Link> : label}
                      </th>
                      {series.map((item) => (
                        <td key={item.label} className="text-end font-tabular">
                          {show(item.values[index])}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <>
            <p className="small text-body-secondary mb-2">{summary}</p>
            <div ref={setPlace} className={`chart-card-canvas${horizontal ? ' chart-card-canvas-tall' : ''}${onSelect ? ' chart-card-clickable' : ''}`}>
              {painted && near ? (
                <Suspense fallback={<div className="chart-card-skeleton" />}>
                  {offMainThread ? (
                    <OffscreenChart
                      spec={{ kind, labels, series, categoryTitle, valueTitle, yMin, yMax, highlight, horizontal }}
                      onSelect={onSelect}
                      onDrawn={onDrawn}
                      onFail={onFail}
                      placeholder={<div className="chart-card-skeleton" />}
                    />
                  ) : (
                    <Chart
                      labels={labels}
                      series={series}
                      categoryTitle={categoryTitle}
                      valueTitle={valueTitle}
                      yMin={yMin}
                      yMax={yMax}
                      highlight={highlight}
                      horizontal={horizontal}
                      onSelect={onSelect}
                      onDrawn={onDrawn}
                    />
                  )}
                </Suspense>
              ) : (
                <div className="chart-card-skeleton" />
              )}
            </div>
          </>
        )}
        {footer}
      </div>
    </section>
  );
}
