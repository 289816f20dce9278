import { useEffect, useRef, useState } from 'react';

/**
 * Creating a chart (layout, text measuring, the first draw) is the longest piece of main-thread
 * work on a page with charts. Charts that mount together take turns, one per task, so the page
 * stays responsive between them (issue 9: total blocking time). A turn ends when its chart has been
 * created (the effects after its first render), not when its state was set: two charts whose
 * states were set a timer apart were still created in one render, one long task. The card holds
 * the chart's space meanwhile, so nothing moves.
 */
const waiting: Array<() => void> = [];
let taken = false;

/** The next chart's turn, a task from now (or none waiting: the turns are free). */
function passTurn() {
  setTimeout(() => {
    const next = waiting.shift();
    if (next) next();
    else taken = false;
  }, 0);
}

/** False until it is this chart's turn to be created (a task after the previous chart was). */
export function useChartTurn(): boolean {
  const [ready, setReady] = useState(false);
  const holds = useRef(false);
  useEffect(() => {
    let mounted = true;
    const start = () => {
      holds.current = true;
      if (mounted) setReady(true);
      else release();
    };
    const release = () => {
      if (!holds.current) return;
      holds.current = false;
      passTurn();
    };
    if (taken) waiting.push(start);
    else {
      taken = true;
      start();
    }
    return () => {
      mounted = false;
      const at = waiting.indexOf(start);
      if (at >= 0) waiting.splice(at, 1);
      release();
    };
  }, []);
  // This render created the chart (its own effects ran first): the next chart's turn.
  useEffect(() => {
    if (ready && holds.current) {
      holds.current = false;
      passTurn();
    }
  }, [ready]);
  return ready;
}
