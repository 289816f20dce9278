/*
 * The portal's animated scrolls, one helper for all: the scroll-to-top button's 500 ms (001 §9
 * "smooth scroll 500 ms") and document 002's 1000 ms (002 §9 "Scroll animation 1000 ms": the case
 * detail scrolling to an opened panel, the customer search and critical focus scrolling to the top).
 * With prefers-reduced-motion the window jumps at once. Every step is an instant scroll: Bootstrap
 * makes the root scroll smoothly, which would turn each frame into an animation of its own.
 */

/** 002 §9: the scroll animation of the areas of document 002. */
export const SCROLL_ANIMATION_MS = 1000;
/** 001 §9: the smooth scroll of document 001's areas (the scroll-to-top button). */
export const SMOOTH_SCROLL_MS = 500;

/** True when the user asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
let stopRunning: (() => void) | null = null;

function jump(top: number): void {
  window.scrollTo({ top, left: window.scrollX, behavior: 'instant' as ScrollBehavior });
}

/** Ease-in-out: slow start, slow end. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window to `top` over `duration` ms (ease-in-out), or at once with reduced motion.
 * A later scroll replaces a running one; the user's own wheel, touch, key or click stops it.
 */
export function scrollWindowTo(top: number, duration: number): void {
  stopRunning?.();
  const root = document.documentElement;
  const max = Math.max(0, (root?.scrollHeight ?? 0) - window.innerHeight);
  const target = Math.max(0, Math.min(Math.round(top), max || Math.round(top)));
  const start = window.scrollY;
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function' || Math.abs(target - start) < 1) {
    if (Math.abs(target - start) >= 1) jump(target);
    return;
  }
  const began = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stop));
    if (stopRunning === stop) stopRunning = null;
  };
  USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true }));
  stopRunning = stop;
  const step = (now: number) => {
    const t = Math.min(1, Math.max(0, (now - began) / duration));
    jump(Math.round(start + (target - start) * easeInOut(t)));
    if (t < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  frame = requestAnimationFrame(step);
}

/** Scrolls the window to the top (001's 500 ms unless told otherwise). */
export function scrollToTop(duration: number = SMOOTH_SCROLL_MS): void {
  scrollWindowTo(0, duration);
}

function pixels(value: string | undefined): number {
  const number = Number.parseFloat(value ?? '');
  return Number.isFinite(number) ? number : 0;
}

/**
 * Scrolls the window so the element's top is at the top of the view, less the root's
 * `scroll-padding-top` and the element's own `scroll-margin-top` (CSS's own offsets: what a sticky
 * top bar covers), over 002's 1000 ms unless told otherwise.
 */
export function scrollToElement(element: Element, duration: number = SCROLL_ANIMATION_MS): void {
  const padding = pixels(getComputedStyle(document.documentElement).scrollPaddingTop);
  const margin = pixels(getComputedStyle(element).scrollMarginTop);
  scrollWindowTo(element.getBoundingClientRect().top + window.scrollY - padding - margin, duration);
}
