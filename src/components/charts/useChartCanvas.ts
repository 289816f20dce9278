import type { ActiveElement, Chart, ChartEvent, ChartType } from 'chart.js';
import { useEffect, useRef } from 'react';
import { canvasToPng, type ChartDrawn } from './chartPng';
import { useChartTurn } from './chartTurns';

/**
 * What the main-thread chart modules share: the chart's ref, its turn to draw (useChartTurn), the
 * PNG of its canvas handed to the card (for the download) once drawn, and the click/hover options
 * that select a category with a pointer cursor over a bar or point.
 */
export function useChartCanvas<T extends ChartType>(onDrawn: ChartDrawn | undefined, onSelect: ((index: number) => void) | undefined) {
  const ref = useRef<Chart<T>>(null);
  const ready = useChartTurn();
  useEffect(() => {
    const canvas = ref.current?.canvas;
    onDrawn?.(canvas ? () => canvasToPng(canvas) : null);
    return () => onDrawn?.(null);
  }, [onDrawn, ready]);
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
