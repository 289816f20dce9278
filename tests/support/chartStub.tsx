import { useEffect, useRef } from 'react';
import type { ChartModuleProps } from '@/components/charts/chartTypes';

/** Stands in for a chart module under jsdom: a canvas carrying the labels and values it was given. */
export default function ChartStub({ labels, series, highlight, onCanvas }: ChartModuleProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    onCanvas?.(ref.current);
    return () => onCanvas?.(null);
  }, [onCanvas]);
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
