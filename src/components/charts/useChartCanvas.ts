import type { ActiveElement, Chart, ChartEvent, ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';
import { useChartTurn } from './chartTurns';

/**
 * What the chart modules share: the chart's ref, its turn to draw (useChartTurn), the canvas
 * handed to the card (for the PNG download) once drawn, and the click/hover options that select
 * a category with a pointer cursor over a bar or point.
 */
export function useChartCanvas<T extends ChartType>(
  onCanvas: ((canvas: HTMLCanvasElement | null) => void) | undefined,
  onSelect: ((index: number) => void) | undefined,
) {
  const ref = useRef<Chart<T>>(null);
  const ready = useChartTurn();
  useEffect(() => {
    onCanvas?.(ref.current?.canvas ?? null);
    return () => onCanvas?.(null);
  }, [onCanvas, ready]);
  const pointer = {
    onClick: onSelect ? (_event: ChartEvent, elements: ActiveElement[]) => elements[0] && onSelect(elements[0].index) : undefined,
    onHover: onSelect
      ? (event: ChartEvent, elements: ActiveElement[]) => {
          const target = event.native?.target as HTMLElement | undefined;
          if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
        }
      : undefined,
  };
  return { ref, ready, pointer };
}
