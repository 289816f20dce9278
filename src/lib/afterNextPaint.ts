/**
 * Runs `work` after the next frame has painted: a page's own content (title, cards, rows) reaches
 * the screen before a large chunk it will want soon (chart.js) competes for the network and the
 * main thread, so the content paints sooner.
 */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}
