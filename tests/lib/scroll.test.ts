import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_ANIMATION_MS, scrollToElement, scrollToTop, scrollWindowTo, SMOOTH_SCROLL_MS } from '@/lib/scroll';
import { mediaQueryList } from '../support/viewport';

// A frame clock the test drives: no real time passes, each frame is run by hand at a given moment.
let now = 0;
let frames: Array<(time: number) => void> = [];
let scrollY = 0;
let scrolls: Array<{ top: number; behavior: string }> = [];

function runFrameAt(time: number) {
  now = time;
  const pending = frames;
  frames = [];
  pending.forEach((callback) => callback(time));
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')));
}

beforeEach(() => {
  now = 0;
  frames = [];
  scrollY = 2000;
  scrolls = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (callback: (time: number) => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
    scrolls.push({ top: scrollY, behavior: String(options.behavior) });
  }) as typeof window.scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the scroll helper (002 §9: 1000 ms; 001 §9: 500 ms; reduced motion: at once)', () => {
  it('names the spec’s durations', () => {
    expect(SCROLL_ANIMATION_MS).toBe(1000);
    expect(SMOOTH_SCROLL_MS).toBe(500);
  });

  it('with reduced motion jumps at once, in one instant scroll', () => {
    reducedMotion(true);
    scrollToTop(SCROLL_ANIMATION_MS);
    expect(scrolls).toEqual([{ top: 0, behavior: 'instant' }]);
    expect(frames).toHaveLength(0);
  });

  it('otherwise eases over the given duration, every step an instant scroll (the root’s smooth scrolling would fight it)', () => {
    reducedMotion(false);
    scrollToTop(SCROLL_ANIMATION_MS);
    expect(scrolls).toHaveLength(0);
    runFrameAt(0);
    expect(scrollY).toBe(2000);
    runFrameAt(500);
    expect(scrollY).toBe(1000); // half way at half the duration (ease-in-out is symmetric)
    runFrameAt(900);
    expect(scrollY).toBeGreaterThan(0);
    runFrameAt(1000);
    expect(scrollY).toBe(0);
    expect(frames).toHaveLength(0);
    expect(scrolls.every((step) => step.behavior === 'instant')).toBe(true);
  });

  it('the 500 ms scroll is done at 500 ms', () => {
    reducedMotion(false);
    scrollToTop(SMOOTH_SCROLL_MS);
    runFrameAt(250);
    expect(scrollY).toBe(1000);
    runFrameAt(500);
    expect(scrollY).toBe(0);
  });

  it('stops when the user scrolls, and a new scroll replaces a running one', () => {
    reducedMotion(false);
    scrollToTop(SCROLL_ANIMATION_MS);
    runFrameAt(500);
    window.dispatchEvent(new Event('wheel'));
    expect(frames).toHaveLength(0);
    expect(scrollY).toBe(1000);
    scrollWindowTo(1500, SCROLL_ANIMATION_MS);
    scrollWindowTo(0, SCROLL_ANIMATION_MS);
    runFrameAt(2000);
    expect(scrollY).toBe(0);
  });

  it('scrolls an element to the top of the view, less the root’s scroll-padding-top and its own scroll-margin-top', () => {
    reducedMotion(true);
    scrollY = 100;
    const element = document.createElement('section');
    document.body.append(element);
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    document.documentElement.style.scrollPaddingTop = '64px';
    element.style.scrollMarginTop = '8px';
    scrollToElement(element);
    expect(scrolls).toEqual([{ top: 728, behavior: 'instant' }]);
    document.documentElement.style.scrollPaddingTop = '';
    element.remove();
  });
});
