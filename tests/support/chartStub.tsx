import { useEffect, useRef } from 'react';
import type { ChartModuleProps } from '@/components/charts/chartTypes';

/** Stands in for a chart module under jsdom: a canvas carrying the labels and values it was given. */
export default function ChartStub({ labels, series, highlight, onDrawn }: ChartModuleProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    onDrawn?.(ref.current ? () => Promise.resolve(new Blob([], { type: 'image/png' })) : null);
    return () => onDrawn?.(null);
  }, [onDrawn]);
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-testid="chart"
      data-labels={labels.join('|')}
      data-values={series.map((item) => item.values.map((value) => (value === null ? 'null' : value)).join(',')).join('|')}
      data-highlight={highlight ?? ''}
    />
  );
}
