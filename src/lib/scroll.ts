/** Scrolls the window to the top over `duration` ms (ease-in-out), or at once with reduced motion. */
export function scrollToTop(duration = 500): void {
  const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const start = window.scrollY;
  if (reduced || start <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
